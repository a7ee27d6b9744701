import { OUTLETS_FAILED, type Outlet } from '../api/outlets.ts'
import { directionsUrl, telHref } from '../directions.ts'

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

interface Props {
  /** The outlets once read; undefined while they load. */
  outlets: Outlet[] | undefined
  failed: boolean
  onRetry: () => void
}

export function OutletList({ outlets, failed, onRetry }: Props) {
  if (failed) {
    return (
      <div role="alert" className="contact-outlets__error">
        <p>{OUTLETS_FAILED}</p>
        <button type="button" className="button" onClick={onRetry}>
          Try Again
        </button>
      </div>
    )
  }
  if (!outlets) return <p role="status">Loading outlets...</p>
  if (outlets.length === 0) return <p>Our outlets will be listed here soon.</p>
  return (
    <ul className="contact-outlets__list" aria-label="Outlets">
      {outlets.map((outlet) => (
        <OutletCard key={outlet.id} outlet={outlet} />
      ))}
    </ul>
  )
}
