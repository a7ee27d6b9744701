// The delivery hours on the settings screen (the promised delivery day is worked out from them): the
// days, the times deliveries run and the same-day cut-off, checked as the database checks them, and said
// in words in the history (which keeps times as minutes after midnight and days as a weekday bitmask).
import { deliveryDaysLabel, minuteOf, shopTime } from '@shop/shared/business/delivery-day'

export type HoursKey = 'delivery_days' | 'opens_at' | 'closes_at' | 'same_day_cutoff'

export interface HoursInput {
  delivery_days: number[]
  /** "HH:MM", as a time input gives it. */
  opens_at: string
  closes_at: string
  same_day_cutoff: string
}

export const HOURS_LABELS: Record<HoursKey, string> = {
  delivery_days: 'Delivery days',
  opens_at: 'Deliveries start at',
  closes_at: 'Deliveries end at',
  same_day_cutoff: 'Same-day delivery for orders before',
}

export const WEEKDAY_OPTIONS = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
  value: day,
  label: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][day] as string,
}))

export const isHoursKey = (key: string): key is HoursKey => key in HOURS_LABELS

/** Postgres sends a time as "08:00:00"; the time input shows "08:00". */
export const timeInputValue = (time: string) => time.slice(0, 5)

export interface HoursProblem {
  /** The field the message belongs under. */
  field: HoursKey
  message: string
}

/** What is wrong with the hours as typed, in the screen's words; null when they can be saved. */
export function hoursProblem(hours: HoursInput): HoursProblem | null {
  if (hours.delivery_days.length === 0) return { field: 'delivery_days', message: 'Choose at least one delivery day' }
  for (const field of ['opens_at', 'closes_at', 'same_day_cutoff'] as const) {
    if (!hours[field]) return { field, message: 'Enter every delivery time' }
  }
  if (minuteOf(hours.opens_at) >= minuteOf(hours.closes_at)) {
    return { field: 'closes_at', message: 'Deliveries must start before they end' }
  }
  if (minuteOf(hours.same_day_cutoff) > minuteOf(hours.closes_at)) {
    return { field: 'same_day_cutoff', message: 'The same-day cut-off must be no later than the end of deliveries' }
  }
  return null
}

/** A recorded value in words: 840 → "2 PM"; the bitmask 126 → "Monday to Saturday". */
export function hoursValue(key: HoursKey, value: number): string {
  if (key !== 'delivery_days') return shopTime(value)
  return deliveryDaysLabel([0, 1, 2, 3, 4, 5, 6].filter((day) => value & (1 << day)))
}
