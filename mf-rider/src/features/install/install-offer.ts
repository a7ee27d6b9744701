// The browser's offer to install the rider app (its `beforeinstallprompt` event), caught from the moment
// the rider app starts rather than when the frame's prompt mounts: Chromium fires it once, as soon as the
// app is installable, often on the login page or before the prompt's code has loaded, and a missed offer
// does not come back. The prompt (InstallPrompt.tsx) shows about 3 s after the offer, whenever it mounts.
// Once the browser says the app was installed, later offers in the page are ignored.

export const INSTALL_PROMPT_DELAY_MS = 3000

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export interface InstallOffer {
  event: BeforeInstallPromptEvent
  /** When the browser made it (ms since the epoch). */
  at: number
}

export interface InstallOffers {
  /** The offer the prompt may show, or null (none yet, dismissed, used, or installed). */
  current(): InstallOffer | null
  /** The rider answered (Not Now, or Install App): the offer is not shown again. */
  clear(): void
  subscribe(listener: () => void): () => void
}

/** How long the prompt still waits before it shows an offer made at `offeredAt`. */
export function promptDelay(offeredAt: number, now: number): number {
  return Math.max(0, offeredAt + INSTALL_PROMPT_DELAY_MS - now)
}

export function watchInstallOffers(target: EventTarget, now: () => number = Date.now): InstallOffers {
  let offer: InstallOffer | null = null
  let installed = false
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep it for the app's own prompt instead of the browser's mini-infobar.
    event.preventDefault()
    if (installed) return
    offer = { event: event as BeforeInstallPromptEvent, at: now() }
    changed()
  })
  target.addEventListener('appinstalled', () => {
    installed = true
    offer = null
    changed()
  })
  return {
    current: () => offer,
    clear() {
      offer = null
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

let pageOffers: InstallOffers | null = null

/** The page's offers, watched from the first call (startPwa, when the rider app starts). */
export function installOffers(): InstallOffers {
  pageOffers ??= watchInstallOffers(typeof window === 'undefined' ? new EventTarget() : window)
  return pageOffers
}
