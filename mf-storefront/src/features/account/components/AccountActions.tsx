import { toast } from '@shop/shared/toast'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { signOut } from '../api/profile.ts'
import { accountMessages } from '../messages.ts'

/** My Orders, an inert Settings entry, and Sign Out. */
export function AccountActions() {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  async function onSignOut() {
    setBusy(true)
    try {
      await signOut()
      toast.success(accountMessages.signedOut)
      navigate('/')
    } catch {
      toast.error(accountMessages.signOutFailed)
      setBusy(false)
    }
  }

  return (
    <nav className="account-card account-actions" aria-label="Account">
      <ul>
        <li>
          <Link to="/orders" className="account-actions__item">
            My Orders
            <span className="account-actions__hint">Track and review your orders</span>
          </Link>
        </li>
        <li>
          <span className="account-actions__item account-actions__item--inert" aria-disabled="true">
            Settings
            <span className="account-actions__hint">Coming soon</span>
          </span>
        </li>
      </ul>
      <button
        type="button"
        className="button form-button account-actions__sign-out"
        onClick={onSignOut}
        disabled={busy}
      >
        {busy ? 'Signing out...' : 'Sign Out'}
      </button>
    </nav>
  )
}
