// The report's calendar: Kampala days as "YYYY-MM-DD" (plain dates, no time zone left to get wrong), the
// periods a trend has (every day, week from Monday, or month, sales or not) and how a period is named.
import { DAY_MS, kampalaDate } from '@shop/shared/time/kampala'
import type { Grouping, Period } from './api/reports.ts'

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`)
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10)

export function addDays(day: string, days: number): string {
  return toDay(toTime(day) + days * DAY_MS)
}

/** Days from `from` to `to`, both included. */
export function daysIn({ from, to }: Period): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1
}

/** The first day of the period of `by` holding `day` (weeks start on Monday, as Postgres's date_trunc). */
export function periodStart(day: string, by: Grouping): string {
  if (by === 'day') return day
  if (by === 'month') return `${day.slice(0, 7)}-01`
  const weekday = (new Date(toTime(day)).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

/** Every period of the report, in order: the first may start before `from` (the week or month it is in). */
export function periodStarts({ from, to }: Period, by: Grouping): string[] {
  const starts: string[] = []
  let start = periodStart(from, by)
  while (start <= to) {
    starts.push(start)
    if (by === 'day') start = addDays(start, 1)
    else if (by === 'week') start = addDays(start, 7)
    else {
      const date = new Date(toTime(start))
      date.setUTCMonth(date.getUTCMonth() + 1)
      start = toDay(date.getTime())
    }
  }
  return starts
}

/** The rows of sales_by_period (only periods with sales) with the periods without sales at zero. */
export function withEmptyPeriods<R extends { period_start: string }>(
  period: Period,
  by: Grouping,
  rows: readonly R[],
  empty: (start: string) => R,
): R[] {
  const byStart = new Map(rows.map((row) => [row.period_start, row]))
  return periodStarts(period, by).map((start) => byStart.get(start) ?? empty(start))
}

const dayName = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const fullDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** "1 Mar" for a day or the week starting on it, "Mar 2026" for a month. */
export function periodLabel(start: string, by: Grouping): string {
  const date = new Date(toTime(start))
  return by === 'month' ? monthName.format(date) : dayName.format(date)
}

/** "1 Mar 2026". */
export function longDay(day: string): string {
  return fullDay.format(new Date(toTime(day)))
}

/** The default period: the last 30 Kampala days, today included. */
export function lastDays(days: number, now = new Date()): Period {
  const to = kampalaDate(now)
  return { from: addDays(to, -(days - 1)), to }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The period in the address (?from=&to=), when it is two real days in order; else null. */
export function parsePeriod(from: string | null, to: string | null): Period | null {
  if (!from || !to || !DAY.test(from) || !DAY.test(to)) return null
  if (Number.isNaN(toTime(from)) || Number.isNaN(toTime(to)) || toDay(toTime(from)) !== from) return null
  return from <= to ? { from, to } : null
}
