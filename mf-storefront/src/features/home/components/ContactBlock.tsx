// Where to find us and how to reach us (the shop's details from @shop/shared/business).
import { business } from '@shop/shared/business'

export function ContactBlock() {
  return (
    <section className="home-contact" aria-labelledby="home-contact-heading">
      <h2 id="home-contact-heading">Visit or Call Us</h2>
      <dl className="home-contact__list">
        <div>
          <dt>Address</dt>
          <dd>{business.address}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${business.phone.replace(/\s+/g, '')}`}>{business.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${business.email}`}>{business.email}</a>
          </dd>
        </div>
        <div>
          <dt>Opening hours</dt>
          <dd>{business.hours}</dd>
        </div>
      </dl>
    </section>
  )
}
