// The rider's view of location sharing: nothing without an order on the road; else why the position is
// shared and a button to allow it, or a small line saying how sharing goes ("Sharing your location
// with the customer", "Location off" and why). Failures stay quiet: no toast, just this line.

import { useLocationSharing } from '../hooks/use-location-sharing.ts'
import type { SenderState } from '../position-sender.ts'
import '../location-sharing.css'

const PROGRESS: Record<SenderState, string> = {
  waiting: 'Finding your location…',
  sharing: 'Sharing your location with the customer',
  'not-sent': 'Location not sent: no connection',
}

const OFF_REASON = {
  denied: "Allow location for this site in your phone's settings so the customer can see you coming.",
  unavailable: 'Your phone cannot find where you are right now.',
  unsupported: 'This phone cannot share its location.',
} as const

export function LocationSharing() {
  const { state, allow } = useLocationSharing()
  switch (state.kind) {
    case 'none':
      return null
    case 'ask':
      return (
        <section className="r-card r-stack location-sharing" aria-labelledby="location-sharing-title">
          <h2 id="location-sharing-title" className="r-h2">
            Share your location while you deliver
          </h2>
          <p className="location-sharing__why">
            While you carry an order, its customer sees where you are on a map. Nothing is shared once it is delivered.
          </p>
          <button type="button" className="r-button r-button--primary" onClick={allow}>
            Share my location
          </button>
        </section>
      )
    case 'off':
      return (
        <div className="location-sharing" role="status">
          <p className="location-sharing__line location-sharing__line--off">Location off</p>
          <p className="location-sharing__why">{OFF_REASON[state.reason]}</p>
        </div>
      )
    case 'on':
      return (
        <div className="location-sharing" role="status">
          <p
            className={`location-sharing__line location-sharing__line--${state.progress === 'not-sent' ? 'off' : 'on'}`}
          >
            {PROGRESS[state.progress]}
          </p>
        </div>
      )
  }
}
