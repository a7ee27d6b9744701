import type { Outlet } from '../api/outlets.ts'
import { directionsUrl, telHref } from '../directions.ts'
import type { OutletsState } from '../hooks/useOutlets.ts'
import { OUTLETS_FAILED } from '../hooks/useOutlets.ts'

function OutletCard({ outlet }: { outlet: Outlet }) {
  const directions = directionsUrl(outlet)
  return (
    <li className="contact-outlet">
      <h3>{outlet.name}</h3>
      <p>{outlet.address}</p>
      <p>
        {outlet.city}, {outlet.country}
      </p>
      <p>
        <a href={telHref(outlet.phone)}>{outlet.phone}</a>
      </p>
      <p className="contact-outlet__hours">{outlet.opening_hours}</p>
      {directions && (
        <a className="button contact-outlet__directions" href={directions} target="_blank" rel="noopener noreferrer">
          Get Directions<span className="visually-hidden"> to {outlet.name}</span>
        </a>
      )}
    </li>
  )
}

export function OutletList({ state, onRetry }: { state: OutletsState; onRetry: () => void }) {
  if (state.status === 'error') {
    return (
      <div role="alert" className="contact-outlets__error">
        <p>{OUTLETS_FAILED}</p>
        <button type="button" className="button" onClick={onRetry}>
          Try Again
        </button>
      </div>
    )
  }
  if (!state.data) return <p role="status">Loading outlets...</p>
  if (state.data.length === 0) return <p>Our outlets will be listed here soon.</p>
  return (
    <ul className="contact-outlets__list" aria-label="Outlets">
      {state.data.map((outlet) => (
        <OutletCard key={outlet.id} outlet={outlet} />
      ))}
    </ul>
  )
}
