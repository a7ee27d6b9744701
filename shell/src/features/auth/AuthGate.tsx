// While the sign-in state initialises a spinner shows; on an auth error the message shows with a Retry
// button that reloads the page.

import { selectAuthError, selectAuthStatus } from '@shop/shared/auth'
import { useAppSelector } from '@shop/shared/store/hooks'
import type { ReactNode } from 'react'
import { PageSpinner } from '../layout/PageSpinner.tsx'

export function AuthGate({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus)
  const error = useAppSelector(selectAuthError)
  if (status === 'initialising') return <PageSpinner label="Signing you in" />
  if (status === 'error') {
    return (
      <main className="area-error" role="alert">
        <h1>{error}</h1>
        <button type="button" className="button button--primary" onClick={() => location.reload()}>
          Retry
        </button>
      </main>
    )
  }
  return children
}
