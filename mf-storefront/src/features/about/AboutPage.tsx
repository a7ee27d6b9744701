// /about: the story, mission, vision, awards and the shop's figures.
import boardUrl from '../../lib/art/generated/slide-board.svg'
import './about.css'

/** Section 9's marketing figures. */
const STATISTICS = [
  { value: '20+', label: 'Years of experience' },
  { value: '10K+', label: 'Happy customers' },
  { value: '100+', label: 'Recipes shared' },
  { value: '50k+', label: 'Community members' },
  { value: '4.8', label: 'Average rating' },
  { value: '1M+', label: 'Monthly views' },
] as const

const AWARDS = [
  { year: '2024', title: 'ISO 22000:2018 food safety certification' },
  { year: '2023', title: 'Certified by the national standards body for processed meats' },
  { year: '2021', title: 'Kampala Best Butchery, readers’ choice' },
  { year: '2018', title: 'Made in Uganda award for agro-processing' },
] as const

export default function AboutPage() {
  return (
    <main className="page about" data-page="about">
      <header className="about__intro">
        <h1>About Us</h1>
        <p>
          For more than twenty years Kampala Meats has made sausages, cold cuts and fresh cuts for Kampala’s homes,
          hotels and restaurants — and now we deliver them to your door.
        </p>
      </header>

      <section className="about__story" aria-labelledby="story-heading">
        <img
          src={boardUrl}
          alt="Steaks, salami and rosemary on a butcher’s board"
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
        />
        <div>
          <h2 id="story-heading">Our Story</h2>
          <p>
            We started as a small butchery on Port Bell Road with one cold room and a recipe for beef sausages that our
            neighbours kept coming back for. Today our factory in Luzira smokes, cures and packs every product we sell,
            from farms we know in Ankole, Mukono, Masaka and Luweero.
          </p>
          <p>
            We still make our sausages every morning, still cut our steaks to order, and still answer the phone
            ourselves.
          </p>
        </div>
      </section>

      <div className="about__pillars">
        <section aria-labelledby="mission-heading">
          <h2 id="mission-heading">Our Mission</h2>
          <p>
            To bring Ugandan families premium, safe and honestly priced meat, made fresh every day and delivered cold to
            their door.
          </p>
        </section>
        <section aria-labelledby="vision-heading">
          <h2 id="vision-heading">Our Vision</h2>
          <p>
            To be East Africa’s most trusted name in meat, known for quality you can taste and service you can count on.
          </p>
        </section>
      </div>

      <section aria-labelledby="awards-heading">
        <h2 id="awards-heading">Awards and Certifications</h2>
        <ul className="about__awards">
          {AWARDS.map((award) => (
            <li key={award.title}>
              <span className="about__award-year">{award.year}</span>
              {award.title}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading">Kampala Meats in Numbers</h2>
        <dl className="about__stats">
          {STATISTICS.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  )
}
