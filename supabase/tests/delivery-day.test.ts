// The promised delivery day: promised_delivery_date (SQL) gives the same day as promisedDeliveryDate
// (what the customer is shown) for one table of cases, and every order placed stores it.

import { promisedDeliveryDate } from '@shop/shared/business/delivery-day'
import { DELIVERY_DAY_CASES, kampalaInstant } from '@shop/test-support/delivery-day'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from './support/database.ts'

let t: TestDatabase

beforeAll(async () => {
  t = await openTestDatabase()
}, 600_000)
afterAll(() => t?.close())

async function sqlPromise(at: Date): Promise<string> {
  const { rows } = await t.db.query<{ day: string }>(
    'select public.promised_delivery_date($1::timestamptz)::text as day',
    [at.toISOString()],
  )
  return rows[0]?.day ?? ''
}

describe('the server promises the day the customer is shown', () => {
  for (const { rule, at, date } of DELIVERY_DAY_CASES) {
    it(rule, async () => {
      expect(promisedDeliveryDate(kampalaInstant(at))).toBe(date)
      expect(await sqlPromise(kampalaInstant(at))).toBe(date)
    })
  }
})

it('an order stores the day promised when it was placed', async () => {
  const placed = kampalaInstant('2026-11-28T19:30')
  const { rows } = await t.db.query<{ promised: string }>(
    `insert into public.orders (subtotal, delivery_fee, total_amount, delivery_latitude, delivery_longitude, created_at)
     values (1000, 5000, 6000, 0.3476, 32.5825, $1)
     returning promised_delivery_date::text as promised`,
    [placed.toISOString()],
  )
  expect(rows[0]?.promised).toBe('2026-11-30')
})
