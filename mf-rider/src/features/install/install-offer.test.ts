// The browser's offer to install, caught before the prompt exists: kept with its time, cleared when the
// rider answers, and never shown again once the app is installed; "Not Now" holds it back for 14 days
// on the phone, across reloads.
import { describe, expect, it } from 'vitest'
import {
  INSTALL_PROMPT_DELAY_MS,
  NOT_NOW_DAYS,
  NOT_NOW_KEY,
  notNowHolds,
  promptDelay,
  watchInstallOffers,
} from './install-offer.ts'

const DAY = 24 * 60 * 60 * 1000

/** The phone's localStorage, in memory. */
function phoneStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
  }
}

function offerEvent() {
  return new Event('beforeinstallprompt', { cancelable: true })
}

describe('watchInstallOffers', () => {
  it('keeps the offer (instead of the browser’s infobar) with when it was made, and tells its listeners', () => {
    const target = new EventTarget()
    let now = 1_000
    const offers = watchInstallOffers(target, () => now, phoneStorage())
    let told = 0
    offers.subscribe(() => told++)
    expect(offers.current()).toBeNull()
    const event = offerEvent()
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(offers.current()).toEqual({ event, at: 1_000 })
    expect(told).toBe(1)
    now = 5_000
    const again = offerEvent()
    target.dispatchEvent(again)
    expect(offers.current()).toEqual({ event: again, at: 5_000 })
  })

  it('forgets the offer when the rider answers it', () => {
    const target = new EventTarget()
    const offers = watchInstallOffers(target, Date.now, phoneStorage())
    target.dispatchEvent(offerEvent())
    offers.clear()
    expect(offers.current()).toBeNull()
  })

  it('once installed, drops the offer and ignores later ones', () => {
    const target = new EventTarget()
    const offers = watchInstallOffers(target, Date.now, phoneStorage())
    target.dispatchEvent(offerEvent())
    target.dispatchEvent(new Event('appinstalled'))
    expect(offers.current()).toBeNull()
    const late = offerEvent()
    target.dispatchEvent(late)
    expect(late.defaultPrevented).toBe(true)
    expect(offers.current()).toBeNull()
  })

  it('stops telling a listener that unsubscribed', () => {
    const target = new EventTarget()
    const offers = watchInstallOffers(target, Date.now, phoneStorage())
    let told = 0
    const stop = offers.subscribe(() => told++)
    stop()
    target.dispatchEvent(offerEvent())
    expect(told).toBe(0)
  })
})

describe('Not Now', () => {
  it('is kept on the phone with when it was said, and later offers in the page are not shown', () => {
    const target = new EventTarget()
    const storage = phoneStorage()
    const now = 50_000
    const offers = watchInstallOffers(target, () => now, storage)
    target.dispatchEvent(offerEvent())
    offers.notNow()
    expect(offers.current()).toBeNull()
    expect(storage.items.get(NOT_NOW_KEY)).toBe('50000')
    const again = offerEvent()
    target.dispatchEvent(again)
    // Still kept from the browser's own infobar.
    expect(again.defaultPrevented).toBe(true)
    expect(offers.current()).toBeNull()
  })

  it('holds after a reload (a new page reading the same storage) for 14 days, then the app is offered again', () => {
    expect(NOT_NOW_DAYS).toBe(14)
    const storage = phoneStorage()
    const saidAt = Date.UTC(2026, 10, 1)
    const first = new EventTarget()
    watchInstallOffers(first, () => saidAt, storage).notNow()

    let now = saidAt + 13 * DAY
    const reloaded = new EventTarget()
    const offers = watchInstallOffers(reloaded, () => now, storage)
    reloaded.dispatchEvent(offerEvent())
    expect(offers.current()).toBeNull()

    now = saidAt + 14 * DAY
    const event = offerEvent()
    reloaded.dispatchEvent(event)
    expect(offers.current()).toEqual({ event, at: now })
  })

  it('holds in the page even where the phone cannot keep it', () => {
    const target = new EventTarget()
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const offers = watchInstallOffers(target, Date.now, broken)
    target.dispatchEvent(offerEvent())
    offers.notNow()
    target.dispatchEvent(offerEvent())
    expect(offers.current()).toBeNull()
  })

  it('Install App is not Not Now: nothing is kept, and a later offer shows', () => {
    const target = new EventTarget()
    const storage = phoneStorage()
    const offers = watchInstallOffers(target, Date.now, storage)
    target.dispatchEvent(offerEvent())
    offers.clear()
    expect(storage.items.has(NOT_NOW_KEY)).toBe(false)
    target.dispatchEvent(offerEvent())
    expect(offers.current()).not.toBeNull()
  })

  it('a kept time that is not a time, or lies in the future (the clock was wrong), holds nothing', () => {
    expect(notNowHolds(null, 1000)).toBe(false)
    expect(notNowHolds(5000, 1000)).toBe(false)
    expect(notNowHolds(1000, 1000 + 14 * DAY - 1)).toBe(true)
    const target = new EventTarget()
    const storage = phoneStorage()
    storage.setItem(NOT_NOW_KEY, 'soon')
    const offers = watchInstallOffers(target, Date.now, storage)
    target.dispatchEvent(offerEvent())
    expect(offers.current()).not.toBeNull()
  })
})

describe('promptDelay', () => {
  it('is what is left of the 3 s after the offer, never less than nothing', () => {
    expect(INSTALL_PROMPT_DELAY_MS).toBe(3000)
    expect(promptDelay(10_000, 10_000)).toBe(3000)
    expect(promptDelay(10_000, 11_200)).toBe(1800)
    expect(promptDelay(10_000, 20_000)).toBe(0)
  })
})
