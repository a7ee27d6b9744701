// The outlet assigns its riders: the manager of an order's outlet (an active employee whose role
// manages_outlet) assigns and reassigns active, online riders to that outlet's orders, in the statuses an
// admin may; the riders offered to them, nearest the outlet first, are read from their own outlet's
// orders only; nobody else at the outlet, nor at another outlet, nor a customer or a rider, assigns.
// Every assignment is kept with who made it, and the rider is notified as for an admin's.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Actor, as, pgError, signUp } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { type OrderRow, placeOrder, read, transition, uploadDeliveryPhoto } from './support/orders.ts'
import { codeOf, refusalOf } from './support/refusals.ts'
import { buildWorld, PLACES, type World } from './support/world.ts'

let t: TestDatabase
let w: World
/** Sam Staff runs outlet X (Nakasero); Ben is a butcher there; Yvonne runs outlet Y (Entebbe). */
let managerX: Actor
let butcherX: Actor
let managerY: Actor

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
  managerX = w.staffX
  butcherX = await signUp(t.db, 'butcher of outlet X', { full_name: 'Ben Butcher' })
  managerY = await signUp(t.db, 'manager of outlet Y', { full_name: 'Yvonne Manager' })
  await t.db.query(`update public.employee_roles set manages_outlet = (name = 'Manager')`)
  await t.db.query(
    `insert into public.outlet_employees (user_id, outlet_id, role_id) values ($1, $2, $3), ($4, $5, $6)`,
    [butcherX.id, w.outlets.x, w.roles.butcher, managerY.id, w.outlets.y, w.roles.manager],
  )
})
afterAll(() => t?.close())
beforeEach(async () => {
  await t.db.exec(`update public.products set stock = 50;
                   update public.orders set status = 'cancelled', cancelled_at = now() where status = 'picked_up';
                   update public.delivery_riders set status = 'online', is_active = true where full_name <> 'Ivan Idle';
                   update public.outlet_employees set is_active = true`)
})

/** A new cash-on-delivery order of customer A, delivered to Kololo from outlet X. */
const newOrder = (method: 'cash_on_delivery' | 'card' = 'cash_on_delivery') =>
  placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.beef, quantity: 1 }], method })

const refusal = async (actor: Actor, orderId: string, riderId: string | null) =>
  refusalOf(await pgError(transition(t.db, actor, 'assign_rider', orderId, riderId)))
const refused = (name: Parameters<typeof codeOf>[0], details: unknown = null) => ({ code: codeOf(name), details })

const orderRow = async (id: string) =>
  (await read<OrderRow>(t.db, 'select * from public.orders where id = $1', [id]))[0] as OrderRow

interface Assignment {
  rider_id: string | null
  rider_name: string
  assigned_by: string | null
  assigned_by_name: string
  assigned_as: string
}
/** The order's history of assignments, oldest first, as `actor` may read it. */
const historyAs = (actor: Actor, orderId: string) =>
  as(
    t.db,
    actor,
    async (tx) =>
      (
        await tx.query<Assignment>(
          `select rider_id, rider_name, assigned_by, assigned_by_name, assigned_as
             from public.order_assignments where order_id = $1 order by assigned_at`,
          [orderId],
        )
      ).rows,
  )

interface Offered {
  full_name: string
  total_deliveries: number
  distance_km: string | null
}
const offeredTo = (actor: Actor, orderId: string) =>
  as(
    t.db,
    actor,
    async (tx) =>
      (
        await tx.query<Offered>('select full_name, total_deliveries, distance_km from public.assignable_riders($1)', [
          orderId,
        ])
      ).rows,
  )

describe("the manager of the order's outlet assigns its riders", () => {
  it('assigns an active, online rider and reassigns another before pickup, each kept with who did it', async () => {
    const order = await newOrder()
    expect(order.outlet_id).toBe(w.outlets.x)
    const assigned = await transition(t.db, managerX, 'assign_rider', order.id, w.riderR.id)
    expect(assigned).toMatchObject({ status: 'assigned', rider_id: w.riderR.id })
    expect(assigned.assigned_at).toBeInstanceOf(Date)
    const reassigned = await transition(t.db, managerX, 'assign_rider', order.id, w.riderS.id)
    expect(reassigned).toMatchObject({ status: 'assigned', rider_id: w.riderS.id })

    const byManager = { assigned_by: managerX.id, assigned_by_name: 'Sam Staff', assigned_as: 'outlet_manager' }
    const expected = [
      { rider_id: w.riderR.id, rider_name: 'Rashid Rider', ...byManager },
      { rider_id: w.riderS.id, rider_name: 'Sarah Rider', ...byManager },
    ]
    // The admin and the outlet's staff read the history; the customer and the riders do not.
    expect(await historyAs(w.admin, order.id)).toEqual(expected)
    expect(await historyAs(butcherX, order.id)).toEqual(expected)
    for (const outsider of [managerY, w.customerA, w.riderR, w.riderS]) {
      expect(await historyAs(outsider, order.id), outsider.label).toEqual([])
    }
  })

  it("an admin's assignment is kept as the admin's", async () => {
    const order = await newOrder()
    await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
    expect(await historyAs(w.admin, order.id)).toEqual([
      {
        rider_id: w.riderR.id,
        rider_name: 'Rashid Rider',
        assigned_by: w.admin.id,
        assigned_by_name: 'Grace Admin',
        assigned_as: 'admin',
      },
    ])
  })

  it('in the statuses where the admin may: pending (cash or paid), processing, assigned', async () => {
    const processing = await newOrder()
    await transition(t.db, managerX, 'mark_order_processing', processing.id)
    expect((await transition(t.db, managerX, 'assign_rider', processing.id, w.riderR.id)).status).toBe('assigned')

    const paidCard = await newOrder('card')
    await t.db.query(`update public.orders set payment_status = 'paid' where id = $1`, [paidCard.id])
    expect((await transition(t.db, managerX, 'assign_rider', paidCard.id, w.riderR.id)).status).toBe('assigned')

    const unpaidCard = await newOrder('card')
    expect(await refusal(managerX, unpaidCard.id, w.riderR.id)).toEqual(refused('awaiting_payment'))

    const onTheRoad = await newOrder()
    await transition(t.db, managerX, 'assign_rider', onTheRoad.id, w.riderR.id)
    await transition(t.db, w.riderR, 'confirm_pickup', onTheRoad.id)
    expect(await refusal(managerX, onTheRoad.id, w.riderS.id)).toEqual(
      refused('transition_not_allowed', { action: 'assign_rider', status: 'picked_up' }),
    )
    await transition(
      t.db,
      w.riderR,
      'complete_delivery',
      onTheRoad.id,
      await uploadDeliveryPhoto(t.db, w.riderR, onTheRoad.id),
    )
    expect(await refusal(managerX, onTheRoad.id, w.riderS.id)).toEqual(
      refused('transition_not_allowed', { action: 'assign_rider', status: 'delivered' }),
    )
    const cancelled = await newOrder()
    await transition(t.db, w.customerA, 'cancel_order', cancelled.id, null)
    expect(await refusal(managerX, cancelled.id, w.riderR.id)).toEqual(
      refused('transition_not_allowed', { action: 'assign_rider', status: 'cancelled' }),
    )
  })

  it('only an active rider who is online', async () => {
    const order = await newOrder()
    expect(await refusal(managerX, order.id, w.riderIdle.id)).toMatchObject({
      code: codeOf('rider_not_available'),
      details: { rider_name: 'Ivan Idle', rider_status: 'offline' },
    })
    await t.db.query('update public.delivery_riders set is_active = false where id = $1', [w.riderS.id])
    expect(await refusal(managerX, order.id, w.riderS.id)).toMatchObject({
      code: codeOf('rider_not_available'),
      details: { rider_name: 'Sarah Rider', is_active: false },
    })
    expect((await orderRow(order.id)).status).toBe('pending')
  })

  it('the rider is notified as when the admin assigns: the order is theirs to see, and a push is posted', async () => {
    await t.db.query(
      `insert into private.function_settings (key, value)
       values ('push_dispatch', '{"url": "http://push.test/notifications/dispatch", "secret": "s"}')
       on conflict (key) do update set value = excluded.value`,
    )
    const posted = async () =>
      (
        await read<{ body: { record: { id: string; rider_id: string; status: string } } }>(
          t.db,
          `select convert_from(body, 'utf8')::jsonb as body from net.http_request_queue
            where url = 'http://push.test/notifications/dispatch' order by id`,
        )
      ).map((r) => r.body.record)
    const before = (await posted()).length
    const order = await newOrder()
    const riderSees = () =>
      as(t.db, w.riderR, async (tx) => (await tx.query('select id from public.orders where id = $1', [order.id])).rows)
    expect(await riderSees()).toEqual([])
    await transition(t.db, managerX, 'assign_rider', order.id, w.riderR.id)
    expect(await riderSees()).toEqual([{ id: order.id }])
    // Rider R has a push subscription in the test world.
    expect((await posted()).slice(before)).toEqual([{ id: order.id, rider_id: w.riderR.id, status: 'assigned' }])
  })
})

describe('nobody else at the outlet, nor elsewhere, assigns', () => {
  it('the manager of another outlet does not even see the order, and nothing changes', async () => {
    const order = await newOrder()
    expect(await refusal(managerY, order.id, w.riderR.id)).toEqual(refused('order_not_found'))
    expect((await orderRow(order.id)).rider_id).toBeNull()
  })

  it('a plain employee of the outlet, the customer, a rider and its own rider are refused', async () => {
    const order = await newOrder()
    expect(await refusal(butcherX, order.id, w.riderR.id)).toEqual(refused('not_allowed'))
    expect(await refusal(w.customerA, order.id, w.riderR.id)).toEqual(refused('not_allowed'))
    expect(await refusal(w.riderR, order.id, w.riderR.id)).toEqual(refused('order_not_found'))
    await transition(t.db, managerX, 'assign_rider', order.id, w.riderR.id)
    expect(await refusal(w.riderR, order.id, w.riderS.id)).toEqual(refused('not_allowed'))
    expect(await orderRow(order.id)).toMatchObject({ status: 'assigned', rider_id: w.riderR.id })
    expect(await historyAs(w.admin, order.id)).toHaveLength(1)
  })

  it('a deactivated manager, or one whose role no longer manages the outlet, is refused', async () => {
    const order = await newOrder()
    await t.db.query('update public.outlet_employees set is_active = false where user_id = $1', [managerX.id])
    expect(await refusal(managerX, order.id, w.riderR.id)).toEqual(refused('order_not_found'))
    await t.db.query('update public.outlet_employees set is_active = true where user_id = $1', [managerX.id])
    await t.db.query(`update public.employee_roles set manages_outlet = false where name = 'Manager'`)
    try {
      expect(await refusal(managerX, order.id, w.riderR.id)).toEqual(refused('not_allowed'))
    } finally {
      await t.db.query(`update public.employee_roles set manages_outlet = true where name = 'Manager'`)
    }
  })

  it('nobody writes the history but assign_rider', async () => {
    const order = await newOrder()
    for (const actor of [w.admin, managerX]) {
      const error = await pgError(
        as(t.db, actor, (tx) =>
          tx.query(
            `insert into public.order_assignments (order_id, rider_name, assigned_by_name, assigned_as)
             values ($1, 'Someone', 'Me', 'admin')`,
            [order.id],
          ),
        ),
      )
      expect(error.code).toBe('42501')
    }
  })
})

describe('the riders offered to the manager, nearest the outlet first, tell nothing of other outlets', () => {
  it('the manager of the order’s outlet gets the online riders; everyone else is refused (42501)', async () => {
    const order = await newOrder()
    const offered = (await offeredTo(managerX, order.id)).map((r) => r.full_name)
    // Ivan Idle is offline: not offered.
    expect(offered.sort()).toEqual(['Rashid Rider', 'Sarah Rider'])
    for (const actor of [managerY, butcherX, w.customerA, w.riderR]) {
      expect((await pgError(offeredTo(actor, order.id))).code, actor.label).toBe('42501')
    }
  })

  it("distances and deliveries come from the outlet's own orders, whatever the rider did elsewhere", async () => {
    const tom = await signUp(t.db, 'rider T', { full_name: 'Tom Tumusiime', is_rider: true })
    await t.db.query(
      `update public.delivery_riders set approval = 'approved', reviewed_by = $2, reviewed_at = now() where id = $1`,
      [tom.id, w.admin.id],
    )
    await t.db.query(`update public.delivery_riders set status = 'online' where id = $1`, [tom.id])
    const order = await newOrder()
    const tomAs = async (actor: Actor) =>
      (await offeredTo(actor, order.id)).find((r) => r.full_name === 'Tom Tumusiime')
    const deliver = async (manager: Actor, place: { latitude: number; longitude: number }, outlet: string) => {
      const placed = await placeOrder(t.db, w.customerB, {
        items: [{ product_id: w.products.beef, quantity: 1 }],
        ...place,
      })
      expect(placed.outlet_id).toBe(outlet)
      await transition(t.db, manager, 'assign_rider', placed.id, tom.id)
      await transition(t.db, tom, 'confirm_pickup', placed.id)
      await transition(t.db, tom, 'complete_delivery', placed.id, await uploadDeliveryPhoto(t.db, tom, placed.id))
    }
    const nothingKnown = { full_name: 'Tom Tumusiime', total_deliveries: 0, distance_km: null }
    expect(await tomAs(managerX)).toEqual(nothingKnown)

    // Tom delivers an order of outlet Y to Entebbe: the admin now knows where he was; the manager of X
    // learns nothing of it, not a distance, not a delivery, not a place in the list.
    await deliver(managerY, PLACES.entebbe, w.outlets.y)
    expect(await tomAs(w.admin)).toMatchObject({ total_deliveries: 1, distance_km: '32.2' })
    expect(await tomAs(managerX)).toEqual(nothingKnown)
    expect((await offeredTo(managerX, order.id)).at(-1)?.full_name).toBe('Tom Tumusiime')

    // A delivery for outlet X, to its own door: it counts for its manager, and Tom is now the nearest.
    await deliver(managerX, PLACES.nakasero, w.outlets.x)
    expect((await offeredTo(managerX, order.id))[0]).toEqual({
      full_name: 'Tom Tumusiime',
      total_deliveries: 1,
      distance_km: '0.0',
    })
    expect(await tomAs(w.admin)).toMatchObject({ total_deliveries: 2, distance_km: '0.0' })
  })
})
