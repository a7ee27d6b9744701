import { describe, expect, it } from 'vitest'
import { dayLabel } from './trend-labels.ts'

describe('the Revenue Trend labels', () => {
  it('names each day by weekday and date, whatever the browser time zone', () => {
    expect(dayLabel('2026-11-23')).toBe('Mon 23')
    expect(dayLabel('2026-11-29')).toBe('Sun 29')
  })
})
