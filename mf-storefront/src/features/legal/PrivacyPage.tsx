// /privacy: how the shop handles personal data, in the terms of Uganda's Data Protection and Privacy Act.
import { business } from '@shop/shared/business'
import { Link } from 'react-router'
import { LegalPage } from './LegalPage.tsx'

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="1 November 2026">
      <p>
        {business.name} ("we") sells and delivers meat products from our processing factory in Kampala. This policy
        explains what personal data we collect when you use our website, why, and what choices you have. We handle your
        data in line with Uganda's Data Protection and Privacy Act, 2019 and its Regulations.
      </p>
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            Account details: your name, e-mail address, phone number and a password (stored only as a secure hash).
          </li>
          <li>Order details: what you buy, the delivery address and map location you choose, delivery instructions.</li>
          <li>
            Payment details: the payment method and the mobile money number you give. Card and mobile money payments are
            processed by our licensed payment provider (Pesapal); we never see or store your card number or PIN.
          </li>
          <li>
            Usage data: which pages are visited, to improve the shop. We do not sell it or use advertising trackers.
          </li>
        </ul>
      </section>
      <section>
        <h2>Why we use it</h2>
        <ul>
          <li>To take, prepare, deliver and support your orders, and to contact you about them.</li>
          <li>To run your account, keep it secure and send the e-mails you ask for (for example a password reset).</li>
          <li>To send launch notices only if you subscribed to them; you can unsubscribe at any time.</li>
          <li>To meet our legal, tax and food-safety record-keeping duties.</li>
        </ul>
      </section>
      <section>
        <h2>Who we share it with</h2>
        <p>
          Only with those who help us serve you: the outlet that prepares your order, the rider who delivers it (your
          name, phone and delivery location), our payment provider, and our hosting and e-mail providers, who act on our
          instructions. We share data with authorities only when the law requires it.
        </p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          Account data is kept while your account is open. Order and payment records are kept for as long as Ugandan tax
          law requires (currently up to 7 years), then deleted.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          You may ask for a copy of your data, ask us to correct or delete it, or object to its use. You can update your
          name and phone at any time in <Link to="/account">My Account</Link>. For anything else, write to{' '}
          <a href={`mailto:${business.email}`}>{business.email}</a> or call {business.phone}. If you are not satisfied
          with our answer you may complain to the Personal Data Protection Office of Uganda.
        </p>
      </section>
      <section>
        <h2>Security and cookies</h2>
        <p>
          The site uses encrypted connections. We keep your sign-in session and cart in your browser's storage so that
          they survive a reload; we use no third-party advertising cookies.
        </p>
      </section>
    </LegalPage>
  )
}
