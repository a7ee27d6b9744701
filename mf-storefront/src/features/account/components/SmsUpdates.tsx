// Order updates by SMS, on unless the customer turns them off: the shop texts each order's phone when the
// order is confirmed, leaves the shop, is delivered or is cancelled. Saved as soon as it is changed.
import { toast } from '@shop/shared/toast'
import { type Profile, useSetSmsUpdatesMutation } from '../api/profile.ts'
import { accountMessages } from '../messages.ts'
import './sms-updates.css'

export function SmsUpdates({ profile }: { profile: Profile }) {
  const [setSmsUpdates, saving] = useSetSmsUpdatesMutation()

  async function change(on: boolean) {
    const saved = await setSmsUpdates({ userId: profile.id, on })
    if ('error' in saved) toast.error(accountMessages.updateFailed)
    else toast.success(accountMessages.updated)
  }

  return (
    <section className="account-card account-sms" aria-labelledby="account-sms-title">
      <h2 id="account-sms-title">Order Updates by SMS</h2>
      <label className="account-sms__choice">
        <input
          type="checkbox"
          checked={profile.sms_order_updates}
          disabled={saving.isLoading}
          onChange={(event) => change(event.target.checked)}
        />
        Text me when my order is confirmed, leaves the shop, is delivered or is cancelled
      </label>
      <p className="account-sms__hint">Sent to the phone number you give for each order at checkout.</p>
    </section>
  )
}
