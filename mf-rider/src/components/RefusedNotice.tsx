// A queued action the server refused, said plainly until the rider dismisses it (it then leaves the
// phone's queue): on the dashboard and on the order's page.
import { type QueuedAction, refusalText } from '../lib/offline-queue/queue-labels.ts'
import { riderQueue } from '../lib/offline-queue/rider-queue.ts'

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
