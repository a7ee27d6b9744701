// The outlet portal's rules, as the staff of one shop meet them: they record restocks and counts of
// their own outlet's products only, see their own outlet's figures and bell, and a manager (a role
// with manages_outlet) runs their own outlet's staff and contact details — nobody else does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError, signUp } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { placeOrder, read } from './support/orders.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let w: World
/** A butcher at outlet X (not a manager), and the manager of outlet Y. */
let butcherX: Actor
let managerY: Actor
let shelf: { x: string; y: string }
let employee: { butcherX: string; managerY: string; staffX: string }

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
  butcherX = await signUp(t.db, 'butcher of outlet X', { full_name: 'Ben Butcher' })
  managerY = await signUp(t.db, 'manager of outlet Y', { full_name: 'Yvonne Manager' })
  await t.db.query(`update public.employee_roles set manages_outlet = (name = 'Manager')`)
  const hire = async (who: Actor, outlet: string, role: number) =>
    (
      await read<{ id: string }>(
        t.db,
        'insert into public.outlet_employees (user_id, outlet_id, role_id) values ($1, $2, $3) returning id',
        [who.id, outlet, role],
      )
    )[0]?.id as string
  employee = {
    butcherX: await hire(butcherX, w.outlets.x, w.roles.butcher),
    managerY: await hire(managerY, w.outlets.y, w.roles.manager),
    staffX: (
      await read<{ id: string }>(t.db, 'select id from public.outlet_employees where user_id = $1', [w.staffX.id])
    )[0]?.id as string,
  }
  const shelfOf = async (outlet: string) =>
    (await read<{ id: string }>(t.db, 'select id from public.outlet_products where outlet_id = $1', [outlet]))[0]
      ?.id as string
  shelf = { x: await shelfOf(w.outlets.x), y: await shelfOf(w.outlets.y) }
})
afterAll(() => t?.close())

const record = (
  actor: Actor,
  shelfId: string,
  kind: 'restock' | 'count',
  quantity: number,
  note: string | null = null,
) =>
  as(t.db, actor, async (tx) => {
    const { rows } = await tx.query<{ stock: number }>(
      'select stock from public.record_outlet_stock($1, $2::public.stock_movement_kind, $3, $4)',
      [shelfId, kind, quantity, note],
    )
    return rows[0]?.stock
  })

const stockOf = async (shelfId: string) =>
  (await read<{ stock: number }>(t.db, 'select stock from public.outlet_products where id = $1', [shelfId]))[0]?.stock

describe('staff record restocks and counts of their own outlet only', () => {
  it('a restock adds the units and keeps who, when and how many', async () => {
    const before = await stockOf(shelf.x)
    expect(await record(w.staffX, shelf.x, 'restock', 8, 'Morning delivery')).toBe((before as number) + 8)
    const [movement] = await read<Record<string, unknown>>(
      t.db,
      `select kind, quantity, stock_before, stock_after, recorded_by, recorded_by_name, note, created_at
         from public.outlet_stock_movements where outlet_product_id = $1 order by created_at desc limit 1`,
      [shelf.x],
    )
    expect(movement).toMatchObject({
      kind: 'restock',
      quantity: 8,
      stock_before: before,
      stock_after: (before as number) + 8,
      recorded_by: w.staffX.id,
      recorded_by_name: 'Sam Staff',
      note: 'Morning delivery',
    })
    expect(movement?.created_at).toBeInstanceOf(Date)
  })

  it('a count sets the stock to what is on the shelf', async () => {
    expect(await record(butcherX, shelf.x, 'count', 30)).toBe(30)
    expect(await stockOf(shelf.x)).toBe(30)
  })

  it('staff of another outlet, customers, riders and visitors are refused, and nothing changes', async () => {
    const before = await stockOf(shelf.x)
    for (const actor of [managerY, w.customerA, w.riderR, anonymous]) {
      const refusal = await pgError(record(actor, shelf.x, 'restock', 5)).catch((e) => ({
        code: `${actor.label}: ${e}`,
      }))
      expect(refusal).toMatchObject({ code: '42501' })
    }
    expect(await pgError(record(w.staffX, shelf.y, 'restock', 5))).toMatchObject({ code: '42501' })
    expect(await stockOf(shelf.x)).toBe(before)
  })

  it('a restock must add at least one unit, a count cannot be negative', async () => {
    const tooFew = await pgError(record(w.staffX, shelf.x, 'restock', 0))
    expect([tooFew.code, JSON.parse(tooFew.detail ?? '')]).toEqual(['KM601', { min: 1, max: 100000 }])
    expect(await pgError(record(w.staffX, shelf.x, 'count', -1))).toMatchObject({ code: 'KM601' })
    expect(await pgError(record(w.staffX, shelf.x, 'count', 1, 'x'.repeat(301)))).toMatchObject({ code: 'KM604' })
  })

  it('a part of a unit is refused, never rounded to a whole one', async () => {
    const before = await stockOf(shelf.x)
    expect(await pgError(record(w.staffX, shelf.x, 'restock', 1.5))).toMatchObject({ code: '22P02' })
    expect(await pgError(record(w.staffX, shelf.x, 'count', 2.5))).toMatchObject({ code: '22P02' })
    expect(await stockOf(shelf.x)).toBe(before)
  })

  it("staff still cannot change the admin's outlet price", async () => {
    const error = await pgError(
      as(t.db, w.staffX, (tx) =>
        tx.query('update public.outlet_products set outlet_price = 1 where id = $1', [shelf.x]),
      ),
    )
    expect(error.code).toBe('42501')
  })

  it("falling to the minimum rings the outlet's bell, for that outlet's staff only", async () => {
    await record(w.staffX, shelf.x, 'count', 3)
    const bell = (actor: Actor) =>
      as(t.db, actor, async (tx) => {
        const { rows } = await tx.query<{ message: string }>(
          `select message from public.outlet_notifications where type = 'warning' order by created_at desc`,
        )
        return rows.map((r) => r.message)
      })
    expect(await bell(w.staffX)).toEqual(['Low stock: Beef fillet has 3 left (minimum 5)'])
    expect(await bell(managerY)).toEqual([])
    expect(await bell(w.customerA)).toEqual([])
  })
})

describe("a new order rings its outlet's bell", () => {
  it('the staff of the fulfilling outlet see it, the other outlet does not', async () => {
    const order = await placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.beef, quantity: 1 }] })
    expect(order.outlet_id).toBe(w.outlets.x)
    const seen = (actor: Actor) =>
      as(t.db, actor, async (tx) => {
        const { rows } = await tx.query<{ message: string }>(
          'select message from public.outlet_notifications where order_id = $1',
          [order.id],
        )
        return rows.map((r) => r.message)
      })
    expect(await seen(w.staffX)).toEqual([`New order #${order.number} from Amina Nakato: UGX 30,000`])
    expect(await seen(managerY)).toEqual([])
    expect(await seen(w.riderR)).toEqual([])
  })
})

describe("the dashboard's panels count the reader's outlet only", () => {
  it('every status has a row; staff see their outlet, others see zeros', async () => {
    const counts = (actor: Actor) =>
      as(t.db, actor, async (tx) => {
        const { rows } = await tx.query<{ status: string; orders: number }>(
          'select status, orders from public.outlet_status_counts',
        )
        return Object.fromEntries(rows.map((r) => [r.status, r.orders]))
      })
    const x = await counts(w.staffX)
    expect(Object.keys(x)).toEqual(['pending', 'processing', 'assigned', 'picked_up', 'delivered', 'cancelled'])
    const [expected] = await read<{ pending: number; assigned: number }>(
      t.db,
      `select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'assigned')::int as assigned
         from public.orders where outlet_id = $1`,
      [w.outlets.x],
    )
    expect(x).toMatchObject({ pending: expected?.pending, assigned: expected?.assigned })
    expect(await counts(managerY)).toMatchObject({ assigned: 1, pending: 0 })
    expect(Object.values(await counts(w.customerA))).toEqual([0, 0, 0, 0, 0, 0])
  })

  it("the revenue trend has 30 Kampala days and today's revenue of the outlet", async () => {
    const trend = await as(t.db, managerY, async (tx) => {
      const { rows } = await tx.query<{ revenue: string }>('select revenue from public.outlet_daily_revenue')
      return rows.map((r) => Number(r.revenue))
    })
    expect(trend).toHaveLength(30)
    expect(trend.at(-1)).toBe(55000)
    expect(trend.slice(0, -1).every((r) => r === 0)).toBe(true)
  })
})

describe("a manager runs their own outlet's staff", () => {
  const setActive = (actor: Actor, employeeId: string, active: boolean) =>
    as(t.db, actor, (tx) => tx.query('select * from public.set_outlet_employee_active($1, $2)', [employeeId, active]))

  it('the manager deactivates and reactivates a colleague of their outlet', async () => {
    await setActive(w.staffX, employee.butcherX, false)
    expect(
      (
        await read<{ is_active: boolean }>(t.db, 'select is_active from public.outlet_employees where id = $1', [
          employee.butcherX,
        ])
      )[0],
    ).toEqual({ is_active: false })
    await setActive(w.staffX, employee.butcherX, true)
  })

  it('not their own account', async () => {
    expect(await pgError(setActive(w.staffX, employee.staffX, false))).toMatchObject({ code: 'KM602' })
  })

  it('not another outlet’s staff; and staff who are not managers, customers and riders not at all', async () => {
    expect(await pgError(setActive(w.staffX, employee.managerY, false))).toMatchObject({ code: '42501' })
    expect(await pgError(setActive(managerY, employee.butcherX, false))).toMatchObject({ code: '42501' })
    for (const actor of [butcherX, w.customerA, w.riderR]) {
      expect(await pgError(setActive(actor, employee.staffX, false))).toMatchObject({ code: '42501' })
    }
    const active = await read<{ is_active: boolean }>(
      t.db,
      'select is_active from public.outlet_employees where id = any($1::uuid[])',
      [[employee.staffX, employee.managerY, employee.butcherX]],
    )
    expect(active.every((r) => r.is_active)).toBe(true)
  })

  it('an admin may change anyone', async () => {
    await setActive(w.admin, employee.managerY, false)
    await setActive(w.admin, employee.managerY, true)
  })
})

describe("a manager edits their outlet's phone and opening hours", () => {
  const edit = (actor: Actor, outlet: string, phone: string, hours: string) =>
    as(t.db, actor, (tx) => tx.query('select * from public.update_outlet_contact($1, $2, $3)', [outlet, phone, hours]))

  it('their own outlet, trimmed', async () => {
    await edit(w.staffX, w.outlets.x, ' +256 414 123456 ', 'Mon-Sun: 7:00 AM - 9:00 PM ')
    expect(
      (await read(t.db, 'select phone, opening_hours from public.outlets where id = $1', [w.outlets.x]))[0],
    ).toEqual({ phone: '+256 414 123456', opening_hours: 'Mon-Sun: 7:00 AM - 9:00 PM' })
  })

  it('a blank or non-numeric phone and blank hours are refused by code', async () => {
    const blankPhone = await pgError(edit(w.staffX, w.outlets.x, '  ', 'Mon'))
    expect([blankPhone.code, JSON.parse(blankPhone.detail ?? '')]).toEqual(['KM603', { field: 'phone', max: 32 }])
    expect(await pgError(edit(w.staffX, w.outlets.x, 'call us', 'Mon'))).toMatchObject({ code: 'KM603' })
    const blankHours = await pgError(edit(w.staffX, w.outlets.x, '+256414000000', ' '))
    expect([blankHours.code, JSON.parse(blankHours.detail ?? '')]).toEqual([
      'KM603',
      { field: 'opening_hours', max: 200 },
    ])
  })

  it('not another outlet; not staff who are not managers, customers or riders', async () => {
    expect(await pgError(edit(w.staffX, w.outlets.y, '+256414000001', 'Mon'))).toMatchObject({ code: '42501' })
    for (const actor of [butcherX, w.customerA, w.riderR]) {
      expect(await pgError(edit(actor, w.outlets.x, '+256414000001', 'Mon'))).toMatchObject({ code: '42501' })
    }
    expect(
      (await read<{ phone: string }>(t.db, 'select phone from public.outlets where id = $1', [w.outlets.y]))[0]?.phone,
    ).toBe('+256414000000')
  })
})

describe('which outlet the portal opens', () => {
  it("staff read their own employment with its outlet and role; they see their colleagues, not another outlet's", async () => {
    const mine = await as(t.db, butcherX, async (tx) => {
      const { rows } = await tx.query<{ user_id: string; outlet_id: string }>(
        'select user_id, outlet_id from public.outlet_employees',
      )
      return rows
    })
    expect(new Set(mine.map((r) => r.outlet_id))).toEqual(new Set([w.outlets.x]))
    expect(mine.map((r) => r.user_id)).toContain(w.staffX.id)
    const isManager = (actor: Actor) =>
      as(
        t.db,
        actor,
        async (tx) => (await tx.query<{ m: boolean }>('select public.staff_is_manager() as m')).rows[0]?.m,
      )
    expect(await isManager(w.staffX)).toBe(true)
    expect(await isManager(butcherX)).toBe(false)
    expect(await isManager(w.customerA)).toBe(false)
  })

  it("staff see their colleagues' names on the Staff page, not another outlet's staff", async () => {
    const names = (actor: Actor) =>
      as(t.db, actor, async (tx) => {
        const { rows } = await tx.query<{ full_name: string }>(
          'select full_name from public.users where id = any($1::uuid[]) order by full_name',
          [[w.staffX.id, butcherX.id, managerY.id]],
        )
        return rows.map((r) => r.full_name)
      })
    expect(await names(butcherX)).toEqual(['Ben Butcher', 'Sam Staff'])
    expect(await names(managerY)).toEqual(['Yvonne Manager'])
    expect(await names(w.customerA)).toEqual([])
  })
})
