// Signing out, from any app: the page's one client ends the session; the shell's listener then clears
// the identities, the stored session and the cart (session.ts), and the portals' guards send the visitor
// out of any portal.
import { getSupabase } from '@shop/shared/supabase'
import { toast } from '@shop/shared/toast'
import { useState } from 'react'
import { useNavigate } from 'react-router'

export async function signOut(): Promise<void> {
  const client = await getSupabase()
  const { error } = await client.auth.signOut()
  if (error) throw error
}

export const SIGN_OUT_MESSAGES = {
  done: 'Signed out successfully',
  failed: 'Failed to sign out',
} as const

/** A Sign Out button's action: signs out, says so and goes to `to`. */
export function useSignOut(to: string) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  async function run() {
    setBusy(true)
    try {
      await signOut()
      toast.success(SIGN_OUT_MESSAGES.done)
      navigate(to)
    } catch {
      toast.error(SIGN_OUT_MESSAGES.failed)
      setBusy(false)
    }
  }
  return { signOut: run, busy }
}
