// Kampala's clock, whatever the device's time zone: the shop's days, and how every app writes a moment.
// Uganda is UTC+3 all year (no daylight saving), so a day's bounds are plain arithmetic.
export const KAMPALA_OFFSET_MS = 3 * 60 * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000

/** The Kampala calendar day of an instant, as "YYYY-MM-DD". */
export function kampalaDate(at: Date): string {
  return new Date(at.getTime() + KAMPALA_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant Kampala's calendar day containing `now` began. */
export function kampalaDayStart(now: Date): Date {
  return new Date(Date.parse(kampalaDate(now)) - KAMPALA_OFFSET_MS)
}

// The formatters are marked pure: a chunk that uses none of them (the home page's arrival label) leaves them out.
const withYear = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Kampala',
})
const withoutYear = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Kampala',
})

/** "25 Nov 2026, 00:30" in Kampala; "" for a value that is not a time. */
export function kampalaDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : withYear.format(date)
}

/** "25 Nov, 00:30" in Kampala (recent things: today's orders, notifications); "" for a value that is not a time. */
export function kampalaShortDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : withoutYear.format(date)
}

const shortDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** A calendar day ("2026-11-24", already Kampala's) as "24 Nov". */
export function dayLabel(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`))
}
