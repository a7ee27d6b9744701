// place_order: the only way an order is made. It prices from the catalogue, takes stock atomically, checks
// the delivery point against Uganda's outline, picks the nearest active outlet and tells the admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLACES as BORDER_PLACES } from '../../shared/src/geo/places.fixture.ts'
import { anonymous, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { CONTACT, placeOrder, read } from './support/orders.ts'
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
        message: `New order #${order.id.slice(0, 8).toUpperCase()} from Amina Nakato: UGX 54,500 (cash on delivery)`,
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

describe('what place_order refuses', () => {
  const beef = () => [{ product_id: w.products.beef, quantity: 1 }]

  it('the selected location must be in Uganda', async () => {
    const error = await pgError(placeOrder(t.db, w.customerA, { items: beef(), ...PLACES.kisumu }))
    expect(error).toMatchObject({
      code: 'P0001',
      message: 'Selected location must be in Uganda',
      hint: 'Please select a location in Uganda',
    })
  })

  it('a delivery location must be selected', async () => {
    const error = await pgError(placeOrder(t.db, w.customerA, { items: beef(), latitude: null, longitude: null }))
    expect(error.message).toBe('Please select a delivery location')
  })

  it('full name, e-mail and phone are required', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...CONTACT, full_name: ' ' }, 'Please enter your full name'],
      [{ ...CONTACT, email: 'amina-at-example' }, 'Please enter a valid email address'],
      [{ ...CONTACT, phone: '' }, 'Please enter your phone number'],
    ]
    for (const [address, message] of cases) {
      expect((await pgError(placeOrder(t.db, w.customerA, { items: beef(), address }))).message).toBe(message)
    }
  })

  it('an empty cart cannot be ordered', async () => {
    expect((await pgError(placeOrder(t.db, w.customerA, { items: [] }))).message).toBe('Your cart is empty')
  })

  it('a line holds 1 to 10 of a product', async () => {
    for (const quantity of [0, 11, 2.5, -1]) {
      const error = await pgError(placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.beef, quantity }] }))
      expect(error.message).toMatch(/^Quantity must be/)
    }
    const merged = await pgError(
      placeOrder(t.db, w.customerA, {
        items: [
          { product_id: w.products.beef, quantity: 6 },
          { product_id: w.products.beef, quantity: 5 },
        ],
      }),
    )
    expect(merged.message).toBe('Quantity must be between 1 and 10 per product')
  })

  it('an unknown or malformed product id is refused', async () => {
    const unknown = await pgError(
      placeOrder(t.db, w.customerA, { items: [{ product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }),
    )
    expect(unknown.message).toBe('Product not found')
    const malformed = await pgError(placeOrder(t.db, w.customerA, { items: [{ product_id: 'beef', quantity: 1 }] }))
    expect(malformed.message).toBe('Invalid product ID')
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
    expect(error).toMatchObject({ code: 'P0001', message: 'Smoked goat leg is out of stock' })
    expect(await stockOf(w.products.beef)).toBe(beefBefore)
    expect(await read(t.db, 'select count(*)::int as n from public.orders')).toEqual(ordersBefore)
  })

  it('asking for more than is left says how many are left', async () => {
    await t.db.query('update public.products set stock = 3 where id = $1', [w.products.sausages])
    const error = await pgError(
      placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.sausages, quantity: 4 }] }),
    )
    expect(error.message).toBe('Only 3 of Beef sausages left in stock')
    expect(await stockOf(w.products.sausages)).toBe(3)
  })

  it('an invalid coupon refuses the order with "Invalid coupon code"', async () => {
    const error = await pgError(placeOrder(t.db, w.customerA, { items: beef(), coupon: 'FREEMEAT' }))
    expect(error.message).toBe('Invalid coupon code')
  })

  it('visitors must sign in, and riders (who have no customer profile) cannot order', async () => {
    const visitor = await pgError(as(t.db, anonymous, (tx) => tx.query(`select public.place_order('[]'::jsonb)`)))
    expect(visitor.code).toBe('42501')
    const rider = await pgError(placeOrder(t.db, w.riderR, { items: beef() }))
    expect(rider).toMatchObject({ code: '42501', message: 'Please sign in to continue checkout' })
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
