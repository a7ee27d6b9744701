import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BLINK_MS, blinkTitle } from './use-blinking-title.ts'

const page = { title: 'Kampala Meats' }

beforeEach(() => {
  page.title = 'Kampala Meats'
  vi.useFakeTimers()
  vi.stubGlobal('document', page)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("the tab's title while orders wait", () => {
  it('blinks between the waiting count and its own title, and is itself again once stopped', () => {
    const stop = blinkTitle(2)
    expect(page.title).toBe('(2) New order — Kampala Meats')
    vi.advanceTimersByTime(BLINK_MS)
    expect(page.title).toBe('Kampala Meats')
    vi.advanceTimersByTime(BLINK_MS)
    expect(page.title).toBe('(2) New order — Kampala Meats')
    stop()
    expect(page.title).toBe('Kampala Meats')
    vi.advanceTimersByTime(BLINK_MS * 3)
    expect(page.title).toBe('Kampala Meats')
  })

  it('keeps a title the page gave itself meanwhile', () => {
    const stop = blinkTitle(1)
    page.title = 'Orders — Kampala Meats'
    vi.advanceTimersByTime(BLINK_MS)
    expect(page.title).toBe('(1) New order — Orders — Kampala Meats')
    stop()
    expect(page.title).toBe('Orders — Kampala Meats')
  })
})
