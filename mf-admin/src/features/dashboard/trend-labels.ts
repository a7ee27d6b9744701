// The Revenue Trend's bar labels: each Kampala day of `daily_revenue` as "Mon 23".
const LABEL = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', timeZone: 'UTC' })

/** `day` is a calendar date (YYYY-MM-DD) already in Kampala's time. */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : LABEL.format(date)
}
