// Who may do what, table by table: the permission matrix of the shop, run through the same role and JWT
// claims PostgREST sets for an API request, so Postgres's RLS and privileges decide. Each cell is
// asserted both ways: the rows an actor may touch are exactly the ones listed, and every other row of
// the fixture is refused (an error, or nothing seen / changed). Nothing is kept: each cell rolls back.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import type { Tx } from './support/platform.ts'
import { buildWorld, type World } from './support/world.ts'

const WHO = ['anon', 'customer A', 'customer B', 'admin', 'staff X', 'rider R'] as const
type Who = (typeof WHO)[number]
/** Per actor, the fixture rows (by key) an operation reaches; an actor left out reaches none. */
type Reach = Partial<Record<Who, string[]>>

interface TableRules {
  /** The table's fixture rows: key → the SQL condition that picks that row. */
  rows: (w: World) => Record<string, string>
  select: Reach
  /** A row the actor would add for themselves, and who succeeds. */
  insert: { row: (w: World, me: Actor) => Record<string, unknown>; by: Who[]; before?: string }
  /** A harmless change, and the rows each actor may make it to. */
  update: { set: string; by: Reach }
  delete: Reach
}

const all = (...keys: string[]) => keys
const id = (value: string | null) => `'${value}'`

const MATRIX: Record<string, TableRules> = {
  users: {
    rows: (w) => ({
      A: `id = ${id(w.customerA.id)}`,
      B: `id = ${id(w.customerB.id)}`,
      admin: `id = ${id(w.admin.id)}`,
      'staff X': `id = ${id(w.staffX.id)}`,
    }),
    // Staff see the customers of their outlet's orders, riders those of orders assigned to them.
    select: {
      'customer A': ['A'],
      'customer B': ['B'],
      admin: all('A', 'B', 'admin', 'staff X'),
      'staff X': ['A', 'staff X'],
      'rider R': ['A'],
    },
    insert: { row: (_w, me) => ({ id: me.id, full_name: 'Someone' }), by: [] },
    update: {
      set: `full_name = full_name || ' Jr', phone = '+256700000001'`,
      by: {
        'customer A': ['A'],
        'customer B': ['B'],
        admin: all('A', 'B', 'admin', 'staff X'),
        'staff X': ['staff X'],
      },
    },
    delete: {},
  },
  delivery_riders: {
    rows: (w) => ({ R: `id = ${id(w.riderR.id)}`, S: `id = ${id(w.riderS.id)}`, idle: `id = ${id(w.riderIdle.id)}` }),
    select: { admin: all('R', 'S', 'idle'), 'staff X': ['R'], 'rider R': ['R'] },
    insert: { row: (_w, me) => ({ id: me.id, full_name: 'Someone' }), by: [] },
    update: {
      set: `phone = '+256700000002', status = 'offline'`,
      by: { admin: all('R', 'S', 'idle'), 'rider R': ['R'] },
    },
    // Riders on the road (orders assigned) cannot be deleted: the order would lose its rider.
    delete: { admin: ['idle'] },
  },
  outlets: {
    rows: (w) => ({
      X: `id = ${id(w.outlets.x)}`,
      Y: `id = ${id(w.outlets.y)}`,
      closed: `id = ${id(w.outlets.closed)}`,
    }),
    select: {
      anon: all('X', 'Y'),
      'customer A': all('X', 'Y'),
      'customer B': all('X', 'Y'),
      admin: all('X', 'Y', 'closed'),
      'staff X': all('X', 'Y'),
      'rider R': all('X', 'Y'),
    },
    insert: {
      row: () => ({ name: 'Outlet Z', phone: '+256414111111', opening_hours: 'Mon-Sat', manager_name: 'Zed' }),
      by: ['admin'],
    },
    update: { set: `phone = '+256414999999'`, by: { admin: all('X', 'Y', 'closed') } },
    // Outlets with orders keep them: they are deactivated, never deleted (foreign key); one without orders can be.
    delete: { admin: ['closed'] },
  },
  employee_roles: {
    rows: () => ({ manager: `name = 'Manager'`, butcher: `name = 'Butcher'` }),
    select: {
      'customer A': all('manager', 'butcher'),
      'customer B': all('manager', 'butcher'),
      admin: all('manager', 'butcher'),
      'staff X': all('manager', 'butcher'),
      'rider R': all('manager', 'butcher'),
    },
    insert: { row: () => ({ name: 'Cashier' }), by: ['admin'] },
    update: { set: `name = name || ' (senior)'`, by: { admin: all('manager', 'butcher') } },
    // A role someone holds cannot be deleted (foreign key); an unused one can.
    delete: { admin: ['butcher'] },
  },
  outlet_employees: {
    rows: (w) => ({ 'staff X': `user_id = ${id(w.staffX.id)}` }),
    select: { admin: ['staff X'], 'staff X': ['staff X'] },
    insert: {
      row: (w) => ({ user_id: w.customerB.id, outlet_id: w.outlets.y, role_id: w.roles.butcher }),
      by: ['admin'],
    },
    update: { set: 'is_active = false', by: { admin: ['staff X'] } },
    delete: { admin: ['staff X'] },
  },
  settings: {
    rows: () => ({ shop: 'id' }),
    select: {
      anon: ['shop'],
      'customer A': ['shop'],
      'customer B': ['shop'],
      admin: ['shop'],
      'staff X': ['shop'],
      'rider R': ['shop'],
    },
    insert: { row: () => ({ id: false }), by: [] },
    update: { set: 'delivery_fee = 6000', by: { admin: ['shop'] } },
    delete: {},
  },
  settings_changes: {
    rows: () => ({ history: 'true' }),
    select: { admin: ['history'] },
    insert: { row: () => ({ setting: 'delivery_fee', old_value: 5000, new_value: 1 }), by: [] },
    update: { set: 'new_value = 0', by: {} },
    delete: {},
  },
  admin_notifications: {
    rows: (w) => ({ 'new order A': `order_id = ${id(w.orders.a)}`, 'new order B': `order_id = ${id(w.orders.b)}` }),
    select: { admin: all('new order A', 'new order B') },
    insert: { row: () => ({ message: 'Hello' }), by: [] },
    update: { set: 'read = true', by: { admin: all('new order A', 'new order B') } },
    delete: { admin: all('new order A', 'new order B') },
  },
  outlet_stock_movements: {
    rows: (w) => ({ 'count X': `outlet_id = ${id(w.outlets.x)}`, 'count Y': `outlet_id = ${id(w.outlets.y)}` }),
    select: { admin: all('count X', 'count Y'), 'staff X': ['count X'] },
    // Written only by record_outlet_stock (tests/outlet-portal.test.ts), never directly.
    insert: {
      row: (w) => ({
        outlet_id: w.outlets.x,
        outlet_product_id: w.outlets.x,
        kind: 'count',
        quantity: 1,
        stock_before: 1,
        stock_after: 1,
        recorded_by_name: 'Me',
      }),
      by: [],
    },
    update: { set: 'quantity = 0, stock_after = 0', by: {} },
    delete: {},
  },
  outlet_notifications: {
    rows: (w) => ({ 'new order A': `order_id = ${id(w.orders.a)}`, 'new order B': `order_id = ${id(w.orders.b)}` }),
    select: { admin: all('new order A', 'new order B'), 'staff X': ['new order A'] },
    insert: { row: (w) => ({ outlet_id: w.outlets.x, message: 'Hello' }), by: [] },
    update: { set: 'read = true', by: { 'staff X': ['new order A'] } },
    delete: {},
  },
  product_categories: {
    rows: () => ({ 'fresh beef': `slug = 'fresh-beef'` }),
    select: {
      anon: ['fresh beef'],
      'customer A': ['fresh beef'],
      'customer B': ['fresh beef'],
      admin: ['fresh beef'],
      'staff X': ['fresh beef'],
      'rider R': ['fresh beef'],
    },
    insert: { row: () => ({ name: 'Poultry', slug: 'poultry' }), by: ['admin'] },
    update: { set: `description = 'Grass-fed'`, by: { admin: ['fresh beef'] } },
    delete: { admin: ['fresh beef'] },
  },
  products: {
    rows: (w) => ({
      beef: `id = ${id(w.products.beef)}`,
      sausages: `id = ${id(w.products.sausages)}`,
      'sold out': `id = ${id(w.products.soldOut)}`,
    }),
    select: Object.fromEntries(WHO.map((who) => [who, all('beef', 'sausages', 'sold out')])),
    insert: { row: (w) => ({ name: 'Chicken wings', price: 12000, stock: 5, category_id: w.category }), by: ['admin'] },
    update: { set: 'stock = stock + 1', by: { admin: all('beef', 'sausages', 'sold out') } },
    // Beef has been ordered: it is withdrawn from sale (remove_product), never deleted.
    delete: { admin: all('sausages', 'sold out') },
  },
  outlet_products: {
    rows: (w) => ({
      'X beef': `outlet_id = ${id(w.outlets.x)}`,
      'Y beef': `outlet_id = ${id(w.outlets.y)}`,
    }),
    select: { admin: all('X beef', 'Y beef'), 'staff X': ['X beef'] },
    insert: {
      row: (w) => ({ outlet_id: w.outlets.x, product_id: w.products.sausages, outlet_price: 15000 }),
      by: ['admin'],
    },
    update: {
      // Stock itself changes only through record_outlet_stock (riders-and-staff-reach.test.ts).
      set: 'min_stock = min_stock + 1, is_available = false',
      by: { admin: all('X beef', 'Y beef'), 'staff X': ['X beef'] },
    },
    delete: { admin: all('X beef', 'Y beef') },
  },
  product_reviews: {
    rows: (w) => ({ 'review A': `user_id = ${id(w.customerA.id)}`, 'review B': `user_id = ${id(w.customerB.id)}` }),
    select: Object.fromEntries(WHO.map((who) => [who, all('review A', 'review B')])),
    // Anyone with a customer profile reviews as themselves; riders have none.
    insert: {
      row: (w, me) => ({ product_id: w.products.sausages, user_id: me.id, rating: 4, comment: 'Juicy' }),
      by: ['customer A', 'customer B', 'admin', 'staff X'],
    },
    update: {
      set: `comment = 'Even better the second time'`,
      by: { 'customer A': ['review A'], 'customer B': ['review B'] },
    },
    delete: { 'customer A': ['review A'], 'customer B': ['review B'], admin: all('review A', 'review B') },
  },
  product_ratings: {
    rows: (w) => ({ 'rating A': `user_id = ${id(w.customerA.id)}`, 'rating B': `user_id = ${id(w.customerB.id)}` }),
    select: { 'customer A': ['rating A'], 'customer B': ['rating B'], admin: all('rating A', 'rating B') },
    insert: {
      row: (w, me) => ({ product_id: w.products.sausages, user_id: me.id, rating: 3 }),
      by: ['customer A', 'customer B', 'admin', 'staff X'],
    },
    update: { set: 'rating = 1', by: { 'customer A': ['rating A'], 'customer B': ['rating B'] } },
    delete: { 'customer A': ['rating A'], 'customer B': ['rating B'] },
  },
  coupons: {
    rows: () => ({ WELCOME10: `code = 'WELCOME10'` }),
    select: { admin: ['WELCOME10'] },
    insert: { row: () => ({ code: 'easter25', percent_off: 25 }), by: ['admin'] },
    update: { set: 'is_active = false', by: { admin: ['WELCOME10'] } },
    delete: { admin: ['WELCOME10'] },
  },
  orders: {
    rows: (w) => ({ 'order A': `id = ${id(w.orders.a)}`, 'order B': `id = ${id(w.orders.b)}` }),
    select: {
      'customer A': ['order A'],
      'customer B': ['order B'],
      admin: all('order A', 'order B'),
      'staff X': ['order A'],
      'rider R': ['order A'],
    },
    // Orders come only from place_order.
    insert: {
      row: (w, me) => ({
        user_id: me.id,
        outlet_id: w.outlets.x,
        subtotal: 1000,
        total_amount: 1000,
        delivery_latitude: 0.33,
        delivery_longitude: 32.58,
      }),
      by: [],
    },
    update: { set: `delivery_instructions = 'Call at the gate'`, by: { admin: all('order A', 'order B') } },
    delete: {},
  },
  order_items: {
    rows: (w) => ({ 'lines of A': `order_id = ${id(w.orders.a)}`, 'lines of B': `order_id = ${id(w.orders.b)}` }),
    select: {
      'customer A': ['lines of A'],
      'customer B': ['lines of B'],
      admin: all('lines of A', 'lines of B'),
      'staff X': ['lines of A'],
      'rider R': ['lines of A'],
    },
    insert: {
      row: (w) => ({
        order_id: w.orders.a,
        product_id: w.products.sausages,
        product_name: 'Free',
        quantity: 1,
        price: 0,
      }),
      by: [],
    },
    update: { set: 'quantity = 10', by: {} },
    delete: {},
  },
  order_assignments: {
    rows: (w) => ({ 'riders of A': `order_id = ${id(w.orders.a)}`, 'riders of B': `order_id = ${id(w.orders.b)}` }),
    select: { admin: all('riders of A', 'riders of B'), 'staff X': ['riders of A'] },
    // Written only by assign_rider (tests/outlet-assigns.test.ts), never directly.
    insert: {
      row: (w) => ({ order_id: w.orders.a, rider_name: 'Someone', assigned_by_name: 'Me', assigned_as: 'admin' }),
      by: [],
    },
    update: { set: `assigned_by_name = 'Someone else'`, by: {} },
    delete: {},
  },
  payments: {
    rows: (w) => ({ 'payment A': `order_id = ${id(w.orders.a)}`, 'payment B': `order_id = ${id(w.orders.b)}` }),
    select: { 'customer A': ['payment A'], 'customer B': ['payment B'], admin: all('payment A', 'payment B') },
    insert: { row: (w) => ({ order_id: w.orders.a, merchant_reference: 'forged', amount: 1 }), by: [] },
    update: { set: `status = 'paid'`, by: {} },
    delete: {},
  },
  rider_earnings: {
    rows: (w) => ({ 'tip R': `rider_id = ${id(w.riderR.id)}`, 'tip S': `rider_id = ${id(w.riderS.id)}` }),
    select: { admin: all('tip R', 'tip S'), 'rider R': ['tip R'] },
    insert: { row: (w) => ({ rider_id: w.riderR.id, type: 'bonus', amount: 5000 }), by: ['admin'] },
    update: { set: 'amount = amount * 2', by: {} },
    delete: { admin: all('tip R', 'tip S') },
  },
  carts: {
    rows: (w) => ({ 'cart A': `user_id = ${id(w.customerA.id)}`, 'cart B': `user_id = ${id(w.customerB.id)}` }),
    select: { 'customer A': ['cart A'], 'customer B': ['cart B'] },
    insert: {
      row: (_w, me) => ({ user_id: me.id, items: '[]' }),
      by: ['customer A', 'customer B', 'admin', 'staff X'],
      before: 'delete from public.carts',
    },
    update: { set: `coupon_code = 'MEAT15'`, by: { 'customer A': ['cart A'], 'customer B': ['cart B'] } },
    delete: { 'customer A': ['cart A'], 'customer B': ['cart B'] },
  },
  // Where the rider of an order on the road is: its customer, its outlet's staff and admins read it; no
  // one writes it but share_delivery_position (delivery-tracking.test.ts), not even the rider.
  delivery_positions: {
    rows: (w) => ({ 'order A': `order_id = ${id(w.orders.a)}`, 'order B': `order_id = ${id(w.orders.b)}` }),
    select: {
      'customer A': ['order A'],
      'customer B': ['order B'],
      admin: all('order A', 'order B'),
      'staff X': ['order A'],
    },
    insert: {
      row: (w) => ({
        order_id: w.orders.a,
        rider_id: w.riderR.id,
        vehicle_type: 'motorcycle',
        latitude: 0.33,
        longitude: 32.59,
      }),
      by: [],
      before: 'delete from public.delivery_positions',
    },
    update: { set: 'latitude = 0.34', by: {} },
    delete: {},
  },
  order_declines: {
    rows: (w) => ({ 'A by S': `order_id = ${id(w.orders.a)}`, 'B by R': `order_id = ${id(w.orders.b)}` }),
    // The order's outlet and the rider who declined; not the customer. Written only by decline_assignment.
    select: { admin: all('A by S', 'B by R'), 'staff X': ['A by S'], 'rider R': ['B by R'] },
    insert: {
      row: (w, me) => ({ order_id: w.orders.a, rider_id: me.id, rider_name: 'Me', reason: 'too_far' }),
      by: [],
    },
    update: { set: `note = 'Changed my mind'`, by: {} },
    delete: {},
  },
  customer_addresses: {
    rows: (w) => ({
      'address A': `user_id = ${id(w.customerA.id)}`,
      'address B': `user_id = ${id(w.customerB.id)}`,
    }),
    select: { 'customer A': ['address A'], 'customer B': ['address B'], admin: ['address A', 'address B'] },
    insert: {
      row: (_w, me) => ({ user_id: me.id, label: 'Work', latitude: 0.3356, longitude: 32.5947 }),
      // Anyone with a profile (riders have none: the reference refuses them).
      by: ['customer A', 'customer B', 'admin', 'staff X'],
    },
    update: { set: `label = 'Office'`, by: { 'customer A': ['address A'], 'customer B': ['address B'] } },
    delete: { 'customer A': ['address A'], 'customer B': ['address B'] },
  },
  subscriptions: {
    rows: () => ({ reader: `email = 'reader@example.com'` }),
    select: { admin: ['reader'] },
    insert: {
      row: (_w, me) => ({ email: `${me.label.replaceAll(' ', '.')}@example.com`, type: 'blogs' }),
      by: [...WHO],
    },
    update: { set: `type = 'campaigns'`, by: {} },
    delete: { admin: ['reader'] },
  },
  push_subscriptions: {
    rows: (w) => ({ 'push A': `user_id = ${id(w.customerA.id)}`, 'push R': `user_id = ${id(w.riderR.id)}` }),
    select: { 'customer A': ['push A'], 'rider R': ['push R'] },
    insert: {
      row: (_w, me) => ({ user_id: me.id, endpoint: `https://push.example.com/new/${me.id}`, p256dh: 'k', auth: 'a' }),
      // Only the notifications function writes them, after checking the endpoint is public.
      by: [],
    },
    update: { set: `user_agent = 'Firefox'`, by: {} },
    delete: { 'customer A': ['push A'], 'rider R': ['push R'] },
  },
  back_in_stock_requests: {
    rows: (w) => ({
      'request A': `user_id = ${id(w.customerA.id)}`,
      'request B': `user_id = ${id(w.customerB.id)}`,
    }),
    select: { 'customer A': ['request A'], 'customer B': ['request B'] },
    // Anyone with a shop account asks for themselves (user_id is theirs by default; they cannot name
    // another); a rider's sign-in has no customer profile to mail.
    insert: {
      row: (w) => ({ product_id: w.products.beef }),
      by: ['customer A', 'customer B', 'admin', 'staff X'],
    },
    update: { set: 'notified_at = now()', by: {} },
    delete: { 'customer A': ['request A'], 'customer B': ['request B'] },
  },
  outgoing_mails: {
    // The world's two orders queued their confirmations; only the sender (service role) reads them.
    rows: (w) => ({ 'mail A': `order_id = ${id(w.orders.a)}`, 'mail B': `order_id = ${id(w.orders.b)}` }),
    select: {},
    insert: { row: (w) => ({ kind: 'delivered', recipient: 'x@example.com', order_id: w.orders.a }), by: [] },
    update: { set: 'sent_at = now()', by: {} },
    delete: {},
  },
  outgoing_sms: {
    // The world's two cash-on-delivery orders queued their confirmations; only the sender reads them.
    rows: (w) => ({ 'sms A': `order_id = ${id(w.orders.a)}`, 'sms B': `order_id = ${id(w.orders.b)}` }),
    select: {},
    insert: { row: (w) => ({ kind: 'delivered', recipient: '+256772000000', order_id: w.orders.a }), by: [] },
    update: { set: 'sent_at = now()', by: {} },
    delete: {},
  },
  page_views: {
    rows: () => ({ '/products': `path = '/products'` }),
    select: { admin: ['/products'] },
    insert: { row: () => ({ path: '/products/abc', referrer: 'https://www.google.com/' }), by: [...WHO] },
    update: { set: `path = '/'`, by: {} },
    delete: {},
  },
}

let t: TestDatabase
let world: World
let actors: Record<Who, Actor>

beforeAll(async () => {
  t = await openTestDatabase()
  world = await buildWorld(t.db)
  await t.db.query(`insert into public.back_in_stock_requests (user_id, product_id) values ($1, $3), ($2, $3)`, [
    world.customerA.id,
    world.customerB.id,
    world.products.soldOut,
  ])
  // The world's orders as if on the road: where rider R (order A) and rider S (order B) last were.
  await t.db.query(
    `insert into public.delivery_positions (order_id, rider_id, vehicle_type, latitude, longitude)
     values ($1, $2, 'motorcycle', 0.33, 32.59), ($3, $4, 'bicycle', 0.06, 32.46)`,
    [world.orders.a, world.riderR.id, world.orders.b, world.riderS.id],
  )
  actors = {
    anon: anonymous,
    'customer A': world.customerA,
    'customer B': world.customerB,
    admin: world.admin,
    'staff X': world.staffX,
    'rider R': world.riderR,
  }
})
afterAll(() => t?.close())

/** Runs `statement` for each row key inside savepoints; returns the keys it reached (no error, ≥1 row). */
async function reached(tx: Tx, keys: Record<string, string>, statement: (condition: string) => string) {
  const hits: string[] = []
  for (const [key, condition] of Object.entries(keys)) {
    await tx.query('savepoint cell')
    try {
      const { rows } = await tx.query(statement(condition))
      if (rows.length > 0) hits.push(key)
      await tx.query('release savepoint cell')
    } catch {
      await tx.query('rollback to savepoint cell')
    }
  }
  return hits
}

async function reachPerActor(
  run: (tx: Tx, actor: Actor) => Promise<string[]>,
  before?: string,
): Promise<Record<Who, string[]>> {
  const result = {} as Record<Who, string[]>
  for (const who of WHO) {
    result[who] = await as(t.db, actors[who], (tx) => run(tx, actors[who]), {
      rollback: true,
      before: before ? (tx) => tx.exec(before) : undefined,
    }).catch(() => [])
  }
  return result
}

const expected = (reach: Reach) => Object.fromEntries(WHO.map((who) => [who, reach[who] ?? []]))

describe.each(Object.entries(MATRIX))('%s', (table, rules) => {
  it('who may select which rows', async () => {
    const rows = rules.rows(world)
    const seen = await reachPerActor((tx) => reached(tx, rows, (c) => `select 1 from public.${table} where ${c}`))
    expect(seen).toEqual(expected(rules.select))
  })

  it('who may insert a row', async () => {
    const result = await reachPerActor(async (tx, actor) => {
      const row = rules.insert.row(world, actor)
      const columns = Object.keys(row)
      await tx.query(
        `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row),
      )
      return ['inserted']
    }, rules.insert.before)
    expect(result).toEqual(expected(Object.fromEntries(rules.insert.by.map((who) => [who, ['inserted']]))))
  })

  it('who may update which rows', async () => {
    const rows = rules.rows(world)
    const changed = await reachPerActor((tx) =>
      reached(tx, rows, (c) => `update public.${table} set ${rules.update.set} where ${c} returning 1`),
    )
    expect(changed).toEqual(expected(rules.update.by))
  })

  it('who may delete which rows', async () => {
    const rows = rules.rows(world)
    const deleted = await reachPerActor((tx) =>
      reached(tx, rows, (c) => `delete from public.${table} where ${c} returning 1`),
    )
    expect(deleted).toEqual(expected(rules.delete))
  })
})

describe('dashboard views show each reader only what their RLS lets them see', () => {
  it('revenue, orders and best sellers count only the orders the reader can see; outlet and rider figures are private', async () => {
    const keyOf = new Map<string, string>([
      [world.outlets.x, 'X'],
      [world.outlets.y, 'Y'],
      [world.outlets.closed, 'closed'],
      [world.riderR.id as string, 'R'],
      [world.riderS.id as string, 'S'],
      [world.riderIdle.id as string, 'idle'],
    ])
    const names = (ids: string[]) => ids.map((x) => keyOf.get(x) ?? x).sort()
    const figures: Record<string, unknown> = {}
    for (const who of WHO.filter((w) => w !== 'anon')) {
      figures[who] = await as(
        t.db,
        actors[who],
        async (tx) => {
          const today = await tx.query<{ revenue: string }>(
            'select revenue from public.daily_revenue order by day desc limit 1',
          )
          const top = await tx.query<{ units: number }>(
            'select coalesce(sum(units_sold), 0)::int as units from public.top_products',
          )
          const summary = await tx.query<{ total_orders: number }>('select total_orders from public.dashboard_summary')
          const outlets = await tx.query<{ outlet_id: string }>('select outlet_id from public.outlet_today_stats')
          const riders = await tx.query<{ rider_id: string }>('select rider_id from public.rider_earnings_summary')
          return {
            revenueToday: Number(today.rows[0]?.revenue),
            unitsSold: top.rows[0]?.units,
            orders: summary.rows[0]?.total_orders,
            outletStats: names(outlets.rows.map((r) => r.outlet_id)),
            riderSummaries: names(riders.rows.map((r) => r.rider_id)),
          }
        },
        { rollback: true },
      )
    }
    // Each world order is UGX 55,000 with 2 units, placed today.
    const own = { revenueToday: 55000, unitsSold: 2, orders: 1, outletStats: [], riderSummaries: [] }
    expect(figures).toEqual({
      'customer A': own,
      'customer B': own,
      admin: {
        revenueToday: 110000,
        unitsSold: 4,
        orders: 2,
        outletStats: ['X', 'Y', expect.any(String)],
        riderSummaries: ['R', 'S', 'idle'],
      },
      'staff X': { ...own, outletStats: ['X'] },
      'rider R': { ...own, riderSummaries: ['R'] },
    })
    const anonymousRead = await as(t.db, anonymous, (tx) => tx.query('select * from public.daily_revenue')).catch(
      (e) => e,
    )
    expect(anonymousRead).toMatchObject({ code: '42501' })
  })
})

describe('the matrix covers the whole schema', () => {
  it('every table in public has row level security enabled', async () => {
    const { rows } = await t.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(21)
    expect(rows.filter((r) => !r.relrowsecurity).map((r) => r.relname)).toEqual([])
  })

  it('every table in public has its row in the permission matrix', async () => {
    const { rows } = await t.db.query<{ relname: string }>(
      `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by 1`,
    )
    expect(rows.map((r) => r.relname)).toEqual(Object.keys(MATRIX).sort())
  })

  it("every view in public applies its reader's RLS (security_invoker)", async () => {
    const { rows } = await t.db.query<{ relname: string; options: string[] | null }>(
      `select relname, reloptions as options from pg_class where relnamespace = 'public'::regnamespace and relkind = 'v'`,
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.filter((r) => !r.options?.includes('security_invoker=true')).map((r) => r.relname)).toEqual([])
  })

  it('every security definer function pins its search_path', async () => {
    const { rows } = await t.db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name from pg_proc p
        where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
          and p.prosecdef and not coalesce(p.proconfig, '{}') @> array['search_path=""']`,
    )
    expect(rows).toEqual([])
  })
})
