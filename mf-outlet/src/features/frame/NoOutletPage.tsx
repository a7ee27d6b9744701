// What a signed-in user who may not work in the portal sees instead of it: what happened, what to do,
// and the ways out (the shop, Sign Out). Plain elements: antd is not loaded for it.
import { useSignOut } from '@shop/shared/auth/sign-out'
import { Link } from 'react-router'

interface Props {
  title: string
  message: string
  onRetry?: () => void
}

export function NoOutletPage({ title, message, onRetry }: Props) {
  const { signOut, busy } = useSignOut('/')
  return (
    <main className="outlet-refusal" data-portal="outlet">
      <h1>{title}</h1>
      <p>{message}</p>
      <div className="outlet-refusal__actions">
        {onRetry && (
          <button type="button" className="outlet-refusal__button" onClick={onRetry}>
            Retry
          </button>
        )}
        <Link to="/" className="outlet-refusal__button">
          Back to the shop
        </Link>
        <button type="button" className="outlet-refusal__button" onClick={() => void signOut()} disabled={busy}>
          Sign Out
        </button>
      </div>
    </main>
  )
}
