import { signInRequested } from '@shop/shared/auth'
import { useAppDispatch } from '@shop/shared/store/hooks'
import { useEffect } from 'react'

/**
 * /account for a visitor: the sign-in route other screens send people to. The sign-in modal opens at
 * once; the panel stays behind it for whoever closes the modal.
 */
export function SignedOutPanel() {
  const dispatch = useAppDispatch()

  useEffect(() => {
    dispatch(signInRequested())
  }, [dispatch])

  return (
    <main className="page account">
      <h1>My Account</h1>
      <section className="account-card account-signed-out">
        <h2>Sign in to your account</h2>
        <p>You are not signed in. Sign in to check out, follow your orders and keep your details up to date.</p>
        <div className="account-signed-out__actions">
          <button type="button" className="button button--primary" onClick={() => dispatch(signInRequested())}>
            Sign In
          </button>
          <button type="button" className="button" onClick={() => dispatch(signInRequested({ mode: 'signup' }))}>
            Create Account
          </button>
        </div>
      </section>
    </main>
  )
}
