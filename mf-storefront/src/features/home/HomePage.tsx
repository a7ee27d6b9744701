import { Link } from 'react-router-dom'

export function HomePage() {
  return (
    <main className="page">
      <h1>Premium Meats, Delivered Fresh in Kampala</h1>
      <p>Sausages, cold cuts, fresh beef and pork from our Kampala factory to your door.</p>
      <p>
        <Link to="/products">Shop Now</Link> · <Link to="/about">Learn More</Link>
      </p>
    </main>
  )
}
