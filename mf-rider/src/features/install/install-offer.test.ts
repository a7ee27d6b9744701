// The browser's offer to install, caught before the prompt exists: kept with its time, cleared when the
// rider answers, and never shown again once the app is installed.
import { describe, expect, it } from 'vitest'
import { INSTALL_PROMPT_DELAY_MS, promptDelay, watchInstallOffers } from './install-offer.ts'

function offerEvent() {
  return new Event('beforeinstallprompt', { cancelable: true })
}

describe('watchInstallOffers', () => {
  it('keeps the offer (instead of the browser’s infobar) with when it was made, and tells its listeners', () => {
    const target = new EventTarget()
    let now = 1_000
    const offers = watchInstallOffers(target, () => now)
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
    const offers = watchInstallOffers(target)
    target.dispatchEvent(offerEvent())
    offers.clear()
    expect(offers.current()).toBeNull()
  })

  it('once installed, drops the offer and ignores later ones', () => {
    const target = new EventTarget()
    const offers = watchInstallOffers(target)
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
    const offers = watchInstallOffers(target)
    let told = 0
    const stop = offers.subscribe(() => told++)
    stop()
    target.dispatchEvent(offerEvent())
    expect(told).toBe(0)
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
