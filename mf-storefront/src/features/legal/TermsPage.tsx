// /terms: the terms of sale of the online shop.
import { business } from '@shop/shared/business'
import { Link } from 'react-router'
import { LegalPage } from './LegalPage.tsx'

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="1 November 2026">
      <p>
        These terms apply to orders placed on the {business.name} website. By placing an order you accept them. If you
        have a question before ordering, <Link to="/contact">contact us</Link>.
      </p>
      <section>
        <h2>Orders and prices</h2>
        <ul>
          <li>Prices are in Uganda Shillings (UGX) and include any taxes that apply.</li>
          <li>
            An order is accepted when we confirm it. Prices and stock are checked again when you place the order; if an
            item has sold out we tell you before anything is charged.
          </li>
          <li>Discount codes are applied to the cart subtotal, one code per order, while the offer runs.</li>
        </ul>
      </section>
      <section>
        <h2>Delivery</h2>
        <ul>
          <li>
            We deliver within Uganda to the location you pick on the map. Orders placed before 2 PM are delivered the
            same day where possible.
          </li>
          <li>
            The delivery fee, and the order value from which delivery is free, are shown in your cart before you pay.
          </li>
          <li>Please make sure someone can receive the order: fresh and chilled meat cannot be left unattended.</li>
        </ul>
      </section>
      <section>
        <h2>Payment</h2>
        <p>
          You can pay by MTN Mobile Money, Airtel Money, card, or cash on delivery. Online payments are processed by our
          licensed payment provider; an order paid online is prepared once the payment is confirmed.
        </p>
      </section>
      <section>
        <h2>Quality and our money-back guarantee</h2>
        <p>
          Our products are made under ISO 22000 food-safety management and kept chilled until they reach you. If a
          product is not right, tell us within 24 hours of delivery (keep the product and packaging) and we will replace
          it or refund you in full: our 100% money-back guarantee. Keep chilled products refrigerated and use them by
          the date on the pack.
        </p>
      </section>
      <section>
        <h2>Cancellations</h2>
        <p>
          You can cancel an order until it is being prepared. Refunds of online payments go back to the same card or
          mobile money number.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <p>
          Keep your password to yourself; you are responsible for orders placed from your account. We may close accounts
          used for fraud or abuse.
        </p>
      </section>
      <section>
        <h2>Law and contact</h2>
        <p>
          These terms are governed by the laws of Uganda, including the Electronic Transactions Act, 2011. Contact us at{' '}
          <a href={`mailto:${business.email}`}>{business.email}</a>, {business.phone}, {business.address}.
        </p>
      </section>
    </LegalPage>
  )
}
