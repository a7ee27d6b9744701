import { DELIVERY_DAY_CASES, kampalaInstant as kampala } from '@shop/test-support/delivery-day'
import { describe, expect, it } from 'vitest'
import {
  arrivalLabel,
  deliveryDaysLabel,
  deliveryHoursFrom,
  deliveryPromise,
  promisedDeliveryDate,
  SHOP_DELIVERY_HOURS,
  shopTime,
} from './delivery-day.ts'

describe('the promised delivery day (Monday–Saturday, same day before 2 PM, Kampala time)', () => {
  for (const { rule, at, date, label } of DELIVERY_DAY_CASES) {
    it(rule, () => {
      expect(promisedDeliveryDate(kampala(at))).toBe(date)
      expect(deliveryPromise(kampala(at))).toEqual({ date, label })
    })
  }
  it('a promise made earlier reads "today" once the day has come', () => {
    expect(arrivalLabel('2026-11-30', kampala('2026-11-30T09:00'))).toBe('Arrives today')
  })
  it('Kampala time decides, not the browser’s: 22:30 UTC on Monday is Tuesday 01:30 in Kampala', () => {
    expect(promisedDeliveryDate(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24')
  })
})

it('says the shop’s hours as its clock does', () => {
  expect([shopTime(8 * 60), shopTime(14 * 60), shopTime(18 * 60 + 30), shopTime(12 * 60)]).toEqual([
    '8 AM',
    '2 PM',
    '6:30 PM',
    '12 PM',
  ])
})

it('reads the hours an admin set, and a later cut-off moves the promise', () => {
  const hours = deliveryHoursFrom({
    delivery_days: [6, 1, 2, 3, 4, 5],
    opens_at: '08:00:00',
    closes_at: '18:00:00',
    same_day_cutoff: '14:00:00',
  })
  expect(hours).toEqual(SHOP_DELIVERY_HOURS)
  const later = deliveryHoursFrom({
    delivery_days: [1, 2, 3, 4, 5, 6],
    opens_at: '07:30',
    closes_at: '19:00',
    same_day_cutoff: '16:30',
  })
  expect(later).toMatchObject({ opensAt: 450, sameDayCutoff: 990 })
  expect(promisedDeliveryDate(kampala('2026-11-24T15:00'), later)).toBe('2026-11-24')
  expect(promisedDeliveryDate(kampala('2026-11-24T15:00'))).toBe('2026-11-25')
})

it('says the delivery days in words', () => {
  expect(deliveryDaysLabel([1, 2, 3, 4, 5, 6])).toBe('Monday to Saturday')
  expect(deliveryDaysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('every day')
  expect(deliveryDaysLabel([1, 3, 5])).toBe('Monday, Wednesday, Friday')
  expect(deliveryDaysLabel([5, 6])).toBe('Friday, Saturday')
})
