// "Turn on delivery alerts": shown while this phone does not yet get a notification on assignment.
import { toast } from '@shop/shared/toast'
import { useEffect, useState } from 'react'
import { type PushState, pushState, turnOnPush } from '../api/push-subscription.ts'

export const PUSH_MESSAGES = {
  on: 'Delivery alerts are on',
  denied: 'Notifications are blocked for this site. Allow them in the browser settings to get delivery alerts.',
  failed: 'Could not turn on delivery alerts. Please try again.',
} as const

export function PushToggle() {
  const [state, setState] = useState<PushState | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    pushState().then(setState, () => setState('unsupported'))
  }, [])
  if (state === null || state === 'unsupported' || state === 'on') return null

  async function turnOn() {
    setBusy(true)
    try {
      const next = await turnOnPush()
      setState(next)
      if (next === 'on') toast.success(PUSH_MESSAGES.on)
      if (next === 'denied') toast.error(PUSH_MESSAGES.denied)
    } catch (error) {
      console.warn('Push subscription failed:', error)
      toast.error(PUSH_MESSAGES.failed)
    } finally {
      setBusy(false)
    }
  }

  return state === 'denied' ? (
    <p className="r-banner r-banner--info">{PUSH_MESSAGES.denied}</p>
  ) : (
    <button type="button" className="r-button r-button--block" disabled={busy} onClick={() => void turnOn()}>
      Turn on delivery alerts
    </button>
  )
}
