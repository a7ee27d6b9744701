// A rider's answer to an assignment: opening it (acknowledge_assignment, so the app stops ringing) and
// declining it with a reason (decline_assignment), which puts the order back in the queue of the admins
// and of its outlet, tells them why, and keeps the decline on the order's history. Only the assigned
// rider may do either, and a decline only before pickup; a decline the offline queue sends again with
// its request id is applied once.
import { randomUUID } from 'node:crypto'
import { DECLINE_REASON_LABELS, DECLINE_REASONS } from '@shop/shared/orders/decline-reasons'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Actor, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { type OrderRow, placeOrder, read, transition } from './support/orders.ts'
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

interface Decline {
  id: string
  order_id: string
  rider_id: string | null
  rider_name: string
  reason: string
  note: string | null
  declined_at: Date
}

/** A new cash-on-delivery order of customer A (outlet X), being prepared and assigned to rider R. */
async function assignedOrder(rider: Actor = w.riderR) {
  const order = await placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.beef, quantity: 1 }] })
  await transition(t.db, w.staffX, 'mark_order_processing', order.id)
  return transition(t.db, w.admin, 'assign_rider', order.id, rider.id)
}

function decline(
  actor: Actor,
  orderId: string,
  reason: string | null,
  note: string | null = null,
  request = randomUUID(),
) {
  return as(t.db, actor, async (tx) => {
    const { rows } = await tx.query<Decline>(
      'select * from public.decline_assignment($1, $2::public.decline_reason, $3, $4)',
      [orderId, reason, note, request],
    )
    return rows[0] as Decline
  })
}

const acknowledge = (actor: Actor, orderId: string) =>
  as(t.db, actor, async (tx) => {
    const { rows } = await tx.query<{ seen: Date | null }>('select public.acknowledge_assignment($1) as seen', [
      orderId,
    ])
    return rows[0]?.seen ?? null
  })

const orderRow = async (id: string) =>
  (
    await read<OrderRow & { assignment_seen_at: Date | null }>(t.db, 'select * from public.orders where id = $1', [id])
  )[0] as OrderRow & { assignment_seen_at: Date | null }
const declinesOf = (orderId: string) =>
  read<Decline>(t.db, 'select * from public.order_declines where order_id = $1 order by declined_at', [orderId])
const adminNotes = (orderId: string) =>
  read<{ message: string; type: string }>(
    t.db,
    `select message, type from public.admin_notifications where order_id = $1 and message like '%declined%'`,
    [orderId],
  )
const outletNotes = (orderId: string) =>
  read<{ outlet_id: string; message: string }>(
    t.db,
    `select outlet_id, message from public.outlet_notifications where order_id = $1 and message like '%declined%'`,
    [orderId],
  )

describe('the assigned rider declines an order before pickup, with a reason', () => {
  it('the order goes back to processing with no rider, and the decline is kept: who, when, why', async () => {
    const order = await assignedOrder()
    const declined = await decline(w.riderR, order.id, 'too_far', '  The road to Kira is flooded ')
    const after = await orderRow(order.id)
    expect(after).toMatchObject({ status: 'processing', rider_id: null, assigned_at: null })
    expect(declined).toMatchObject({
      order_id: order.id,
      rider_id: w.riderR.id,
      rider_name: 'Rashid Rider',
      reason: 'too_far',
      note: 'The road to Kira is flooded',
    })
    expect(declined.declined_at).toBeInstanceOf(Date)
    expect(await declinesOf(order.id)).toHaveLength(1)
  })

  it('the admins and the order’s outlet are told who declined it and why', async () => {
    const order = await assignedOrder()
    await decline(w.riderR, order.id, 'vehicle_problem', 'Flat tyre')
    const number = String(order.number)
    expect(await adminNotes(order.id)).toEqual([
      {
        message: `Order #${number} was declined by rider Rashid Rider (Problem with my vehicle: Flat tyre). Assign another rider.`,
        type: 'warning',
      },
    ])
    expect(await outletNotes(order.id)).toEqual([
      {
        outlet_id: w.outlets.x,
        message: `Order #${number} was declined by rider Rashid Rider (Problem with my vehicle: Flat tyre): waiting for another rider`,
      },
    ])
  })

  it('the order is the admin’s to assign again: to another rider, or to the same one, whose decline stays on record', async () => {
    const order = await assignedOrder()
    await decline(w.riderR, order.id, 'ending_shift')
    const again = await transition(t.db, w.admin, 'assign_rider', order.id, w.riderS.id)
    expect(again).toMatchObject({ status: 'assigned', rider_id: w.riderS.id })
    await decline(w.riderS, order.id, 'on_another_delivery')
    const back = await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
    expect(back).toMatchObject({ status: 'assigned', rider_id: w.riderR.id })
    expect((await declinesOf(order.id)).map((d) => [d.rider_name, d.reason])).toEqual([
      ['Rashid Rider', 'ending_shift'],
      ['Sarah Rider', 'on_another_delivery'],
    ])
  })

  it('a declined order is no longer the rider’s to read; the decline is read by admins, the outlet and that rider', async () => {
    const order = await assignedOrder()
    await decline(w.riderR, order.id, 'too_far')
    const seen = (actor: Actor) =>
      as(
        t.db,
        actor,
        async (tx) => ({
          order: (await tx.query('select id from public.orders where id = $1', [order.id])).rows.length,
          declines: (await tx.query('select id from public.order_declines where order_id = $1', [order.id])).rows
            .length,
        }),
        { rollback: true },
      )
    expect(await seen(w.riderR)).toEqual({ order: 0, declines: 1 })
    expect(await seen(w.admin)).toEqual({ order: 1, declines: 1 })
    expect(await seen(w.staffX)).toEqual({ order: 1, declines: 1 })
    expect(await seen(w.riderS)).toEqual({ order: 0, declines: 0 })
    expect(await seen(w.customerA)).toEqual({ order: 1, declines: 0 })
  })
})

describe('who may decline, and when', () => {
  it('another rider: the order is not found (KM101); nothing changes', async () => {
    const order = await assignedOrder()
    const error = await pgError(decline(w.riderS, order.id, 'too_far'))
    expect(error.code).toBe(codeOf('order_not_found'))
    expect(await orderRow(order.id)).toMatchObject({ status: 'assigned', rider_id: w.riderR.id })
  })

  it('the customer, the outlet’s staff and an admin may not decline for the rider (42501)', async () => {
    const order = await assignedOrder()
    for (const actor of [w.customerA, w.staffX, w.admin]) {
      expect((await pgError(decline(actor, order.id, 'too_far'))).code).toBe(codeOf('not_allowed'))
    }
    expect(await declinesOf(order.id)).toEqual([])
  })

  it('a rider an admin deactivated is nobody to the order (KM101)', async () => {
    const order = await assignedOrder()
    await t.db.query('update public.delivery_riders set is_active = false where id = $1', [w.riderR.id])
    expect((await pgError(decline(w.riderR, order.id, 'too_far'))).code).toBe(codeOf('order_not_found'))
  })

  it('once picked up it cannot be declined (KM102: decline, picked_up); the rider cancels the delivery instead', async () => {
    const order = await assignedOrder()
    await transition(t.db, w.riderR, 'confirm_pickup', order.id, randomUUID())
    const error = await pgError(decline(w.riderR, order.id, 'too_far'))
    expect(refusalOf(error)).toEqual({
      code: codeOf('transition_not_allowed'),
      details: { status: 'picked_up', action: 'decline_assignment' },
    })
    expect(await orderRow(order.id)).toMatchObject({ status: 'picked_up', rider_id: w.riderR.id })
  })

  it('a reason is required, and "other" needs the rider’s own words (KM112)', async () => {
    const order = await assignedOrder()
    expect((await pgError(decline(w.riderR, order.id, null))).code).toBe(codeOf('decline_reason_required'))
    expect((await pgError(decline(w.riderR, order.id, 'other', '   '))).code).toBe(codeOf('decline_reason_required'))
    expect((await pgError(decline(w.riderR, order.id, 'lazy'))).code).toBe('22P02')
    expect((await pgError(decline(w.riderR, order.id, 'too_far', 'x'.repeat(301)))).code).toBe('23514')
    expect(await orderRow(order.id)).toMatchObject({ status: 'assigned', rider_id: w.riderR.id })
    const declined = await decline(w.riderR, order.id, 'other', 'My child is sick')
    expect(declined).toMatchObject({ reason: 'other', note: 'My child is sick' })
  })

  it('nobody writes a decline directly', async () => {
    const order = await assignedOrder()
    for (const actor of [w.riderR, w.admin]) {
      const error = await pgError(
        as(t.db, actor, (tx) =>
          tx.query(
            `insert into public.order_declines (order_id, rider_id, rider_name, reason) values ($1, $2, 'Me', 'too_far')`,
            [order.id, w.riderR.id],
          ),
        ),
      )
      expect(error.code).toBe('42501')
    }
  })
})

describe('a decline sent again with the same request id is applied once', () => {
  it('the second send answers the same decline: one decline, one notification each, the order untouched since', async () => {
    const order = await assignedOrder()
    const request = randomUUID()
    const first = await decline(w.riderR, order.id, 'too_far', null, request)
    const afterFirst = await orderRow(order.id)
    const again = await decline(w.riderR, order.id, 'too_far', null, request)
    expect(again.id).toBe(first.id)
    expect(await declinesOf(order.id)).toHaveLength(1)
    expect(await adminNotes(order.id)).toHaveLength(1)
    expect(await outletNotes(order.id)).toHaveLength(1)
    expect((await orderRow(order.id)).updated_at).toEqual(afterFirst.updated_at)
  })

  it('a replay after the admin gave the order to another rider still answers the decline and changes nothing', async () => {
    const order = await assignedOrder()
    const request = randomUUID()
    const first = await decline(w.riderR, order.id, 'too_far', null, request)
    await transition(t.db, w.admin, 'assign_rider', order.id, w.riderS.id)
    const again = await decline(w.riderR, order.id, 'too_far', null, request)
    expect(again.id).toBe(first.id)
    expect(await orderRow(order.id)).toMatchObject({ status: 'assigned', rider_id: w.riderS.id })
  })

  it('a new decline request for an order already declined is refused: the order is no longer the rider’s', async () => {
    const order = await assignedOrder()
    await decline(w.riderR, order.id, 'too_far')
    expect((await pgError(decline(w.riderR, order.id, 'too_far'))).code).toBe(codeOf('order_not_found'))
  })
})

describe('the rider opening an assignment (acknowledge_assignment)', () => {
  it('a new assignment is unseen; the assigned rider’s first opening is kept, later ones change nothing', async () => {
    const order = await assignedOrder()
    expect((await orderRow(order.id)).assignment_seen_at).toBeNull()
    const seen = await acknowledge(w.riderR, order.id)
    expect(seen).toBeInstanceOf(Date)
    expect(await acknowledge(w.riderR, order.id)).toEqual(seen)
    expect((await orderRow(order.id)).assignment_seen_at).toEqual(seen)
  })

  it('a new assignment of the order is unseen again', async () => {
    const order = await assignedOrder()
    await acknowledge(w.riderR, order.id)
    await transition(t.db, w.admin, 'assign_rider', order.id, w.riderS.id)
    expect((await orderRow(order.id)).assignment_seen_at).toBeNull()
  })

  it('only the assigned rider acknowledges: another rider KM101, the admin and the outlet 42501', async () => {
    const order = await assignedOrder()
    expect((await pgError(acknowledge(w.riderS, order.id))).code).toBe(codeOf('order_not_found'))
    for (const actor of [w.admin, w.staffX, w.customerA]) {
      expect((await pgError(acknowledge(actor, order.id))).code).toBe(codeOf('not_allowed'))
    }
    expect((await orderRow(order.id)).assignment_seen_at).toBeNull()
  })

  it('the rider cannot set it by writing the order', async () => {
    const order = await assignedOrder()
    const error = await pgError(
      as(t.db, w.riderR, (tx) =>
        tx.query('update public.orders set assignment_seen_at = now() where id = $1', [order.id]),
      ),
    )
    expect(error.code).toBe('42501')
  })
})

describe('the reasons read the same in the apps and in the database', () => {
  it('every reason of the enum has the label shared/src/orders/decline-reasons.ts gives it', async () => {
    const rows = await read<{ reason: string; label: string }>(
      t.db,
      `select r::text as reason, private.decline_reason_label(r) as label
         from unnest(enum_range(null::public.decline_reason)) as r`,
    )
    expect(Object.fromEntries(rows.map((r) => [r.reason, r.label]))).toEqual(DECLINE_REASON_LABELS)
    expect(rows.map((r) => r.reason)).toEqual(DECLINE_REASONS)
  })
})
