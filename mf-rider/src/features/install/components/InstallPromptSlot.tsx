// Where a page puts the install prompt: nothing, and none of the prompt's code, until the browser has
// offered to install the app (install-offer.ts); then the prompt, which shows about 3 s after the offer.
// Each page that has one puts it at the end of its content, in the flow, so the prompt takes its own
// place and never covers an action: the frame after the page it shows, and /rider/login (outside the
// frame, where the offer usually comes: the prompt is public) after its form. Both read the one store.
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { installOffers } from '../install-offer.ts'

const InstallPrompt = lazy(() => import(/* webpackChunkName: "rider-install" */ './InstallPrompt.tsx'))

export function InstallPromptSlot() {
  const offers = installOffers()
  const offer = useSyncExternalStore(offers.subscribe, offers.current, () => null)
  if (!offer) return null
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  )
}
