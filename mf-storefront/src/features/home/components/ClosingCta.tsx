import { Link } from 'react-router'

export function ClosingCta() {
  return (
    <section className="closing-cta" aria-labelledby="closing-cta-heading">
      <h2 id="closing-cta-heading">Ready for a better braai?</h2>
      <p>Order today before 2 PM and cook it tonight.</p>
      <Link to="/products" className="button button--primary">
        Shop Now
      </Link>
    </section>
  )
}
