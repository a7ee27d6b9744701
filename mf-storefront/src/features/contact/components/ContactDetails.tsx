import { business } from '@shop/shared/business'
import { telHref } from '../directions.ts'

/** Address, phone, e-mail and business hours. */
export function ContactDetails() {
  return (
    <ul className="contact-details" aria-label="Contact details">
      <li className="contact-details__item">
        <h2>Address</h2>
        <p>{business.address}</p>
      </li>
      <li className="contact-details__item">
        <h2>Phone</h2>
        <p>
          <a href={telHref(business.phone)}>{business.phone}</a>
        </p>
      </li>
      <li className="contact-details__item">
        <h2>Email</h2>
        <p>
          <a href={`mailto:${business.email}`}>{business.email}</a>
        </p>
      </li>
      <li className="contact-details__item">
        <h2>Business Hours</h2>
        <p>Monday to Saturday: 8:00 AM to 6:00 PM</p>
        <p>Sunday: Closed</p>
      </li>
    </ul>
  )
}
