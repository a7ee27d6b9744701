import { business } from '@shop/shared/business'
import { Link } from 'react-router'

const quickLinks = [
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About Us' },
  { to: '/discover', label: 'Discover' },
  { to: '/certifications', label: 'Certifications' },
  { to: '/contact', label: 'Contact' },
  { to: '/orders', label: 'Track Order' },
]

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__grid">
        <section>
          <h2 className="footer__title">{business.name}</h2>
          <p>
            Premium sausages, cold cuts, fresh beef and pork from our Kampala processing factory, delivered to your
            door. Same-day delivery when you order before 2 PM; free delivery over UGX 100,000.
          </p>
        </section>
        <nav aria-label="Quick links">
          <h2 className="footer__title">Quick Links</h2>
          <ul className="footer__list">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2 className="footer__title">Contact</h2>
          <ul className="footer__list">
            <li>{business.address}</li>
            <li>
              <a href={`tel:${business.phone.replace(/\s+/g, '')}`}>{business.phone}</a>
            </li>
            <li>
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </li>
            <li>{business.hours}</li>
          </ul>
        </section>
        <section>
          <h2 className="footer__title">Follow Us</h2>
          <ul className="footer__list footer__list--inline">
            <li>
              <a href={business.social.facebook} rel="noopener noreferrer" target="_blank">
                Facebook
              </a>
            </li>
            <li>
              <a href={business.social.instagram} rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
            <li>
              <a href={business.social.x} rel="noopener noreferrer" target="_blank">
                X
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="footer__legal">
        <span>
          © {new Date().getFullYear()} {business.name}
        </span>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/terms">Terms of Service</Link>
      </div>
    </footer>
  )
}
