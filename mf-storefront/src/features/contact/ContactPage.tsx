// /contact: hero 'Contact Us', the shop's details and hours, a map of the outlets, and 'Our Outlets'
// from the database ordered by name with 'Get Directions'.
import { lazy, Suspense } from 'react'
import { useShopOutletsQuery } from './api/outlets.ts'
import { ContactDetails } from './components/ContactDetails.tsx'
import { OutletList } from './components/OutletList.tsx'
import './contact.css'

const OutletsMap = lazy(() => import(/* webpackChunkName: "outlets-map" */ './components/OutletsMap.tsx'))

export default function ContactPage() {
  const state = useShopOutletsQuery()
  const outlets = state.data ?? []
  return (
    <main className="contact">
      <section className="contact__hero">
        <div className="page">
          <h1>Contact Us</h1>
          <p>Questions about an order, a product or a delivery? We are here to help.</p>
        </div>
      </section>
      <div className="page contact__body">
        <ContactDetails />
        <section className="contact-map" aria-labelledby="contact-map-title" aria-describedby="contact-map-note">
          <h2 id="contact-map-title">Find Us</h2>
          <p id="contact-map-note" className="contact-map__note">
            Our outlets on the map. Each outlet below has a link with directions.
          </p>
          <div className="contact-map__frame">
            {!state.isFetching && (
              <Suspense fallback={null}>
                <OutletsMap outlets={outlets} />
              </Suspense>
            )}
          </div>
        </section>
        <section className="contact-outlets" aria-labelledby="contact-outlets-title">
          <h2 id="contact-outlets-title">Our Outlets</h2>
          <OutletList outlets={state.isError ? undefined : state.data} failed={state.isError} onRetry={state.refetch} />
        </section>
      </div>
    </main>
  )
}
