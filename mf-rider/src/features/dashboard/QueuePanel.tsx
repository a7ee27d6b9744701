// What the offline queue still holds: how many actions wait to be sent, and each action the server
// refused, with its reason, until the rider has read it (nothing they did disappears silently).
import { type QueuedAction, refusalText } from '../../lib/queue-labels.ts'
import { riderQueue } from '../../lib/rider-queue.ts'

/** A refused action, said plainly, until the rider dismisses it (it then leaves the phone's queue). */
export function RefusedNotice({ action }: { action: QueuedAction }) {
  return (
    <div className="r-banner r-banner--error rider-refused" role="alert">
      <p>{refusalText(action)}</p>
      <button
        type="button"
        className="r-button"
        onClick={() =>
          void riderQueue.dismiss(action.id).catch((error) => console.warn('Could not dismiss the refusal:', error))
        }
      >
        Dismiss
      </button>
    </div>
  )
}

export function QueuePanel({ actions }: { actions: QueuedAction[] }) {
  const waiting = actions.filter((action) => action.state === 'waiting')
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
