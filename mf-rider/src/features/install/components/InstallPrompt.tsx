// The install prompt: about 3 s after the browser offers to install the app (the offer is caught when the
// app starts: install-offer.ts), unless it is already installed: 'Install Rider App', 'Get quick access and
// real-time delivery updates', Not Now and Install App; hidden once installed. Mounted by InstallPromptSlot
// once there is an offer, where the page gives it its own place in the flow (at the end of the page's
// content): it never lies over anything the rider has to tap. Not Now holds it back for 14 days
// (install-offer.ts).
import { useEffect, useState, useSyncExternalStore } from 'react'
import { installOffers, promptDelay } from '../install-offer.ts'
import '../install.css'

const installed = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true)

export default function InstallPrompt() {
  const offers = installOffers()
  const offer = useSyncExternalStore(offers.subscribe, offers.current, () => null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    setVisible(false)
    if (!offer || installed()) return
    const timer = setTimeout(() => setVisible(true), promptDelay(offer.at, Date.now()))
    return () => clearTimeout(timer)
  }, [offer])

  if (!visible || !offer) return null

  async function install() {
    if (!offer) return
    offers.clear()
    await offer.event.prompt()
    await offer.event.userChoice.catch(() => null)
  }

  return (
    <section className="r-card rider-install" aria-labelledby="install-title" aria-describedby="install-text">
      <h2 id="install-title" className="r-h2">
        Install Rider App
      </h2>
      <p id="install-text">Get quick access and real-time delivery updates</p>
      <div className="r-row">
        <button type="button" className="r-button r-button--grow" onClick={() => offers.notNow()}>
          Not Now
        </button>
        <button type="button" className="r-button r-button--primary r-button--grow" onClick={() => void install()}>
          Install App
        </button>
      </div>
    </section>
  )
}
