// How far riders and outlet staff reach, role by role, as PostgREST would set each caller: a rider an admin
// deactivated reaches nothing of the work any more; a delivery photo counts only when the order's rider
// uploaded it into the order's folder; staff change stock only through the recorded path; riders and
// staff see a customer's contact only while the delivery is current. Each case rolls back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, as, signUp } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import type { Tx } from './support/platform.ts'
import { failureCode } from './support/refusals.ts'
import { buildWorld, PLACES, type World } from './support/world.ts'

let t: TestDatabase
let w: World
/** A butcher (not a manager) at outlet X. */
let butcherX: Actor

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
  butcherX = await signUp(t.db, 'butcher of outlet X', { full_name: 'Bosco Butcher' })
  await t.db.query('insert into public.outlet_employees (user_id, outlet_id, role_id) values ($1, $2, $3)', [
    butcherX.id,
    w.outlets.x,
    w.roles.butcher,
  ])
})
afterAll(() => t?.close())

/** Runs `fn` as `actor` after `setUp` (as the owner) in one transaction that is rolled back. */
const inTx = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>, setUp?: string) =>
  as(t.db, actor, fn, { rollback: true, before: setUp ? (tx) => tx.exec(setUp) : undefined })

const count = async (tx: Tx, sql: string, params: unknown[] = []) =>
  Number((await tx.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params)).rows[0]?.n)

const call = (tx: Tx, sql: string, params: unknown[] = []) => tx.query(sql, params)

/** The code `sql` fails with (or null), leaving the transaction usable for reading what it left. */
async function attempt(tx: Tx, sql: string, params: unknown[] = []) {
  await tx.query('savepoint attempt')
  const code = await failureCode(tx.query(sql, params))
  await tx.query(code ? 'rollback to savepoint attempt' : 'release savepoint attempt')
  return code
}

describe('a rider an admin deactivated', () => {
  const deactivate = () => `update public.delivery_riders set is_active = false where id = '${w.riderR.id}'`
  const pickedUp = () =>
    `update public.orders set status = 'picked_up', picked_up_at = now() where id = '${w.orders.a}'`

  /** What rider R reaches of order A and its customer, with the set-up given. */
  const reach = (setUp: string) =>
    inTx(
      w.riderR,
      async (tx) => ({
        orders: await count(tx, 'select 1 from public.orders'),
        lines: await count(tx, 'select 1 from public.order_items'),
        customers: await count(tx, 'select 1 from public.users'),
        earnings: await count(tx, 'select 1 from public.rider_earnings'),
        searched: await count(tx, `select 1 from public.search_orders(array['Beef', $1])`, [w.customerA.label]),
        ownRow: await count(tx, 'select 1 from public.delivery_riders where id = $1 and not is_active', [w.riderR.id]),
      }),
      setUp,
    )

  it('reads none of their orders, lines, customers or earnings, only their own (inactive) rider row', async () => {
    expect(await reach(deactivate())).toEqual({
      orders: 0,
      lines: 0,
      customers: 0,
      earnings: 0,
      searched: 0,
      ownRow: 1,
    })
    // The same rider, active, reaches them all (the rule above is about being deactivated).
    expect(await reach('select 1')).toMatchObject({ orders: 1, lines: 1, customers: 1, earnings: 1 })
  })

  it('cannot go online or edit their profile', async () => {
    const changed = await inTx(
      w.riderR,
      async (tx) =>
        (
          await tx.query(`update public.delivery_riders set status = 'online', phone = '+256700999999' where id = $1`, [
            w.riderR.id,
          ])
        ).rowCount,
      `${deactivate()}; update public.delivery_riders set status = 'offline' where id = '${w.riderR.id}'`,
    )
    expect(changed).toBe(0)
  })

  it('is refused pickup, position sharing, completion and cancellation as a stranger (KM101)', async () => {
    const { latitude, longitude } = PLACES.kololo
    const attempts = {
      confirm_pickup: ['select public.confirm_pickup($1)', [w.orders.a], deactivate()],
      share_delivery_position: [
        'select public.share_delivery_position($1, $2, $3)',
        [w.orders.a, latitude, longitude],
        `${deactivate()}; ${pickedUp()}`,
      ],
      complete_delivery: [
        'select public.complete_delivery($1, $2)',
        [w.orders.a, `delivery-photos/${w.orders.a}/1.jpg`],
        `${deactivate()}; ${pickedUp()}`,
      ],
      cancel_delivery: ['select public.cancel_delivery($1, $2)', [w.orders.a, 'Flat tyre'], deactivate()],
    } as const
    const codes: Record<string, string | null> = {}
    for (const [name, [sql, params, setUp]] of Object.entries(attempts)) {
      codes[name] = await inTx(w.riderR, (tx) => failureCode(call(tx, sql, [...params])), setUp)
    }
    expect(codes).toEqual({
      confirm_pickup: 'KM101',
      share_delivery_position: 'KM101',
      complete_delivery: 'KM101',
      cancel_delivery: 'KM101',
    })
    // Active, the same rider's pickup goes through.
    expect(await inTx(w.riderR, (tx) => failureCode(call(tx, 'select public.confirm_pickup($1)', [w.orders.a])))).toBe(
      null,
    )
  })

  it('is not handed an order at the counter (KM105): the admin assigns another rider', async () => {
    const hand = (setUp?: string) =>
      inTx(w.staffX, (tx) => attempt(tx, 'select public.hand_to_rider($1)', [w.orders.a]), setUp)
    expect(await hand(deactivate())).toBe('KM105')
    expect(await hand()).toBe(null)
  })

  it('cannot upload a delivery photo', async () => {
    const upload = (tx: Tx) =>
      failureCode(
        tx.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id) values ('delivery-photos', $1, $2::uuid, $2::text)`,
          [`${w.orders.a}/photo.jpg`, w.riderR.id],
        ),
      )
    expect(await inTx(w.riderR, upload, deactivate())).toBe('42501')
    expect(await inTx(w.riderR, upload)).toBe(null)
  })
})

describe('completing a delivery needs the photo its rider uploaded for it', () => {
  const pickedUp = () =>
    `update public.orders set status = 'picked_up', picked_up_at = now() where id = '${w.orders.a}'`
  /** A storage object in delivery-photos written as the owner (what no API call by that rider made). */
  const stored = (name: string, owner: string) =>
    `insert into storage.objects (bucket_id, name, owner, owner_id)
     values ('delivery-photos', '${name}', '${owner}', '${owner}')`

  /** Rider R completes order A with `photo`: the refusal's code (or null) and what the order became. */
  const complete = (photo: string, setUp: string) =>
    inTx(
      w.riderR,
      async (tx) => {
        const code = await attempt(tx, 'select public.complete_delivery($1, $2)', [w.orders.a, photo])
        const { rows } = await tx.query<{ status: string; payment_status: string }>(
          'select status, payment_status from public.orders where id = $1',
          [w.orders.a],
        )
        const earned = await count(
          tx,
          `select 1 from public.rider_earnings where order_id = $1 and type = 'delivery'`,
          [w.orders.a],
        )
        return { code, ...rows[0], earned }
      },
      setUp,
    )
  const refusedAsIs = { code: 'KM106', status: 'picked_up', payment_status: 'pending', earned: 0 }

  it('a path nothing was uploaded to is refused, and the cash order stays unpaid', async () => {
    expect(await complete(`delivery-photos/${w.orders.a}/never-uploaded.jpg`, pickedUp())).toEqual(refusedAsIs)
  })

  it("a photo in another order's folder is refused", async () => {
    const name = `${w.orders.b}/door.jpg`
    expect(await complete(`delivery-photos/${name}`, `${pickedUp()}; ${stored(name, w.riderR.id ?? '')}`)).toEqual(
      refusedAsIs,
    )
  })

  it('a photo someone else uploaded into the order’s folder is refused', async () => {
    const name = `${w.orders.a}/door.jpg`
    expect(await complete(`delivery-photos/${name}`, `${pickedUp()}; ${stored(name, w.customerA.id ?? '')}`)).toEqual(
      refusedAsIs,
    )
  })

  it('a path outside the bucket is refused', async () => {
    const name = `${w.orders.a}/door.jpg`
    expect(await complete(`product-images/${name}`, `${pickedUp()}; ${stored(name, w.riderR.id ?? '')}`)).toEqual(
      refusedAsIs,
    )
  })

  it('the photo the rider uploaded for this order completes it: delivered, paid, earned', async () => {
    const name = `${w.orders.a}/door.jpg`
    const outcome = await inTx(
      w.riderR,
      async (tx) => {
        await tx.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id) values ('delivery-photos', $1, $2::uuid, $2::text)`,
          [name, w.riderR.id],
        )
        const { rows } = await tx.query<{ status: string; payment_status: string }>(
          'select status, payment_status from public.complete_delivery($1, $2)',
          [w.orders.a, `delivery-photos/${name}`],
        )
        return rows[0]
      },
      pickedUp(),
    )
    expect(outcome).toEqual({ status: 'delivered', payment_status: 'paid' })
  })
})

describe('outlet stock changes only on the record', () => {
  const shelfX = () =>
    t.db
      .query<{ id: string; stock: number }>('select id, stock from public.outlet_products where outlet_id = $1', [
        w.outlets.x,
      ])
      .then((r) => r.rows[0] as { id: string; stock: number })
  const movementsOf = async (shelfId: string) =>
    (
      await t.db.query<{
        kind: string
        quantity: number
        stock_before: number
        stock_after: number
        recorded_by: string
      }>(
        `select kind, quantity, stock_before, stock_after, recorded_by from public.outlet_stock_movements
          where outlet_product_id = $1 order by created_at, stock_after`,
        [shelfId],
      )
    ).rows

  it('a butcher or a manager setting the stock column directly is refused (42501), and nothing changes', async () => {
    const shelf = await shelfX()
    for (const who of [butcherX, w.staffX]) {
      const code = await inTx(who, (tx) =>
        failureCode(tx.query('update public.outlet_products set stock = 200 where id = $1', [shelf.id])),
      )
      expect(code).toBe('42501')
    }
    expect((await shelfX()).stock).toBe(shelf.stock)
    expect(await movementsOf(shelf.id)).toHaveLength(1) // the opening count only
  })

  it('staff still set the shelf’s bands and availability directly', async () => {
    const changed = await inTx(butcherX, async (tx) => {
      const { rowCount } = await tx.query(
        'update public.outlet_products set min_stock = 6, is_available = false where outlet_id = $1',
        [w.outlets.x],
      )
      return rowCount
    })
    expect(changed).toBe(1)
  })

  it('a butcher’s count through record_outlet_stock sets the stock and writes the movement', async () => {
    const shelf = await shelfX()
    const recorded = await inTx(butcherX, async (tx) => {
      const { rows } = await tx.query<{ stock: number }>(
        `select stock from public.record_outlet_stock($1, 'count', 20)`,
        [shelf.id],
      )
      const { rows: movements } = await tx.query(
        `select kind, quantity, stock_before, stock_after, recorded_by from public.outlet_stock_movements
          where outlet_product_id = $1 and created_at = now()`,
        [shelf.id],
      )
      return { stock: rows[0]?.stock, movements }
    })
    expect(recorded).toEqual({
      stock: 20,
      movements: [
        { kind: 'count', quantity: 20, stock_before: shelf.stock, stock_after: 20, recorded_by: butcherX.id },
      ],
    })
  })

  it('an admin’s direct edit of the stock is recorded as their count (once, with record_outlet_stock’s own)', async () => {
    const shelf = await shelfX()
    await as(t.db, w.admin, (tx) => tx.query('update public.outlet_products set stock = 30 where id = $1', [shelf.id]))
    await as(t.db, w.admin, (tx) => tx.query(`select public.record_outlet_stock($1, 'restock', 5)`, [shelf.id]))
    expect((await movementsOf(shelf.id)).slice(1)).toEqual([
      { kind: 'count', quantity: 30, stock_before: shelf.stock, stock_after: 30, recorded_by: w.admin.id },
      { kind: 'restock', quantity: 5, stock_before: 30, stock_after: 35, recorded_by: w.admin.id },
    ])
  })
})

describe('riders and staff see a customer’s contact only while the delivery is current', () => {
  /** Order A delivered (or cancelled) `hours` ago, as the transitions leave it. */
  const closed = (status: 'delivered' | 'cancelled', hours: number) =>
    `update public.orders set status = '${status}', ${status}_at = now() - interval '${hours} hours'
      where id = '${w.orders.a}'`

  /** What `actor` reaches of order A: the order, its lines, its customer's profile, found by search, earnings. */
  const reachOfA = (actor: Actor, setUp: string) =>
    inTx(
      actor,
      async (tx) => ({
        order: await count(tx, 'select 1 from public.orders where id = $1', [w.orders.a]),
        lines: await count(tx, 'select 1 from public.order_items where order_id = $1', [w.orders.a]),
        customer: await count(tx, 'select 1 from public.users where id = $1', [w.customerA.id]),
        searched: await count(tx, 'select 1 from public.search_orders(array[$1]) where id = $2', [
          w.customerA.label,
          w.orders.a,
        ]),
        earnings: await count(tx, 'select 1 from public.rider_earnings where order_id = $1', [w.orders.a]),
      }),
      setUp,
    )

  it('the rider: while assigned and up to 24 hours after delivery or cancellation, then nothing but the earning', async () => {
    const everything = { order: 1, lines: 1, customer: 1, searched: 1, earnings: 1 }
    expect(await reachOfA(w.riderR, 'select 1')).toEqual(everything)
    expect(await reachOfA(w.riderR, closed('delivered', 2))).toEqual(everything)
    expect(await reachOfA(w.riderR, closed('cancelled', 23))).toEqual(everything)
    const onlyTheEarning = { order: 0, lines: 0, customer: 0, searched: 0, earnings: 1 }
    expect(await reachOfA(w.riderR, closed('delivered', 25))).toEqual(onlyTheEarning)
    expect(await reachOfA(w.riderR, closed('cancelled', 24 * 30))).toEqual(onlyTheEarning)
  })

  it('outlet staff: the order always, the customer’s profile only while it is current', async () => {
    expect(await reachOfA(w.staffX, 'select 1')).toMatchObject({ order: 1, lines: 1, customer: 1, searched: 1 })
    expect(await reachOfA(w.staffX, closed('delivered', 2))).toMatchObject({ order: 1, customer: 1 })
    expect(await reachOfA(w.staffX, closed('delivered', 25))).toMatchObject({
      order: 1,
      lines: 1,
      customer: 0,
      searched: 1,
    })
    expect(await reachOfA(butcherX, closed('cancelled', 48))).toMatchObject({ order: 1, customer: 0 })
  })

  it('the customer and admins keep everything', async () => {
    for (const who of [w.customerA, w.admin]) {
      expect(await reachOfA(who, closed('delivered', 24 * 30))).toMatchObject({ order: 1, lines: 1, customer: 1 })
    }
  })
})
