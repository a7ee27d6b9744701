import { describe, expect, it } from 'vitest'
import { dayLabel, kampalaDate, kampalaDateTime, kampalaDayStart, kampalaShortDateTime } from './kampala.ts'

describe("Kampala's clock", () => {
  it("finds Kampala's day, which starts at 21:00 UTC the evening before", () => {
    expect(kampalaDate(new Date('2026-11-24T20:59:00Z'))).toBe('2026-11-24')
    expect(kampalaDate(new Date('2026-11-24T21:00:00Z'))).toBe('2026-11-25')
    expect(kampalaDayStart(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-23T21:00:00.000Z')
    expect(kampalaDayStart(new Date('2026-11-24T21:30:00Z')).toISOString()).toBe('2026-11-24T21:00:00.000Z')
  })

  it('writes moments in Kampala time, with or without the year, and nothing for a non-time', () => {
    expect(kampalaDateTime('2026-11-24T21:30:00Z')).toBe('25 Nov 2026, 00:30')
    expect(kampalaShortDateTime('2026-11-24T21:30:00Z')).toBe('25 Nov, 00:30')
    expect(kampalaDateTime('not a time')).toBe('')
    expect(dayLabel('2026-11-24')).toBe('24 Nov')
  })
})
