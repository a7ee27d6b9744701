// place_order: the only way an order is made. It prices from the catalogue, takes stock atomically, checks
// the delivery point against Uganda's outline, picks the nearest active outlet and tells the admins.

import { PLACES as BORDER_PLACES } from '@shop/test-support/places'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonymous, as, pgError, signUp } from './support/actors.ts'
import { openTestDatabase, RAISED_ORDER_LIMITS, type TestDatabase } from './support/database.ts'
import { CONTACT, placeOrder, placeOrderIn, read, transition } from './support/orders.ts'
import { codeOf, refusalOf } from './support/refusals.ts'
import { buildWorld, PLACES, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())

const stockOf = async (id: string) =>
  (await read<{ stock: number }>(t.db, 'select stock from public.products where id = $1', [id]))[0]?.stock

describe('placing an order', () => {
  it('a signed-in customer orders: lines priced from products, stock taken, pending, admins told, cart emptied', async () => {
    const beefBefore = await stockOf(w.products.beef)
    const sausagesBefore = await stockOf(w.products.sausages)
    const order = await placeOrder(t.db, w.customerA, {
      items: [
        { product_id: w.products.sausages, quantity: 2 },
        { product_id: w.products.beef, quantity: 1 },
      ],
      coupon: 'welcome10',
      instructions: 'Blue gate, ask for Amina',
    })
    expect(order).toMatchObject({
      user_id: w.customerA.id,
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'cash_on_delivery',
      outlet_id: w.outlets.x,
    })
    // 2 × 15,000 (discount price) + 25,000 = 55,000; 10% off = 5,500; + 5,000 delivery.
    expect([order.subtotal, order.discount_amount, order.delivery_fee, order.total_amount].map(Number)).toEqual([
      55000, 5500, 5000, 54500,
    ])
    const lines = await read(
      t.db,
      'select product_name, quantity, price::float8 as price from public.order_items where order_id = $1 order by product_name',
      [order.id],
    )
    expect(lines).toEqual([
      { product_name: 'Beef fillet', quantity: 1, price: 25000 },
      { product_name: 'Beef sausages', quantity: 2, price: 15000 },
    ])
    expect(await stockOf(w.products.beef)).toBe((beefBefore as number) - 1)
    expect(await stockOf(w.products.sausages)).toBe((sausagesBefore as number) - 2)
    const [stored] = await read(
      t.db,
      'select coupon_code, delivery_instructions, shipping_address from public.orders where id = $1',
      [order.id],
    )
    expect(stored).toMatchObject({
      coupon_code: 'WELCOME10',
      delivery_instructions: 'Blue gate, ask for Amina',
      shipping_address: { ...CONTACT, country: 'Uganda' },
    })
    const notes = await read<{ message: string; type: string }>(
      t.db,
      'select message, type from public.admin_notifications where order_id = $1',
      [order.id],
    )
    expect(notes).toEqual([
      {
        message: `New order #${order.number} from Amina Nakato: UGX 54,500 (cash on delivery)`,
        type: 'other',
      },
    ])
    expect(await read(t.db, 'select items from public.carts where user_id = $1', [w.customerA.id])).toEqual([
      { items: [] },
    ])
  })

  it('the payment method is recorded (mobile money stays pending until paid)', async () => {
    const order = await placeOrder(t.db, w.customerB, {
      items: [{ product_id: w.products.beef, quantity: 1 }],
      method: 'mtn_money',
    })
    expect(order).toMatchObject({ payment_method: 'mtn_money', payment_status: 'pending', status: 'pending' })
  })

  it('the nearest active outlet fulfils the order; a closed outlet never does', async () => {
    const entebbe = await placeOrder(t.db, w.customerB, {
      items: [{ product_id: w.products.beef, quantity: 1 }],
      ...PLACES.entebbe,
    })
    expect(entebbe.outlet_id).toBe(w.outlets.y)
    // Mukono has the closed outlet on its doorstep; the nearest open one is X in Nakasero.
    const mukono = await placeOrder(t.db, w.customerB, {
      items: [{ product_id: w.products.beef, quantity: 1 }],
      ...PLACES.mukono,
    })
    expect(mukono.outlet_id).toBe(w.outlets.x)
  })

  it('a product listed twice is one line with the quantities added', async () => {
    const order = await placeOrder(t.db, w.customerB, {
      items: [
        { product_id: w.products.beef, quantity: 2 },
        { product_id: w.products.beef, quantity: 3 },
      ],
    })
    expect(await read(t.db, 'select quantity from public.order_items where order_id = $1', [order.id])).toEqual([
      { quantity: 5 },
    ])
  })
})

describe('what place_order refuses, each by its code', () => {
  const beef = () => [{ product_id: w.products.beef, quantity: 1 }]
  const refused = async (request: Parameters<typeof placeOrder>[2], actor = w.customerA) =>
    refusalOf(await pgError(placeOrder(t.db, actor, request)))

  it('the selected location must be in Uganda (outside_uganda)', async () => {
    expect(await refused({ items: beef(), ...PLACES.kisumu })).toEqual({
      code: codeOf('outside_uganda'),
      details: null,
    })
  })

  it('a delivery location must be selected (location_required)', async () => {
    expect(await refused({ items: beef(), latitude: null, longitude: null })).toEqual({
      code: codeOf('location_required'),
      details: null,
    })
  })

  it('full name, e-mail and phone are required; the address is an object of short fields', async () => {
    const cases: [unknown, Parameters<typeof codeOf>[0], unknown][] = [
      [{ ...CONTACT, full_name: ' ' }, 'full_name_required', null],
      [{ ...CONTACT, email: 'amina-at-example' }, 'invalid_email', null],
      [{ ...CONTACT, phone: '' }, 'phone_required', null],
      [['not', 'an', 'object'], 'invalid_address', null],
      [{ ...CONTACT, street: 'x'.repeat(301) }, 'address_too_long', { max: 300 }],
    ]
    for (const [address, name, details] of cases) {
      expect(await refused({ items: beef(), address: address as Record<string, unknown> })).toEqual({
        code: codeOf(name),
        details,
      })
    }
    expect(await refused({ items: beef(), instructions: 'x'.repeat(1001) })).toEqual({
      code: codeOf('instructions_too_long'),
      details: { max: 1000 },
    })
  })

  it('no order when no outlet is open (no_outlet_available)', async () => {
    const closed = await pgError(
      as(t.db, w.customerA, (tx) => placeOrderIn(tx, { items: beef() }), {
        before: async (tx) => {
          await tx.query('update public.outlets set is_active = false')
        },
      }),
    )
    expect(refusalOf(closed)).toEqual({ code: codeOf('no_outlet_available'), details: null })
    expect(await read(t.db, 'select count(*)::int as n from public.outlets where is_active')).not.toEqual([{ n: 0 }])
  })

  it('an empty cart cannot be ordered (empty_cart)', async () => {
    expect(await refused({ items: [] })).toEqual({ code: codeOf('empty_cart'), details: null })
  })

  it('a line holds 1 to 10 of a product, a whole number (invalid_quantity, quantity_out_of_range)', async () => {
    for (const quantity of [2.5, -1]) {
      expect(await refused({ items: [{ product_id: w.products.beef, quantity }] })).toEqual({
        code: codeOf('invalid_quantity'),
        details: null,
      })
    }
    for (const quantity of [0, 11]) {
      expect(await refused({ items: [{ product_id: w.products.beef, quantity }] })).toEqual({
        code: codeOf('quantity_out_of_range'),
        details: { product_id: w.products.beef, quantity },
      })
    }
    const merged = await refused({
      items: [
        { product_id: w.products.beef, quantity: 6 },
        { product_id: w.products.beef, quantity: 5 },
      ],
    })
    expect(merged).toEqual({
      code: codeOf('quantity_out_of_range'),
      details: { product_id: w.products.beef, quantity: 11 },
    })
  })

  it('items must be a list of at most 50 products (invalid_items, too_many_products)', async () => {
    expect(await refused({ items: { product_id: w.products.beef } as never })).toEqual({
      code: codeOf('invalid_items'),
      details: null,
    })
    const many = Array.from({ length: 51 }, () => ({ product_id: w.products.beef, quantity: 1 }))
    expect(await refused({ items: many })).toEqual({ code: codeOf('too_many_products'), details: { max: 50 } })
  })

  it('an unknown or malformed product id is refused (product_not_found, invalid_product_id)', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    expect(await refused({ items: [{ product_id: missing, quantity: 1 }] })).toEqual({
      code: codeOf('product_not_found'),
      details: { product_id: missing },
    })
    expect(await refused({ items: [{ product_id: 'beef', quantity: 1 }] })).toEqual({
      code: codeOf('invalid_product_id'),
      details: null,
    })
  })

  it('an out-of-stock product is named in the error, and nothing of the order is kept', async () => {
    const beefBefore = await stockOf(w.products.beef)
    const ordersBefore = await read(t.db, 'select count(*)::int as n from public.orders')
    const error = await pgError(
      placeOrder(t.db, w.customerA, {
        items: [
          { product_id: w.products.beef, quantity: 1 },
          { product_id: w.products.soldOut, quantity: 1 },
        ],
      }),
    )
    expect(refusalOf(error)).toEqual({
      code: codeOf('out_of_stock'),
      details: { product_id: w.products.soldOut, product_name: 'Smoked goat leg' },
    })
    expect(await stockOf(w.products.beef)).toBe(beefBefore)
    expect(await read(t.db, 'select count(*)::int as n from public.orders')).toEqual(ordersBefore)
  })

  it('asking for more than is left says how many are left', async () => {
    await t.db.query('update public.products set stock = 3 where id = $1', [w.products.sausages])
    const error = await pgError(
      placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.sausages, quantity: 4 }] }),
    )
    expect(refusalOf(error)).toEqual({
      code: codeOf('insufficient_stock'),
      details: { product_id: w.products.sausages, product_name: 'Beef sausages', stock: 3 },
    })
    expect(await stockOf(w.products.sausages)).toBe(3)
  })

  it('an invalid coupon refuses the order (invalid_coupon, with the code as the server read it)', async () => {
    expect(await refused({ items: beef(), coupon: ' freemeat ' })).toEqual({
      code: codeOf('invalid_coupon'),
      details: { coupon_code: 'FREEMEAT' },
    })
  })

  it('visitors must sign in, and riders (who have no customer profile) cannot order', async () => {
    const visitor = await pgError(as(t.db, anonymous, (tx) => tx.query(`select public.place_order('[]'::jsonb)`)))
    expect(visitor.code).toBe(codeOf('not_allowed'))
    expect(await refused({ items: beef() }, w.riderR)).toEqual({ code: codeOf('not_allowed'), details: null })
  })

  it('orders cannot be written directly, not even by an admin', async () => {
    const error = await pgError(
      as(t.db, w.admin, (tx) =>
        tx.query(
          `insert into public.orders (user_id, subtotal, total_amount, delivery_latitude, delivery_longitude)
           values ($1, 0, 0, 0.33, 32.58)`,
          [w.admin.id],
        ),
      ),
    )
    expect(error.code).toBe('42501')
  })
})

describe('side effects on stock', () => {
  it('a product falling to the low-stock threshold (10) alerts the admins once; reaching zero says out of stock', async () => {
    await t.db.query('update public.products set stock = 12 where id = $1', [w.products.sausages])
    const notes = () =>
      read<{ message: string; type: string }>(
        t.db,
        'select message, type from public.admin_notifications where product_id = $1 order by created_at, message',
        [w.products.sausages],
      )
    const before = (await notes()).length
    await placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.sausages, quantity: 1 }] }) // 11: above
    expect((await notes()).length).toBe(before)
    await placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.sausages, quantity: 1 }] }) // 10: at
    await placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.sausages, quantity: 2 }] }) // 8: still low
    expect((await notes()).slice(before)).toEqual([
      { message: 'Low stock: Beef sausages has 10 units left', type: 'warning' },
    ])
    await placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.sausages, quantity: 8 }] }) // 0
    expect((await notes()).slice(before + 1)).toEqual([{ message: 'Beef sausages is out of stock', type: 'error' }])
  })
})

describe('"is in Uganda" is the same check on the server as in the browser', () => {
  it.each(BORDER_PLACES)('$name: in Uganda is $inUganda', async ({ latitude, longitude, inUganda }) => {
    const [row] = await read<{ inside: boolean }>(t.db, 'select private.is_in_uganda($1, $2) as inside', [
      latitude,
      longitude,
    ])
    expect(row?.inside).toBe(inUganda)
  })
})

describe('holding stock without paying (the shop’s rules, numbers in settings)', () => {
  const order = (
    customer: typeof w.customerA,
    quantity = 1,
    method: 'cash_on_delivery' | 'mtn_money' = 'cash_on_delivery',
  ) => placeOrder(t.db, customer, { items: [{ product_id: w.products.sausages, quantity }], method })
  const refusal = async (promise: Promise<unknown>) => refusalOf(await pgError(promise))
  const withLimits = (orders: number, units: number, minutes = 30) =>
    t.db.exec(`update public.settings set max_unconfirmed_orders = ${orders},
                 max_unconfirmed_units_per_product = ${units}, online_payment_window_minutes = ${minutes}`)
  let hoarder: typeof w.customerA
  let bystander: typeof w.customerA

  beforeAll(async () => {
    hoarder = await signUp(t.db, 'hoarder', { full_name: 'Harriet Hoarder', phone: '+256772999000' })
    bystander = await signUp(t.db, 'bystander', { full_name: 'Betty Bystander', phone: '+256772999001' })
    await t.db.exec(`update public.products set stock = 50 where id = '${w.products.sausages}'`)
  })
  afterAll(() => t.db.exec(RAISED_ORDER_LIMITS))

  it('ships with 2 unconfirmed orders per customer, 10 of a product across them, 30 minutes to pay online', async () => {
    const fresh = await read(
      t.db,
      `select column_name, column_default from information_schema.columns
        where table_schema = 'public' and table_name = 'settings'
          and column_name in ('max_unconfirmed_orders', 'max_unconfirmed_units_per_product', 'online_payment_window_minutes')
        order by column_name`,
    )
    expect(fresh).toEqual([
      { column_name: 'max_unconfirmed_orders', column_default: '2' },
      { column_name: 'max_unconfirmed_units_per_product', column_default: '10' },
      { column_name: 'online_payment_window_minutes', column_default: '30' },
    ])
  })

  it('a customer has at most N orders pending and unpaid; once the outlet confirms one, they may order again', async () => {
    await withLimits(2, 1000)
    const first = await order(hoarder)
    await order(hoarder, 1, 'mtn_money')
    expect(await refusal(order(hoarder))).toEqual({
      code: codeOf('too_many_unconfirmed_orders'),
      details: { limit: 2 },
    })
    await transition(t.db, w.staffX, 'mark_order_processing', first.id)
    expect((await order(hoarder)).status).toBe('pending')
    // Another customer is not affected.
    expect((await order(bystander)).status).toBe('pending')
  })

  it('across those orders, at most N of one product, told with the product and how many are held', async () => {
    await t.db.exec(`update public.orders set status = 'cancelled', cancelled_at = now()
                      where user_id = '${hoarder.id}' and status = 'pending'`)
    await withLimits(5, 10)
    const before = await stockOf(w.products.sausages)
    await order(hoarder, 8)
    expect(await refusal(order(hoarder, 3))).toEqual({
      code: codeOf('unconfirmed_units_limit'),
      details: { product_id: w.products.sausages, product_name: 'Beef sausages', limit: 10, held: 8 },
    })
    expect(await stockOf(w.products.sausages)).toBe((before as number) - 8)
    expect((await order(hoarder, 2)).status).toBe('pending')
  })

  it('an order paid online and not paid within the window is cancelled and its stock comes back', async () => {
    await t.db.exec(`update public.orders set status = 'cancelled', cancelled_at = now()
                      where user_id = '${hoarder.id}' and status = 'pending'`)
    await withLimits(5, 10, 30)
    const before = await stockOf(w.products.sausages)
    const unpaid = await order(hoarder, 4, 'mtn_money')
    const cash = await order(hoarder, 1)
    const release = (minutesLater: number) =>
      read<{ released: number }>(
        t.db,
        `select private.release_unpaid_orders(now() + make_interval(mins => $1)) as released`,
        [minutesLater],
      )
    expect(await release(29)).toEqual([{ released: 0 }])
    expect(await stockOf(w.products.sausages)).toBe((before as number) - 5)
    expect((await release(31))[0]?.released).toBeGreaterThanOrEqual(1)
    const [expired] = await read<{ status: string; cancellation_reason: string }>(
      t.db,
      'select status, cancellation_reason from public.orders where id = $1',
      [unpaid.id],
    )
    expect(expired).toEqual({ status: 'cancelled', cancellation_reason: 'Payment not completed within 30 minutes' })
    // Cash on delivery waits for the outlet instead; its stock stays taken.
    expect(
      (await read<{ status: string }>(t.db, 'select status from public.orders where id = $1', [cash.id]))[0],
    ).toEqual({
      status: 'pending',
    })
    expect(await stockOf(w.products.sausages)).toBe((before as number) - 1)
    const notes = await read<{ message: string }>(
      t.db,
      'select message from public.admin_notifications where order_id = $1',
      [unpaid.id],
    )
    expect(notes.map((n) => n.message)).toContainEqual(expect.stringContaining('cancelled by the shop'))
  })

  it('the next order releases stale unpaid orders before it takes stock', async () => {
    await t.db.exec(`update public.products set stock = 3 where id = '${w.products.sausages}'`)
    const unpaid = await order(hoarder, 3, 'mtn_money')
    expect(await stockOf(w.products.sausages)).toBe(0)
    await t.db.query(`update public.orders set created_at = now() - interval '31 minutes' where id = $1`, [unpaid.id])
    expect((await order(bystander, 2)).status).toBe('pending')
    expect(await stockOf(w.products.sausages)).toBe(1)
    await t.db.exec(`update public.products set stock = 50 where id = '${w.products.sausages}'`)
  })

  it('a stale unpaid order holding a product withdrawn since is released all the same, and orders go on', async () => {
    await t.db.exec(`update public.orders set status = 'cancelled', cancelled_at = now()
                      where user_id in ('${hoarder.id}', '${bystander.id}') and status = 'pending'`)
    const lamb = await read<{ id: string }>(
      t.db,
      `insert into public.products (name, description, price, stock) values ('Lamb chops', 'For withdrawal', 30000, 10)
       returning id`,
    )
    const lambId = lamb[0]?.id as string
    const unpaid = await placeOrder(t.db, hoarder, {
      items: [
        { product_id: lambId, quantity: 2 },
        { product_id: w.products.sausages, quantity: 1 },
      ],
      method: 'mtn_money',
    })
    await as(t.db, w.admin, (tx) => tx.query('select public.remove_product($1)', [lambId]))
    const sausagesBefore = await stockOf(w.products.sausages)
    await t.db.query(`update public.orders set created_at = now() - interval '31 minutes' where id = $1`, [unpaid.id])

    // The next customer's order releases it first (no pg_cron here), as it would any stale order.
    expect((await order(bystander)).status).toBe('pending')
    const [released] = await read<{ status: string }>(t.db, 'select status from public.orders where id = $1', [
      unpaid.id,
    ])
    expect(released?.status).toBe('cancelled')
    // The product still on sale gets its unit back (and the new order took one); the withdrawn one stays at none.
    expect(await stockOf(w.products.sausages)).toBe(sausagesBefore)
    expect(
      await read(t.db, 'select stock, withdrawn_at is not null as withdrawn from public.products where id = $1', [
        lambId,
      ]),
    ).toEqual([{ stock: 0, withdrawn: true }])
  })
})
