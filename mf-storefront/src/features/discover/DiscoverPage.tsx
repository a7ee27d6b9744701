// /discover, the hub: cards for Recipes, Blogs and Campaigns, and a Coming Soon section.
import { Link } from 'react-router'
import './discover.css'

const CARDS = [
  {
    to: '/discover/recipes',
    title: 'Recipes',
    text: 'Simple, tasty ways to cook our sausages, cold cuts and fresh meat at home.',
    action: 'Browse Recipes',
  },
  {
    to: '/discover/blogs',
    title: 'Blogs',
    text: 'Butchery tips, cooking guides and stories from our Kampala factory.',
    action: 'Read the Blog',
  },
  {
    to: '/discover/campaigns',
    title: 'Campaigns',
    text: 'Seasonal offers, festive hampers and community events.',
    action: 'See Campaigns',
  },
] as const

export default function DiscoverPage() {
  return (
    <main className="page discover">
      <p className="discover__eyebrow">Discover</p>
      <h1>Discover</h1>
      <p className="discover__lead">Recipes, stories and offers from the Kampala Meats kitchen.</p>
      <ul className="discover__cards">
        {CARDS.map((card) => (
          <li key={card.to} className="discover__card">
            <h2>{card.title}</h2>
            <p>{card.text}</p>
            <Link to={card.to} className="button">
              {card.action}
            </Link>
          </li>
        ))}
      </ul>
      <section className="discover__coming-soon" aria-labelledby="discover-coming-soon">
        <h2 id="discover-coming-soon">Coming Soon</h2>
        <p>
          Our blog and campaign pages are on their way. Sign up and we will tell you the day they go live — no other
          mail, and you can leave the list at any time.
        </p>
        <div className="discover__coming-soon-links">
          <Link to="/discover/coming-soon/blogs" className="button button--primary">
            Notify me about the blog
          </Link>
          <Link to="/discover/coming-soon/campaigns" className="button">
            Notify me about campaigns
          </Link>
        </div>
      </section>
    </main>
  )
}
