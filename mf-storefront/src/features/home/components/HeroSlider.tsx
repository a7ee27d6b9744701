// The top of the home page: three pictures cross-fading every 5 seconds (arrows and dots to choose; a
// manual choice pauses the advance for 5 seconds), the hero text, Shop Now and Learn More. The page's
// HTML shows this same markup before the app loads (app/prerender.tsx), so keep it free of data.
import { Link } from 'react-router'
import boardUrl from '../../../lib/art/generated/slide-board.svg'
import deliveryUrl from '../../../lib/art/generated/slide-delivery.svg'
// The first slide is the page's largest paint: it comes inside the HTML, not a round trip after it.
import grillUrl from '../../../lib/art/generated/slide-grill.svg?inline'
import { useSlider } from '../hooks/useSlider.ts'

export const SLIDES = [
  { src: grillUrl, alt: 'Sausages and skewers on a charcoal grill' },
  { src: boardUrl, alt: 'Steaks, salami and rosemary on a butcher’s board' },
  { src: deliveryUrl, alt: 'A boda boda delivering an order below Kampala’s hills' },
] as const

export function HeroSlider() {
  const { index, show, previous, next } = useSlider(SLIDES.length)
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Kampala Meats highlights">
      <div className="hero__slides" aria-live="off">
        {SLIDES.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group with roledescription "slide"
          <div
            key={slide.src}
            className={i === index ? 'hero__slide hero__slide--active' : 'hero__slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${SLIDES.length}`}
            aria-hidden={i !== index}
          >
            <img
              src={slide.src}
              alt={slide.alt}
              width={1200}
              height={800}
              decoding="async"
              fetchPriority={i === 0 ? 'high' : 'low'}
            />
          </div>
        ))}
      </div>
      <div className="hero__content">
        <p className="hero__eyebrow">From our Kampala factory to your door</p>
        <h1>Premium Meats, Delivered Fresh in Kampala</h1>
        <p className="hero__lead">
          Sausages, cold cuts, fresh beef, goat and pork, made every morning. Same-day delivery when you order before 2
          PM.
        </p>
        <div className="hero__actions">
          <Link to="/products" className="button button--primary hero__button">
            Shop Now
          </Link>
          <Link to="/about" className="button hero__button hero__button--light">
            Learn More
          </Link>
        </div>
      </div>
      <button
        type="button"
        className="hero__arrow hero__arrow--previous"
        onClick={previous}
        aria-label="Previous slide"
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="hero__arrow hero__arrow--next" onClick={next} aria-label="Next slide">
        <span aria-hidden="true">›</span>
      </button>
      <div className="hero__dots">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.src}
            type="button"
            className="hero__dot"
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => show(i)}
          />
        ))}
      </div>
    </section>
  )
}
