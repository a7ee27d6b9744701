// Four reasons to trust the shop, each with its promise.
const BADGES = [
  {
    title: 'Premium Quality',
    text: 'Made every morning from animals raised on trusted Ugandan farms.',
    icon: 'M12 2l3 6.5 7 .9-5.1 4.8 1.3 7L12 17.8 5.8 21.2l1.3-7L2 9.4l7-.9z',
  },
  {
    title: 'Same-Day Delivery',
    text: 'Order before 2 PM and it reaches you today, anywhere in Kampala.',
    icon: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  },
  {
    title: '100% Money-Back Guarantee',
    text: 'Not happy with your order? Tell us and we refund you in full.',
    icon: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zm-1.2 13.2l5.7-5.7-1.4-1.4-4.3 4.3-2.1-2.1-1.4 1.4z',
  },
  {
    title: 'Certified Safe',
    text: 'An ISO 22000:2018 certified factory with a cold chain to your door.',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.3 14.3l-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z',
  },
] as const

export function TrustBadges() {
  return (
    <section className="trust" aria-labelledby="trust-heading">
      {/* The badges' own headings sit under this one (h1, then h2, then h3: no level skipped). */}
      <h2 id="trust-heading" className="visually-hidden">
        Why shoppers trust us
      </h2>
      <ul className="trust__list">
        {BADGES.map((badge) => (
          <li key={badge.title} className="trust__badge">
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path d={badge.icon} fill="currentColor" />
            </svg>
            <h3>{badge.title}</h3>
            <p>{badge.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
