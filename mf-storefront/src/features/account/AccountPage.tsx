// My Account, for now: who the page's Supabase session belongs to (the form comes with the storefront).

import { getSupabase } from '@shop/shared/supabase'
import { useEffect, useState } from 'react'
import { Page } from '../pages/Page.tsx'

export function AccountPage() {
  const [email, setEmail] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    getSupabase()
      .then((client) => client.auth.getSession())
      .then(({ data }) => live && setEmail(data.session?.user.email ?? null))
      .catch(() => live && setEmail(null))
    return () => {
      live = false
    }
  }, [])
  return (
    <Page title="My Account">
      {email === undefined ? null : <p>{email ? `Signed in as ${email}` : 'You are not signed in.'}</p>}
    </Page>
  )
}
