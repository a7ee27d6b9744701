import { describe, expect, it } from 'vitest'
import { lastUpdatedText } from './last-updated.ts'

describe('when the rider was last heard of', () => {
  it("says the time of day in Kampala (UTC+3), whatever the device's zone", () => {
    expect(lastUpdatedText('2026-11-24T11:05:59Z')).toBe('Last updated 14:05')
    expect(lastUpdatedText('2026-11-24T21:30:00Z')).toBe('Last updated 00:30')
  })

  it('says nothing for a value that is not a time', () => {
    expect(lastUpdatedText('not a time')).toBe('')
  })
})
