import { useSignOut } from '@shop/shared/auth/sign-out'
import { Link } from 'react-router'

/** My Orders, an inert Settings entry, and Sign Out. */
export function AccountActions() {
  const { signOut, busy } = useSignOut('/')

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
      <button type="button" className="button form-button account-actions__sign-out" onClick={signOut} disabled={busy}>
        {busy ? 'Signing out...' : 'Sign Out'}
      </button>
    </nav>
  )
}
