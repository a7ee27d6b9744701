// The rider app's offline queue sends each queued action with a request id, and sends it again when the
// answer to an earlier send was lost: the same request applied twice must change nothing the second
// time — no second timestamp, no second earning, no second notification — and answer the order as it
// is. A different request, or one by someone else, is judged as any call.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { type OrderRow, placeOrder, read, transition, uploadDeliveryPhoto } from './support/orders.ts'
import { codeOf, refusalOf } from './support/refusals.ts'
import { buildWorld, type World } from './support/world.ts'

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

/** A new cash-on-delivery order of customer A, assigned to rider R. */
async function assignedOrder() {
  const order = await placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.beef, quantity: 1 }] })
  await transition(t.db, w.staffX, 'mark_order_processing', order.id)
  return transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
}

const orderRow = async (id: string) =>
  (await read<OrderRow>(t.db, 'select * from public.orders where id = $1', [id]))[0] as OrderRow
const count = async (sql: string, params: unknown[]) =>
  Number((await read<{ n: string }>(t.db, `select count(*) as n from (${sql}) rows`, params))[0]?.n)
const earningsOf = (orderId: string) => count('select 1 from public.rider_earnings where order_id = $1', [orderId])
const notesOf = (orderId: string) => count('select 1 from public.admin_notifications where order_id = $1', [orderId])
const deliveriesOfR = async () =>
  (
    await read<{ total_deliveries: number }>(
      t.db,
      'select total_deliveries from public.delivery_riders where id = $1',
      [w.riderR.id],
    )
  )[0]?.total_deliveries ?? 0

describe('a rider transition sent again with the same request id is applied once', () => {
  it('Confirm Pickup sent twice: picked up once, the same picked_up_at, no error the second time', async () => {
    const order = await assignedOrder()
    const request = randomUUID()
    const first = await transition(t.db, w.riderR, 'confirm_pickup', order.id, request)
    const again = await transition(t.db, w.riderR, 'confirm_pickup', order.id, request)
    expect(first.status).toBe('picked_up')
    expect(again.status).toBe('picked_up')
    expect(again.picked_up_at).toEqual(first.picked_up_at)
    expect(again.updated_at).toEqual(first.updated_at)
  })

  it('Complete Delivery sent twice: one delivery, one earning, one notification, one counted delivery', async () => {
    const order = await assignedOrder()
    await transition(t.db, w.riderR, 'confirm_pickup', order.id, randomUUID())
    const before = await deliveriesOfR()
    const notesBefore = await notesOf(order.id)
    const request = randomUUID()
    const photo = await uploadDeliveryPhoto(t.db, w.riderR, order.id)
    const first = await transition(t.db, w.riderR, 'complete_delivery', order.id, photo, request)
    const again = await transition(t.db, w.riderR, 'complete_delivery', order.id, photo, request)
    expect(again).toMatchObject({ status: 'delivered', delivery_photo_url: photo })
    expect(again.delivered_at).toEqual(first.delivered_at)
    expect(await earningsOf(order.id)).toBe(1)
    expect(await notesOf(order.id)).toBe(notesBefore + 1)
    expect(await deliveriesOfR()).toBe(before + 1)
  })

  it('Cancel Delivery sent twice: cancelled once, the stock put back once', async () => {
    const order = await assignedOrder()
    const stock = async () =>
      (await read<{ stock: number }>(t.db, 'select stock from public.products where id = $1', [w.products.beef]))[0]
        ?.stock
    const before = await stock()
    const request = randomUUID()
    const first = await transition(t.db, w.riderR, 'cancel_delivery', order.id, 'Customer not reachable', request)
    const again = await transition(t.db, w.riderR, 'cancel_delivery', order.id, 'Customer not reachable', request)
    expect(again.status).toBe('cancelled')
    expect(again.cancelled_at).toEqual(first.cancelled_at)
    expect(await stock()).toBe((before as number) + 1)
  })

  it('the whole delivery replayed from the start after every answer was lost changes nothing more', async () => {
    const order = await assignedOrder()
    const pickup = randomUUID()
    const delivery = randomUUID()
    const photo = await uploadDeliveryPhoto(t.db, w.riderR, order.id)
    await transition(t.db, w.riderR, 'confirm_pickup', order.id, pickup)
    const delivered = await transition(t.db, w.riderR, 'complete_delivery', order.id, photo, delivery)
    // The queue sends both again, in order.
    expect((await transition(t.db, w.riderR, 'confirm_pickup', order.id, pickup)).status).toBe('delivered')
    expect((await transition(t.db, w.riderR, 'complete_delivery', order.id, photo, delivery)).status).toBe('delivered')
    expect((await orderRow(order.id)).delivered_at).toEqual(delivered.delivered_at)
    expect(await earningsOf(order.id)).toBe(1)
  })

  it('two sends of one request at the same time apply it once', async () => {
    const order = await assignedOrder()
    const request = randomUUID()
    const rows = await Promise.all([
      transition(t.db, w.riderR, 'confirm_pickup', order.id, request),
      transition(t.db, w.riderR, 'confirm_pickup', order.id, request),
    ])
    expect(rows.map((r) => r.status)).toEqual(['picked_up', 'picked_up'])
    expect(rows[0]?.picked_up_at).toEqual(rows[1]?.picked_up_at)
  })
})

describe('only a replay of the same request is let through', () => {
  // Changed on purpose (20261127100000_hand_to_rider): a new Confirm Pickup by the assigned rider for an
  // order already picked up used to be refused; it now answers the order as it is, since what the rider
  // asked for did happen (the outlet handed it over, or an earlier confirm of theirs went through).
  it('a new pickup request for an order already picked up applies nothing and is not refused', async () => {
    const order = await assignedOrder()
    const first = await transition(t.db, w.riderR, 'confirm_pickup', order.id, randomUUID())
    const again = await transition(t.db, w.riderR, 'confirm_pickup', order.id, randomUUID())
    expect(again.status).toBe('picked_up')
    expect(again.picked_up_at).toEqual(first.picked_up_at)
    expect(again.updated_at).toEqual(first.updated_at)
  })

  it('a pickup queued on the phone while the outlet handed the order over is answered, and stays answered after delivery', async () => {
    const order = await assignedOrder()
    const handed = await transition(t.db, w.staffX, 'hand_to_rider', order.id)
    const pickup = randomUUID()
    const queued = await transition(t.db, w.riderR, 'confirm_pickup', order.id, pickup)
    expect(queued).toMatchObject({ status: 'picked_up', handed_over_by: w.staffX.id })
    expect(queued.picked_up_at).toEqual(handed.picked_up_at)
    await transition(
      t.db,
      w.riderR,
      'complete_delivery',
      order.id,
      await uploadDeliveryPhoto(t.db, w.riderR, order.id),
      randomUUID(),
    )
    // The answer to the queued pickup was lost: its resend after the delivery is still no refusal.
    expect((await transition(t.db, w.riderR, 'confirm_pickup', order.id, pickup)).status).toBe('delivered')
    expect(await earningsOf(order.id)).toBe(1)
  })

  it('a new pickup request for a delivered order is refused', async () => {
    const order = await assignedOrder()
    await transition(t.db, w.riderR, 'confirm_pickup', order.id, randomUUID())
    await transition(t.db, w.riderR, 'complete_delivery', order.id, await uploadDeliveryPhoto(t.db, w.riderR, order.id))
    const error = await pgError(transition(t.db, w.riderR, 'confirm_pickup', order.id, randomUUID()))
    expect(refusalOf(error)).toEqual({
      code: codeOf('transition_not_allowed'),
      details: { action: 'confirm_pickup', status: 'delivered' },
    })
  })

  it('a queued action the admin overtook (the order cancelled meanwhile) is refused with the reason', async () => {
    const order = await assignedOrder()
    await transition(t.db, w.admin, 'cancel_order', order.id, 'Customer called to cancel')
    const error = await pgError(transition(t.db, w.riderR, 'confirm_pickup', order.id, randomUUID()))
    expect(refusalOf(error)).toEqual({
      code: codeOf('transition_not_allowed'),
      details: { action: 'confirm_pickup', status: 'cancelled' },
    })
  })

  it('another rider replaying rider R’s request id learns nothing and changes nothing', async () => {
    const order = await assignedOrder()
    const request = randomUUID()
    await transition(t.db, w.riderR, 'confirm_pickup', order.id, request)
    const error = await pgError(transition(t.db, w.riderS, 'confirm_pickup', order.id, request))
    expect(refusalOf(error).code).toBe(codeOf('order_not_found'))
  })

  it('a request id names one action: reused for another, it is refused and nothing is applied', async () => {
    const order = await assignedOrder()
    const request = randomUUID()
    await transition(t.db, w.riderR, 'confirm_pickup', order.id, request)
    const error = await pgError(
      transition(
        t.db,
        w.riderR,
        'complete_delivery',
        order.id,
        await uploadDeliveryPhoto(t.db, w.riderR, order.id),
        request,
      ),
    )
    expect(error.code).toBe('23505')
    expect((await orderRow(order.id)).status).toBe('picked_up')
    expect(await earningsOf(order.id)).toBe(0)
  })

  it('the record of applied requests is not readable or writable through the API', async () => {
    const order = await assignedOrder()
    await transition(t.db, w.riderR, 'confirm_pickup', order.id, randomUUID())
    const { as } = await import('./support/actors.ts')
    const error = await pgError(as(t.db, w.riderR, (tx) => tx.query('select * from private.order_transition_requests')))
    expect(error.code).toBe('42501')
  })
})
