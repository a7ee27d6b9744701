// Order updates by SMS, on unless the customer turns them off: the shop texts each order's phone when the
// order is confirmed, leaves the shop, is delivered or is cancelled. Saved as soon as it is changed.
import { toast } from '@shop/shared/toast'
import { useEffect, useState } from 'react'
import { loadSmsUpdates, saveSmsUpdates } from '../api/sms-updates.ts'
import { accountMessages } from '../messages.ts'
import './sms-updates.css'

export function SmsUpdates({ userId }: { userId: string }) {
  const [on, setOn] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    // A failed read leaves the card out: the profile card above says the profile did not load.
    loadSmsUpdates(userId).then(
      (value) => live && setOn(value),
      () => {},
    )
    return () => {
      live = false
    }
  }, [userId])

  if (on === null) return null

  // The box shows the choice at once; a failed save puts it back.
  async function change(next: boolean) {
    setOn(next)
    setBusy(true)
    try {
      setOn(await saveSmsUpdates(userId, next))
      toast.success(accountMessages.updated)
    } catch {
      setOn(!next)
      toast.error(accountMessages.updateFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="account-card account-sms" aria-labelledby="account-sms-title">
      <h2 id="account-sms-title">Order Updates by SMS</h2>
      <label className="account-sms__choice">
        <input type="checkbox" checked={on} disabled={busy} onChange={(event) => change(event.target.checked)} />
        Text me when my order is confirmed, leaves the shop, is delivered or is cancelled
      </label>
      <p className="account-sms__hint">Sent to the phone number you give for each order at checkout.</p>
    </section>
  )
}
