import { describe, expect, it } from 'vitest'
import { dayLabel, kampalaDateTime, kampalaDayStart } from './kampala-day.ts'

describe("Kampala's day", () => {
  it('starts at 21:00 UTC the evening before', () => {
    expect(kampalaDayStart(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-23T21:00:00.000Z')
  })

  it('after 21:00 UTC it is already the next day in Kampala', () => {
    expect(kampalaDayStart(new Date('2026-11-24T21:30:00Z')).toISOString()).toBe('2026-11-24T21:00:00.000Z')
  })

  it('times are shown in Kampala whatever the device zone', () => {
    expect(kampalaDateTime('2026-11-24T21:30:00Z')).toBe('25 Nov, 00:30')
    expect(dayLabel('2026-11-24')).toBe('24 Nov')
  })
})
