import { describe, expect, it } from 'vitest'
import { DELIVERY_DAY_CASES, kampalaInstant as kampala } from './delivery-day.fixture.ts'
import { arrivalLabel, deliveryPromise, promisedDeliveryDate, shopTime } from './delivery-day.ts'

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
