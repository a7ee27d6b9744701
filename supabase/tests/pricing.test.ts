// The cart screen's preview and the server must charge the same: for a table of carts, quote_order
// (what the server would charge) equals quoteCart from shared/src/pricing (what the customer is shown),
// and an order placed from the cart is charged exactly that.

import { normalizeCouponCode, quoteCart } from '@shop/shared/pricing'
import { CART_CASES, type CartCase, FIXTURE_COUPONS, FIXTURE_PRODUCTS, INVALID_COUPON } from '@shop/test-support/carts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError, signUp } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import type { Tx } from './support/platform.ts'
import { codeOf, refusalOf } from './support/refusals.ts'

let t: TestDatabase
let customer: Actor

beforeAll(async () => {
  t = await openTestDatabase()
  customer = await signUp(t.db, 'pricing customer', { full_name: 'Pat Pricing', phone: '+256772555666' })
  await t.db.transaction(async (tx) => {
    await tx.query(`insert into public.outlets (name, phone, opening_hours, manager_name, latitude, longitude)
                    values ('Nakasero', '+256414000000', 'Mon-Sat', 'M', 0.3227, 32.5789)`)
    for (const p of Object.values(FIXTURE_PRODUCTS)) {
      await tx.query(
        'insert into public.products (id, name, price, discount_price, stock) values ($1, $2, $3, $4, 10000)',
        [p.id, p.name, p.price, p.discountPrice],
      )
    }
    for (const [code, percent] of Object.entries(FIXTURE_COUPONS)) {
      // Stored as an admin might type it: codes are case-insensitive.
      await tx.query('insert into public.coupons (code, percent_off) values ($1, $2)', [code.toLowerCase(), percent])
    }
  })
})
afterAll(() => t?.close())

const items = (c: CartCase) =>
  JSON.stringify(c.lines.map(([key, quantity]) => ({ product_id: FIXTURE_PRODUCTS[key].id, quantity })))

const preview = (c: CartCase) =>
  quoteCart(
    c.lines.map(([key, quantity]) => {
      const { id, price, discountPrice } = FIXTURE_PRODUCTS[key]
      return { productId: id, price, discountPrice, quantity }
    }),
    c.coupon === null ? null : (FIXTURE_COUPONS[normalizeCouponCode(c.coupon)] ?? null),
  )

interface ServerQuote {
  subtotal: number
  discount_amount: number
  delivery_fee: number
  total_amount: number
  items: { product_id: string; unit_price: number; line_total: number; quantity: number }[]
}

async function quote(tx: Tx, c: { items: string; coupon: string | null }) {
  const { rows } = await tx.query<{ q: ServerQuote }>('select public.quote_order($1::jsonb, $2) as q', [
    c.items,
    c.coupon,
  ])
  return rows[0]?.q as ServerQuote
}

describe('quote_order charges what the cart preview shows', () => {
  it.each(CART_CASES)('$rule', async (c) => {
    const server = await as(t.db, customer, (tx) => quote(tx, { items: items(c), coupon: c.coupon }), {
      rollback: true,
    })
    const shown = preview(c)
    expect({
      subtotal: server.subtotal,
      discountAmount: server.discount_amount,
      deliveryFee: server.delivery_fee,
      totalAmount: server.total_amount,
    }).toEqual({
      subtotal: shown.subtotal,
      discountAmount: shown.discountAmount,
      deliveryFee: shown.deliveryFee,
      totalAmount: shown.totalAmount,
    })
    expect(shown.totalAmount).toBe(c.expected.totalAmount)
    expect(server.items.map((l) => [l.product_id, l.unit_price, l.line_total])).toEqual(
      shown.lines.map((l) => [l.productId, l.unitPrice, l.lineTotal]),
    )
  })

  it('a visitor who is not signed in gets the same quote', async () => {
    const c = CART_CASES[5] as CartCase
    const server = await as(t.db, anonymous, (tx) => quote(tx, { items: items(c), coupon: c.coupon }), {
      rollback: true,
    })
    expect(server.total_amount).toBe(c.expected.totalAmount)
  })

  it('an unknown coupon is refused with invalid_coupon', async () => {
    const c = CART_CASES[0] as CartCase
    const error = await pgError(as(t.db, customer, (tx) => quote(tx, { items: items(c), coupon: INVALID_COUPON })))
    expect(refusalOf(error)).toEqual({
      code: codeOf('invalid_coupon'),
      details: { coupon_code: normalizeCouponCode(INVALID_COUPON) },
    })
  })

  it('an unknown product is refused with product_not_found, naming it', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const error = await pgError(
      as(t.db, customer, (tx) =>
        quote(tx, { items: JSON.stringify([{ product_id: missing, quantity: 1 }]), coupon: null }),
      ),
    )
    expect(refusalOf(error)).toEqual({ code: codeOf('product_not_found'), details: { product_id: missing } })
  })

  it('an inactive or expired coupon is invalid too', async () => {
    const c = CART_CASES[0] as CartCase
    await t.db.exec(`insert into public.coupons (code, percent_off, is_active) values ('OLDPROMO', 30, false);
                     insert into public.coupons (code, percent_off, starts_at, ends_at)
                     values ('LASTYEAR', 30, now() - interval '2 years', now() - interval '1 year')`)
    for (const coupon of ['OLDPROMO', 'lastyear']) {
      const error = await pgError(as(t.db, customer, (tx) => quote(tx, { items: items(c), coupon })))
      expect(refusalOf(error)).toEqual({
        code: codeOf('invalid_coupon'),
        details: { coupon_code: coupon.toUpperCase() },
      })
    }
  })

  it('the delivery fee and free-delivery threshold come from settings', async () => {
    const c = CART_CASES[0] as CartCase // beef × 1 = 25,000
    const server = await as(
      t.db,
      customer,
      async (tx) => {
        await tx.query('reset role')
        await tx.query('update public.settings set delivery_fee = 7000, free_delivery_threshold = 20000')
        const below = await quote(tx, { items: items(c), coupon: null })
        await tx.query('update public.settings set free_delivery_threshold = 30000')
        return [below, await quote(tx, { items: items(c), coupon: null })]
      },
      { rollback: true },
    )
    expect(server.map((q) => [q.delivery_fee, q.total_amount])).toEqual([
      [0, 25000],
      [7000, 32000],
    ])
  })
})

describe('place_order charges the same figures', () => {
  const kampala = { latitude: 0.3476, longitude: 32.5825 }
  it.each(CART_CASES.filter((c) => c.lines.length > 0))('$rule', async (c) => {
    const order = await as(
      t.db,
      customer,
      async (tx) => {
        const { rows } = await tx.query<{
          subtotal: string
          discount_amount: string
          delivery_fee: string
          total_amount: string
        }>(
          `select subtotal, discount_amount, delivery_fee, total_amount
             from public.place_order($1::jsonb, $2, $3::jsonb, $4, $5, null, 'cash_on_delivery')`,
          [
            items(c),
            c.coupon,
            JSON.stringify({ full_name: 'Pat Pricing', email: 'pat@example.com', phone: '+256772555666' }),
            kampala.latitude,
            kampala.longitude,
          ],
        )
        return rows[0]
      },
      { rollback: true },
    )
    expect({
      subtotal: Number(order?.subtotal),
      discountAmount: Number(order?.discount_amount),
      deliveryFee: Number(order?.delivery_fee),
      totalAmount: Number(order?.total_amount),
    }).toEqual(c.expected)
  })
})
