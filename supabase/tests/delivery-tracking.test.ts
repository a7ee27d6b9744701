// Live delivery tracking: while an order is picked up, its rider's phone shares where it is
// (share_delivery_position), at most every ~15 s; the order's customer, its outlet's staff and admins
// read it; it is gone the moment the order is delivered or cancelled.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { placeOrder, read, transition, uploadDeliveryPhoto } from './support/orders.ts'
import { codeOf, refusalOf } from './support/refusals.ts'
import { buildWorld, PLACES, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())
beforeEach(async () => {
  await t.db.exec(`update public.products set stock = 50;
                   update public.delivery_riders set status = 'online', is_active = true where full_name <> 'Ivan Idle'`)
})

/** Near Kololo, on the way from outlet X (Nakasero) to customer A's door. */
const ON_THE_WAY = { latitude: 0.3301, longitude: 32.5872 }

interface Position {
  order_id: string
  rider_id: string
  vehicle_type: string
  latitude: number
  longitude: number
  accuracy_m: number | null
  recorded_at: Date
}

/** A new order of customer A (outlet X), assigned to rider R and, unless told otherwise, picked up. */
async function orderOnTheRoad({ pickedUp = true } = {}) {
  const order = await placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.beef, quantity: 1 }] })
  await transition(t.db, w.staffX, 'mark_order_processing', order.id)
  await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
  if (pickedUp) await transition(t.db, w.riderR, 'confirm_pickup', order.id)
  return order.id
}

function share(
  actor: Actor,
  orderId: string,
  point: { latitude: number; longitude: number } = ON_THE_WAY,
  accuracy: number | null = 12,
): Promise<boolean> {
  return as(t.db, actor, async (tx) => {
    const { rows } = await tx.query<{ stored: boolean }>(
      'select public.share_delivery_position($1, $2, $3, $4) as stored',
      [orderId, point.latitude, point.longitude, accuracy],
    )
    return rows[0]?.stored as boolean
  })
}

/** What is stored for the order, whoever may read it. */
const stored = async (orderId: string) =>
  (await read<Position>(t.db, 'select * from public.delivery_positions where order_id = $1', [orderId]))[0] ?? null

/** The last position is `seconds` old (the server's clock moves on). */
const ageBy = (orderId: string, seconds: number) =>
  t.db.query(
    `update public.delivery_positions set recorded_at = recorded_at - make_interval(secs => $2) where order_id = $1`,
    [orderId, seconds],
  )

/** Whether `actor` reads the order's position through their own RLS. */
async function reads(actor: Actor, orderId: string): Promise<boolean | 'refused'> {
  return as(
    t.db,
    actor,
    async (tx) =>
      (await tx.query('select 1 from public.delivery_positions where order_id = $1', [orderId])).rows.length > 0,
    { rollback: true },
  ).catch(() => 'refused' as const)
}

describe('who may share a position', () => {
  it('the rider assigned to a picked-up order shares it: stored with their vehicle, the accuracy and the server time', async () => {
    const orderId = await orderOnTheRoad()
    expect(await share(w.riderR, orderId)).toBe(true)
    const position = await stored(orderId)
    expect(position).toMatchObject({
      rider_id: w.riderR.id,
      vehicle_type: 'motorcycle',
      latitude: ON_THE_WAY.latitude,
      longitude: ON_THE_WAY.longitude,
      accuracy_m: 12,
    })
    expect(Math.abs(Number(position?.recorded_at) - Date.now())).toBeLessThan(60_000)
  })

  it('nobody else shares it: another rider does not find the order; its customer, its outlet and admins are not its rider; anon may not call', async () => {
    const orderId = await orderOnTheRoad()
    expect(refusalOf(await pgError(share(w.riderS, orderId))).code).toBe(codeOf('order_not_found'))
    for (const who of [w.customerA, w.staffX, w.admin]) {
      expect((await pgError(share(who, orderId))).code, who.label).toBe(codeOf('not_allowed'))
    }
    expect((await pgError(share(anonymous, orderId))).code).toBe('42501')
    expect((await pgError(share(w.customerB, orderId))).code).toBe(codeOf('order_not_found'))
    expect(await stored(orderId)).toBeNull()
  })

  it('only while the order is picked up: before the pickup it is refused with the order status', async () => {
    const orderId = await orderOnTheRoad({ pickedUp: false })
    const refusal = refusalOf(await pgError(share(w.riderR, orderId)))
    expect(refusal).toEqual({
      code: codeOf('transition_not_allowed'),
      details: { status: 'assigned', action: 'share_delivery_position' },
    })
    expect(await stored(orderId)).toBeNull()
  })

  it('only while the order is picked up: after the delivery it is refused, and nothing comes back', async () => {
    const orderId = await orderOnTheRoad()
    await transition(t.db, w.riderR, 'complete_delivery', orderId, await uploadDeliveryPhoto(t.db, w.riderR, orderId))
    expect(refusalOf(await pgError(share(w.riderR, orderId)))).toEqual({
      code: codeOf('transition_not_allowed'),
      details: { status: 'delivered', action: 'share_delivery_position' },
    })
    expect(await stored(orderId)).toBeNull()
  })

  it('a point outside Uganda is refused (Kisumu, in Kenya), and the last good one is kept', async () => {
    const orderId = await orderOnTheRoad()
    await share(w.riderR, orderId)
    await ageBy(orderId, 60)
    expect(refusalOf(await pgError(share(w.riderR, orderId, PLACES.kisumu))).code).toBe(
      codeOf('position_outside_uganda'),
    )
    expect(refusalOf(await pgError(share(w.riderR, orderId, { latitude: 0, longitude: 0 }))).code).toBe(
      codeOf('position_outside_uganda'),
    )
    expect(await stored(orderId)).toMatchObject({ latitude: ON_THE_WAY.latitude, longitude: ON_THE_WAY.longitude })
  })

  it('an accuracy that is not a distance is kept as unknown', async () => {
    const orderId = await orderOnTheRoad()
    expect(await share(w.riderR, orderId, ON_THE_WAY, -5)).toBe(true)
    expect((await stored(orderId))?.accuracy_m).toBeNull()
  })
})

describe('at most one position every ~15 s per order', () => {
  it('a second position within 10 s changes nothing and answers false; once 10 s have passed it is stored', async () => {
    const orderId = await orderOnTheRoad()
    expect(await share(w.riderR, orderId)).toBe(true)
    const first = await stored(orderId)
    expect(await share(w.riderR, orderId, PLACES.kololo)).toBe(false)
    expect(await stored(orderId)).toEqual(first)

    await ageBy(orderId, 9)
    expect(await share(w.riderR, orderId, PLACES.kololo)).toBe(false)
    await ageBy(orderId, 2)
    expect(await share(w.riderR, orderId, PLACES.kololo)).toBe(true)
    expect(await stored(orderId)).toMatchObject({
      latitude: PLACES.kololo.latitude,
      longitude: PLACES.kololo.longitude,
    })
  })

  it('the limit is per order: the same rider shares two orders on the road at once', async () => {
    // Both assigned while the rider is online, then both picked up (a rider on the road takes no new order).
    const one = await orderOnTheRoad({ pickedUp: false })
    const two = await orderOnTheRoad({ pickedUp: false })
    await transition(t.db, w.riderR, 'confirm_pickup', one)
    await transition(t.db, w.riderR, 'confirm_pickup', two)
    expect(await share(w.riderR, one)).toBe(true)
    expect(await share(w.riderR, two)).toBe(true)
  })
})

describe('the position is gone once the order leaves the road', () => {
  it('delivered: removed by the delivery itself', async () => {
    const orderId = await orderOnTheRoad()
    await share(w.riderR, orderId)
    await transition(t.db, w.riderR, 'complete_delivery', orderId, await uploadDeliveryPhoto(t.db, w.riderR, orderId))
    expect(await stored(orderId)).toBeNull()
  })

  it('cancelled by the rider: removed', async () => {
    const orderId = await orderOnTheRoad()
    await share(w.riderR, orderId)
    await transition(t.db, w.riderR, 'cancel_delivery', orderId, 'Customer not reachable')
    expect(await stored(orderId)).toBeNull()
  })

  it('cancelled by an admin: removed', async () => {
    const orderId = await orderOnTheRoad()
    await share(w.riderR, orderId)
    await transition(t.db, w.admin, 'cancel_order', orderId, 'Out of stock')
    expect(await stored(orderId)).toBeNull()
  })

  it('a delivery that fails (no photo) keeps the order and its position', async () => {
    const orderId = await orderOnTheRoad()
    await share(w.riderR, orderId)
    await pgError(transition(t.db, w.riderR, 'complete_delivery', orderId, ''))
    expect(await stored(orderId)).not.toBeNull()
  })
})

describe('who may read where the rider is', () => {
  it("the order's customer, its outlet's staff and admins; not another customer, not the riders, not anon", async () => {
    const orderId = await orderOnTheRoad()
    await share(w.riderR, orderId)
    const readers = {
      'customer A (the order’s)': await reads(w.customerA, orderId),
      'staff of outlet X (the order’s outlet)': await reads(w.staffX, orderId),
      admin: await reads(w.admin, orderId),
      'customer B': await reads(w.customerB, orderId),
      'rider R (who shared it)': await reads(w.riderR, orderId),
      'rider S': await reads(w.riderS, orderId),
      anon: await reads(anonymous, orderId),
    }
    expect(readers).toEqual({
      'customer A (the order’s)': true,
      'staff of outlet X (the order’s outlet)': true,
      admin: true,
      'customer B': false,
      'rider R (who shared it)': false,
      'rider S': false,
      anon: 'refused',
    })
  })

  it('staff who were deactivated no longer read it', async () => {
    const orderId = await orderOnTheRoad()
    await share(w.riderR, orderId)
    await t.db.query('update public.outlet_employees set is_active = false where user_id = $1', [w.staffX.id])
    try {
      expect(await reads(w.staffX, orderId)).toBe(false)
    } finally {
      await t.db.query('update public.outlet_employees set is_active = true where user_id = $1', [w.staffX.id])
    }
  })

  it('nobody writes the table directly, not even the rider: only through share_delivery_position', async () => {
    const orderId = await orderOnTheRoad()
    await share(w.riderR, orderId)
    for (const who of [w.riderR, w.customerA, w.admin]) {
      const error = await pgError(
        as(t.db, who, (tx) =>
          tx.query('update public.delivery_positions set latitude = 1 where order_id = $1', [orderId]),
        ),
      )
      expect(error.code, who.label).toBe('42501')
    }
  })

  it('the table is published for realtime', async () => {
    const rows = await read<{ tablename: string }>(
      t.db,
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'delivery_positions'`,
    )
    expect(rows).toHaveLength(1)
  })
})
