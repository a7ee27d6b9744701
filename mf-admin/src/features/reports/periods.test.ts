import { describe, expect, it } from 'vitest'
import { daysIn, lastDays, parsePeriod, periodLabel, periodStart, periodStarts, withEmptyPeriods } from './periods.ts'

describe('the report’s periods', () => {
  it('weeks start on Monday and months on the 1st, as Postgres’s date_trunc has them', () => {
    expect(periodStart('2026-03-04', 'week')).toBe('2026-03-02') // a Wednesday
    expect(periodStart('2026-03-01', 'week')).toBe('2026-02-23') // a Sunday
    expect(periodStart('2026-03-02', 'week')).toBe('2026-03-02')
    expect(periodStart('2026-03-31', 'month')).toBe('2026-03-01')
  })

  it('lists every period from the one holding the first day to the one holding the last', () => {
    const march = { from: '2026-03-01', to: '2026-03-31' }
    expect(periodStarts(march, 'day')).toHaveLength(31)
    expect(periodStarts(march, 'week')).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ])
    expect(periodStarts({ from: '2025-12-15', to: '2026-02-01' }, 'month')).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ])
    expect(daysIn({ from: '2028-01-01', to: '2028-12-31' })).toBe(366)
  })

  it('days without sales are there, at zero', () => {
    const rows = withEmptyPeriods(
      { from: '2026-03-01', to: '2026-03-03' },
      'day',
      [{ period_start: '2026-03-02', revenue: 5 }],
      (start) => ({ period_start: start, revenue: 0 }),
    )
    expect(rows.map((r) => r.revenue)).toEqual([0, 5, 0])
  })

  it('names periods as the chart shows them', () => {
    expect(periodLabel('2026-03-02', 'day')).toBe('2 Mar')
    expect(periodLabel('2026-03-01', 'month')).toBe('Mar 2026')
  })

  it('the last 30 days end on today in Kampala, whatever the device’s clock zone', () => {
    // 22:30 UTC on 31 March is already 1 April in Kampala.
    expect(lastDays(30, new Date('2026-03-31T22:30:00Z'))).toEqual({ from: '2026-03-03', to: '2026-04-01' })
  })

  it('takes a period from the address only when it is two real days in order', () => {
    expect(parsePeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' })
    expect(parsePeriod('2026-03-31', '2026-03-01')).toBeNull()
    expect(parsePeriod('2026-02-30', '2026-03-01')).toBeNull()
    expect(parsePeriod('yesterday', '2026-03-01')).toBeNull()
    expect(parsePeriod(null, '2026-03-01')).toBeNull()
  })
})
