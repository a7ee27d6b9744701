// Where a page puts the install prompt: nothing, and none of the prompt's code, until the browser has
// offered to install the app (install-offer.ts); then the prompt, which shows about 3 s after the offer.
// The frame has one for the signed-in pages, and /rider/login one of its own (app/routes.tsx): the offer
// usually comes there, and a rider who is not signed in is offered the app too (the prompt is public).
// The two are never on screen together (the login page is outside the frame); both read the one store.
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { installOffers } from './install-offer.ts'

const InstallPrompt = lazy(() => import(/* webpackChunkName: "rider-install" */ './InstallPrompt.tsx'))

/** `outsideFrame`: on a page without the frame (the login page), which has no tab bar and its own colours. */
export function InstallPromptSlot({ outsideFrame = false }: { outsideFrame?: boolean }) {
  const offers = installOffers()
  const offer = useSyncExternalStore(offers.subscribe, offers.current, () => null)
  if (!offer) return null
  return (
    <Suspense fallback={null}>
      <InstallPrompt outsideFrame={outsideFrame} />
    </Suspense>
  )
}
