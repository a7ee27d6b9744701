// My Account: a visitor gets the sign-in; a customer their profile form (full name and phone editable,
// e-mail read-only), their choice of order updates by SMS, My Orders, an inert Settings entry, Sign Out.
import { selectCurrentUser, selectRider } from '@shop/shared/auth'
import { useAppSelector } from '@shop/shared/store/hooks'
import { Link } from 'react-router'
import { useMyProfileQuery } from './api/profile.ts'
import { AccountActions } from './components/AccountActions.tsx'
import { ProfileForm } from './components/ProfileForm.tsx'
import { SignedOutPanel } from './components/SignedOutPanel.tsx'
import { SmsUpdates } from './components/SmsUpdates.tsx'
import { accountMessages } from './messages.ts'
import './account.css'

function CustomerAccount({ userId }: { userId: string }) {
  const profile = useMyProfileQuery(userId)
  return (
    <main className="page account">
      <h1>My Account</h1>
      <div className="account__grid">
        {profile.isFetching && !profile.currentData && (
          <section className="account-card" aria-busy="true">
            <p role="status">Loading your profile...</p>
          </section>
        )}
        {profile.isError && !profile.isFetching && (
          <section className="account-card" role="alert">
            <p>{accountMessages.loadFailed}</p>
            <button type="button" className="button form-button" onClick={profile.refetch}>
              Try Again
            </button>
          </section>
        )}
        {profile.currentData && !profile.isError && (
          <>
            <ProfileForm key={profile.currentData.id} profile={profile.currentData} />
            <SmsUpdates profile={profile.currentData} />
          </>
        )}
        <AccountActions />
      </div>
    </main>
  )
}

export default function AccountPage() {
  const user = useAppSelector(selectCurrentUser)
  const rider = useAppSelector(selectRider)
  if (user) return <CustomerAccount userId={user.id} />
  if (rider) {
    return (
      <main className="page account">
        <h1>My Account</h1>
        <section className="account-card">
          <p>This is a rider account. Your deliveries and profile are in the rider app.</p>
          <Link to="/rider" className="button button--primary">
            Open the Rider App
          </Link>
        </section>
      </main>
    )
  }
  return <SignedOutPanel />
}
