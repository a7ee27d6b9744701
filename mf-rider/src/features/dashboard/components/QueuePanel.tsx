// What the offline queue still holds: how many actions wait to be sent while they cannot go (offline, or
// their send failed: never while they are simply on their way), and each action the server refused,
// with its reason, until the rider has read it (nothing they did disappears silently).
import { RefusedNotice } from '../../../components/RefusedNotice.tsx'
import type { QueuedAction } from '../../../lib/offline-queue/queue-labels.ts'
import { useWaitingHeld } from '../../../lib/offline-queue/rider-queue.ts'

export function QueuePanel({ actions }: { actions: QueuedAction[] }) {
  const held = useWaitingHeld(actions)
  const waiting = held ? actions.filter((action) => action.state === 'waiting') : []
  const refused = actions.filter((action) => action.state === 'refused')
  if (waiting.length === 0 && refused.length === 0) return null
  return (
    <section aria-label="Waiting to be sent" className="r-stack rider-queue">
      {waiting.length > 0 ? (
        <p className="r-banner r-banner--info" role="status">
          {waiting.length === 1 ? '1 update is' : `${waiting.length} updates are`} waiting to be sent. They will be sent
          when you are back online.
        </p>
      ) : null}
      {refused.map((action) => (
        <RefusedNotice key={action.id} action={action} />
      ))}
    </section>
  )
}
