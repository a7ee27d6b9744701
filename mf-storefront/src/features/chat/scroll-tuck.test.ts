import { describe, expect, it } from 'vitest'
import { nextTucked } from './scroll-tuck.ts'

describe('the chat button while scrolling on a phone', () => {
  it('steps aside while the customer scrolls down the page', () => {
    expect(nextTucked(false, 100, 300)).toBe(true)
  })
  it('comes back as soon as they scroll up', () => {
    expect(nextTucked(true, 900, 600)).toBe(false)
  })
  it('always shows near the top of the page', () => {
    expect(nextTucked(true, 40, 70)).toBe(false)
  })
  it('ignores a jitter of a few pixels either way', () => {
    expect(nextTucked(true, 500, 495)).toBe(true)
    expect(nextTucked(false, 500, 505)).toBe(false)
  })
})
