// The top navigation's sign-in entry: "Sign In" opens the sign-in modal for a visitor; a signed-in
// person gets "Account" (/account). On a narrow phone only the icon shows; the name stays for screen
// readers and the label comes back from 420 px (its styles are in layout.css, which the pre-rendered
// first paint inlines).
import { selectIsSignedIn, signInRequested } from '@shop/shared/auth'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { Link } from 'react-router'
import { accountButtonLabel } from '../layout/nav-labels.ts'

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="account-button__icon">
      <path
        fill="currentColor"
        d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v1.5c0 .3.2.5.5.5h15c.3 0 .5-.2.5-.5V19c0-2.8-3.6-5-8-5z"
      />
    </svg>
  )
}

export function AccountButton() {
  const dispatch = useAppDispatch()
  const signedIn = useAppSelector(selectIsSignedIn)
  if (signedIn) {
    return (
      <Link to="/account" className="button button--primary account-button">
        <PersonIcon />
        <span className="account-button__label">{accountButtonLabel.signedIn}</span>
      </Link>
    )
  }
  // A link to the sign-in route, so that it works before the app has taken over a pre-rendered page
  // (/account opens the modal); once the app runs, the modal opens in place.
  return (
    <Link
      to="/account"
      className="button button--primary account-button"
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault()
        dispatch(signInRequested())
      }}
    >
      <PersonIcon />
      <span className="account-button__label">{accountButtonLabel.signedOut}</span>
    </Link>
  )
}
