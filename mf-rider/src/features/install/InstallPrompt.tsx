// The install prompt (backoffice spec, "Install prompt"): about 3 s after the browser offers to install
// the app, unless it is already installed: 'Install Rider App', 'Get quick access and real-time delivery
// updates', Not Now and Install App; hidden once installed.
import { useEffect, useState } from 'react'
import './install.css'

export const INSTALL_PROMPT_DELAY_MS = 3000

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

const installed = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true)

export default function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (installed()) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const offered = (event: Event) => {
      event.preventDefault()
      setOffer(event as BeforeInstallPromptEvent)
      clearTimeout(timer)
      timer = setTimeout(() => setVisible(true), INSTALL_PROMPT_DELAY_MS)
    }
    const done = () => {
      clearTimeout(timer)
      setVisible(false)
      setOffer(null)
    }
    window.addEventListener('beforeinstallprompt', offered)
    window.addEventListener('appinstalled', done)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('beforeinstallprompt', offered)
      window.removeEventListener('appinstalled', done)
    }
  }, [])

  if (!visible || !offer) return null

  async function install() {
    if (!offer) return
    setVisible(false)
    await offer.prompt()
    await offer.userChoice.catch(() => null)
    setOffer(null)
  }

  return (
    <section
      className="r-card rider-install"
      role="dialog"
      aria-labelledby="install-title"
      aria-describedby="install-text"
    >
      <h2 id="install-title" className="r-h2">
        Install Rider App
      </h2>
      <p id="install-text">Get quick access and real-time delivery updates</p>
      <div className="r-row">
        <button type="button" className="r-button r-button--grow" onClick={() => setVisible(false)}>
          Not Now
        </button>
        <button type="button" className="r-button r-button--primary r-button--grow" onClick={() => void install()}>
          Install App
        </button>
      </div>
    </section>
  )
}
