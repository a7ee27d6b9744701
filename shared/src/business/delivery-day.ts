// The delivery day the shop promises: the shop delivers Monday to Saturday, 8 AM to 6 PM, Kampala time;
// an order placed on a delivery day before 2 PM arrives that day, any later order on the next delivery
// day (Saturday evening and Sunday: Monday). Kampala keeps East Africa Time, UTC+3, with no daylight
// saving, so the shop's clock is the UTC clock moved three hours.
import { DAY_MS, KAMPALA_OFFSET_MS, kampalaDate } from '../time/kampala.ts'

export interface DeliveryHours {
  /** Days the shop delivers, 0 = Sunday … 6 = Saturday. */
  days: readonly number[]
  /** Minutes after midnight (Kampala) the shop opens and closes. */
  opensAt: number
  closesAt: number
  /** Ordered on a delivery day before this minute, the order arrives the same day. */
  sameDayCutoff: number
}

export const SHOP_DELIVERY_HOURS: DeliveryHours = {
  days: [1, 2, 3, 4, 5, 6],
  opensAt: 8 * 60,
  closesAt: 18 * 60,
  sameDayCutoff: 14 * 60,
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** A minute of the shop's day as its clock says it: 840 → "2 PM", 480 → "8 AM". */
export function shopTime(minute: number): string {
  const hour = Math.floor(minute / 60)
  const rest = minute % 60
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve}${rest ? `:${String(rest).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`
}

/** The settings row's delivery columns as Postgres sends them (`time` as "14:00:00"). */
export interface DeliveryHoursRow {
  delivery_days: number[]
  opens_at: string
  closes_at: string
  same_day_cutoff: string
}

/** "14:00" or "14:00:00" (a time input, a Postgres time) → 840, the minute of the day. */
export const minuteOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** The hours an admin has set (`settings`), in the form the rule reads. */
export function deliveryHoursFrom(row: DeliveryHoursRow): DeliveryHours {
  return {
    days: [...row.delivery_days].sort((a, b) => a - b),
    opensAt: minuteOf(row.opens_at),
    closesAt: minuteOf(row.closes_at),
    sameDayCutoff: minuteOf(row.same_day_cutoff),
  }
}

/** The delivery days in words: a run of days as "Monday to Saturday", others listed ("Monday, Wednesday"). */
export function deliveryDaysLabel(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b)
  if (sorted.length === 7) return 'every day'
  const first = sorted[0]
  const last = sorted.at(-1)
  if (first === undefined || last === undefined) return ''
  const run = sorted.length > 2 && last - first === sorted.length - 1
  return run ? `${WEEKDAYS[first]} to ${WEEKDAYS[last]}` : sorted.map((day) => WEEKDAYS[day]).join(', ')
}

/** The day ("YYYY-MM-DD", Kampala) an order placed at `at` is promised for. */
export function promisedDeliveryDate(at: Date, hours: DeliveryHours = SHOP_DELIVERY_HOURS): string {
  const local = new Date(at.getTime() + KAMPALA_OFFSET_MS)
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes()
  if (hours.days.includes(local.getUTCDay()) && minute < hours.sameDayCutoff) return kampalaDate(at)
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const next = new Date(local.getTime() + ahead * DAY_MS)
    if (hours.days.includes(next.getUTCDay())) return next.toISOString().slice(0, 10)
  }
  throw new Error('The shop delivers on no day of the week')
}

/** "Arrives today", "Arrives tomorrow" or "Arrives Monday", said at `now` of a promised day. */
export function arrivalLabel(promised: string, now: Date): string {
  const days = Math.round((Date.parse(promised) - Date.parse(kampalaDate(now))) / DAY_MS)
  if (days <= 0) return 'Arrives today'
  if (days === 1) return 'Arrives tomorrow'
  return `Arrives ${WEEKDAYS[new Date(Date.parse(promised)).getUTCDay()]}`
}

/** What the shop promises an order placed now: the day, and the words for it. */
export function deliveryPromise(now: Date, hours: DeliveryHours = SHOP_DELIVERY_HOURS) {
  const date = promisedDeliveryDate(now, hours)
  return { date, label: arrivalLabel(date, now) }
}
