// Why choose us: what the shop does differently, in four blocks; the free-delivery threshold is the shop's
// setting, read once the page has loaded.
import { formatMoney } from '@shop/shared/money'
import { LaterShopSettings } from '../../../lib/shop-settings/LaterShopSettings.tsx'

const blocks = (freeDeliveryThreshold: number) =>
  [
    {
      title: 'Our own factory',
      text: 'Everything we sell is made, cut and packed in our Kampala factory, so we know where every piece comes from.',
    },
    {
      title: 'Cold all the way',
      text: 'From the cold room to the cool box on the rider’s boda boda, your order never leaves 0–4 °C.',
    },
    {
      title: 'Fair, clear prices',
      text: `The price you see is the price you pay, and delivery is free on orders over ${formatMoney(freeDeliveryThreshold)}.`,
    },
    {
      title: 'Pay your way',
      text: 'MTN Mobile Money, Airtel Money, card, or cash when your order arrives.',
    },
  ] as const

export function WhyChooseUs() {
  return (
    <LaterShopSettings>
      {({ pricing }) => <Blocks freeDeliveryThreshold={pricing.freeDeliveryThreshold} />}
    </LaterShopSettings>
  )
}

function Blocks({ freeDeliveryThreshold }: { freeDeliveryThreshold: number }) {
  return (
    <section className="why" aria-labelledby="why-heading">
      <h2 id="why-heading">Why Choose Kampala Meats</h2>
      <div className="why__grid">
        {blocks(freeDeliveryThreshold).map((block, i) => (
          <article key={block.title} className="why__block">
            <span className="why__number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3>{block.title}</h3>
            <p>{block.text}</p>
          </article>
        ))}
      </div>
    </section>
  )
}
