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

// Made on first use, not when a page loads this module: a page's first Intl object loads the browser's
// locale data (~75 ms of main thread on a slow phone), and most storefront pages show no time at all.
// Marked pure besides, so that a chunk using none of them (the home page's arrival label) leaves them out.
function formatterOnFirstUse(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined
  return () => {
    made ??= new Intl.DateTimeFormat('en-GB', options)
    return made
  }
}

const withYear = /* @__PURE__ */ formatterOnFirstUse({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Kampala',
})
const withoutYear = /* @__PURE__ */ formatterOnFirstUse({
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Kampala',
})

/** "25 Nov 2026, 00:30" in Kampala; "" for a value that is not a time. */
export function kampalaDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : withYear().format(date)
}

/** "25 Nov, 00:30" in Kampala (recent things: today's orders, notifications); "" for a value that is not a time. */
export function kampalaShortDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : withoutYear().format(date)
}

const timeOfDay = /* @__PURE__ */ formatterOnFirstUse({
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Kampala',
})

/** "14:05" in Kampala; "" for a value that is not a time. */
export function kampalaTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : timeOfDay().format(date)
}

const shortDay = /* @__PURE__ */ formatterOnFirstUse({ day: 'numeric', month: 'short', timeZone: 'UTC' })

/** A calendar day ("2026-11-24", already Kampala's) as "24 Nov". */
export function dayLabel(day: string): string {
  return shortDay().format(new Date(`${day}T00:00:00Z`))
}
