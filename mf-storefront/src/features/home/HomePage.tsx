// /: the slider with the hero text, trust badges, why choose us, the promo clip, the contact block and
// a closing call to action. Plain HTML and CSS: nothing here waits for antd or for data.
import { ClosingCta } from './components/ClosingCta.tsx'
import { ContactBlock } from './components/ContactBlock.tsx'
import { HeroSlider } from './components/HeroSlider.tsx'
import { PromoVideo } from './components/PromoVideo.tsx'
import { TrustBadges } from './components/TrustBadges.tsx'
import { WhyChooseUs } from './components/WhyChooseUs.tsx'
import './home.css'

/** `firstScreenOnly`: just the slider, as the page's HTML shows it before the app loads (app/prerender.tsx). */
export function HomePage({ firstScreenOnly = false }: { firstScreenOnly?: boolean }) {
  return (
    <main className="home" data-page="home">
      <HeroSlider />
      {firstScreenOnly ? null : (
        <div className="home__sections">
          <TrustBadges />
          <WhyChooseUs />
          <PromoVideo />
          <ContactBlock />
          <ClosingCta />
        </div>
      )}
    </main>
  )
}
