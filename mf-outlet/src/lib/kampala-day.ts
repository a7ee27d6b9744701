// Kampala's day (UTC+3 all year: Uganda has no daylight saving), whatever the device's time zone: the
// moment today began there, and times shown there.
const KAMPALA_OFFSET_MS = 3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The instant Kampala's calendar day containing `now` began. */
export function kampalaDayStart(now: Date): Date {
  const local = now.getTime() + KAMPALA_OFFSET_MS
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - KAMPALA_OFFSET_MS)
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Kampala',
})

/** "24 Nov, 14:05" in Kampala time. */
export function kampalaDateTime(iso: string): string {
  return dateTime.format(new Date(iso))
}

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** A calendar day ("2026-11-24", already Kampala's) as "24 Nov". */
export function dayLabel(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`))
}
