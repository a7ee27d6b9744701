// Profile (issue 13): sign-out and the version for now; editing the profile is still to come.
import { useSignOut } from '@shop/shared/auth/sign-out'

export default function ProfilePage() {
  const { signOut, busy } = useSignOut('/rider/login')
  return (
    <div className="r-stack">
      <h1 className="r-h1">Profile</h1>
      <button type="button" className="r-button r-button--block" disabled={busy} onClick={() => void signOut()}>
        Sign Out
      </button>
      <p className="r-muted">Version 1.0.0</p>
    </div>
  )
}
