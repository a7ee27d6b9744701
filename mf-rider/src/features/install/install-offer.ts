// The browser's offer to install the rider app (its `beforeinstallprompt` event), caught from the moment
// the rider app starts rather than when the frame's prompt mounts: Chromium fires it once, as soon as the
// app is installable, often on the login page or before the prompt's code has loaded, and a missed offer
// does not come back. The prompt (InstallPrompt.tsx) shows about 3 s after the offer, whenever it mounts.
// Once the browser says the app was installed, later offers in the page are ignored. "Not Now" is kept on
// the phone (localStorage) for 14 days, as a good install prompt does: offers made meanwhile, in this page
// or after a reload, are not shown; after that the app is offered again.

export const INSTALL_PROMPT_DELAY_MS = 3000
/** How long "Not Now" holds the prompt back. */
export const NOT_NOW_DAYS = 14
const NOT_NOW_MS = NOT_NOW_DAYS * 24 * 60 * 60 * 1000
/** Where "Not Now" is kept: when the rider said it (ms since the epoch). */
export const NOT_NOW_KEY = 'rider-install-not-now'

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
  /** The rider asked to install: the offer is used up. */
  clear(): void
  /** Not Now: the offer is not shown, nor any other for the next 14 days on this phone. */
  notNow(): void
  subscribe(listener: () => void): () => void
}

/** How long the prompt still waits before it shows an offer made at `offeredAt`. */
export function promptDelay(offeredAt: number, now: number): number {
  return Math.max(0, offeredAt + INSTALL_PROMPT_DELAY_MS - now)
}

/** Whether a "Not Now" said at `saidAt` (ms since the epoch, or null) still holds the prompt back at `now`. */
export function notNowHolds(saidAt: number | null, now: number): boolean {
  return saidAt !== null && now >= saidAt && now - saidAt < NOT_NOW_MS
}

/** When "Not Now" was kept in `storage`, or null (never, or unreadable). */
function keptNotNow(storage: Pick<Storage, 'getItem'> | null): number | null {
  try {
    const saidAt = Number(storage?.getItem(NOT_NOW_KEY) ?? Number.NaN)
    return Number.isFinite(saidAt) && saidAt > 0 ? saidAt : null
  } catch {
    return null
  }
}

/** The phone's localStorage, or null where it cannot be used (private modes, storage turned off). */
function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function watchInstallOffers(
  target: EventTarget,
  now: () => number = Date.now,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = localStore(),
): InstallOffers {
  let offer: InstallOffer | null = null
  let installed = false
  // Said in this page: holds even where the phone's storage cannot keep it.
  let notNowAt: number | null = null
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep it for the app's own prompt instead of the browser's mini-infobar.
    event.preventDefault()
    if (installed || notNowHolds(notNowAt ?? keptNotNow(storage), now())) return
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
    notNow() {
      notNowAt = now()
      try {
        storage?.setItem(NOT_NOW_KEY, String(notNowAt))
      } catch {
        // Not kept (storage full or turned off): the prompt is still dismissed for this page.
      }
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
