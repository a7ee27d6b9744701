import { describe, expect, it } from 'vitest'
import { agreedBase, mergeCarts, parseStoredCart, toStoredCart } from './merge.ts'
import type { CartProduct, CartState } from './slice.ts'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const product = (n: number, price = 10000): CartProduct => ({
  id: id(n),
  name: `Product ${n}`,
  price,
  discount_price: null,
})
const catalogue = new Map([1, 2, 3, 4].map((n) => [id(n), product(n)]))
const cart = (lines: Array<[number, number]>, couponCode: string | null = null): CartState => ({
  items: lines.map(([n, quantity]) => ({ product: product(n), quantity })),
  couponCode,
})
const stored = (lines: Array<[number, number]>, coupon_code: string | null = null) => ({
  items: lines.map(([n, quantity]) => ({ product_id: id(n), quantity })),
  coupon_code,
})
const lines = (state: CartState) => state.items.map((line) => [line.product.id, line.quantity])

describe('signing in merges the browser cart with the stored one', () => {
  it('keeps every line of both carts, the browser lines first', () => {
    const merged = mergeCarts(cart([[1, 2]]), stored([[2, 3]]), catalogue)
    expect(lines(merged)).toEqual([
      [id(1), 2],
      [id(2), 3],
    ])
  })

  it('adds the quantities of a product in both carts, capped at 10 per line', () => {
    expect(lines(mergeCarts(cart([[1, 2]]), stored([[1, 3]]), catalogue))).toEqual([[id(1), 5]])
    expect(lines(mergeCarts(cart([[1, 7]]), stored([[1, 6]]), catalogue))).toEqual([[id(1), 10]])
  })

  it('keeps the coupon: the browser one, else the stored one', () => {
    expect(mergeCarts(cart([], 'MEAT15'), stored([], 'WELCOME10'), catalogue).couponCode).toBe('MEAT15')
    expect(mergeCarts(cart([]), stored([], 'WELCOME10'), catalogue).couponCode).toBe('WELCOME10')
  })

  it('drops stored lines whose product no longer exists', () => {
    const gone = '00000000-0000-4000-8000-999999999999'
    const merged = mergeCarts(cart([]), { items: [{ product_id: gone, quantity: 1 }], coupon_code: null }, catalogue)
    expect(merged.items).toEqual([])
  })

  it('takes fresh product details (prices) for lines the browser already had', () => {
    const cheaper = new Map([[id(1), { ...product(1), discount_price: 8000 }]])
    expect(mergeCarts(cart([[1, 1]]), stored([]), cheaper).items[0]?.product.discount_price).toBe(8000)
  })
})

describe('a browser that already shares the stored cart', () => {
  it('takes the stored cart as it is when nothing changed here (lines added or removed elsewhere)', () => {
    const base = stored([
      [1, 2],
      [2, 1],
    ])
    const here = cart([
      [1, 2],
      [2, 1],
    ])
    const elsewhere = stored(
      [
        [1, 4],
        [3, 1],
      ],
      'MEAT15',
    )
    const merged = mergeCarts(here, elsewhere, catalogue, base)
    expect(lines(merged)).toEqual([
      [id(1), 4],
      [id(3), 1],
    ])
    expect(merged.couponCode).toBe('MEAT15')
  })

  it('keeps changes made here that were not stored yet, on top of the stored cart', () => {
    const base = stored([[1, 2]], 'MEAT15')
    const here = cart(
      [
        [1, 3],
        [4, 1],
      ],
      null,
    )
    const merged = mergeCarts(here, stored([[1, 2]], 'MEAT15'), catalogue, base)
    expect(lines(merged)).toEqual([
      [id(1), 3],
      [id(4), 1],
    ])
    expect(merged.couponCode).toBeNull()
  })

  it('applies a removal made here', () => {
    const base = stored([
      [1, 2],
      [2, 1],
    ])
    const merged = mergeCarts(cart([[1, 2]]), base, catalogue, base)
    expect(lines(merged)).toEqual([[id(1), 2]])
  })

  it('does not count the same lines twice when the page is reloaded', () => {
    const both = stored([[1, 2]], 'MEAT15')
    expect(mergeCarts(cart([[1, 2]], 'MEAT15'), both, catalogue, both)).toEqual(cart([[1, 2]], 'MEAT15'))
  })

  it('does not count a write twice when the page was left before its answer came back', () => {
    // Signed in with 2 of product 1: the browser agreed on an empty stored cart and was writing [1 × 2].
    const empty = stored([])
    const sent = stored([[1, 2]])
    const local = cart([[1, 2]])
    // The write landed: the stored cart is what was sent, so that is what this browser agreed with.
    expect(mergeCarts(local, sent, catalogue, agreedBase(sent, empty, sent))).toEqual(local)
    // It did not land: the stored cart is still empty and the line is added once.
    expect(mergeCarts(local, empty, catalogue, agreedBase(empty, empty, sent))).toEqual(local)
    // Changed elsewhere meanwhile: the last agreed cart stands.
    const elsewhere = stored([[3, 1]])
    expect(agreedBase(elsewhere, empty, sent)).toEqual(empty)
  })
})

describe('the stored row', () => {
  it('holds product ids and quantities only', () => {
    expect(toStoredCart(cart([[1, 3]], 'MEAT15'))).toEqual(stored([[1, 3]], 'MEAT15'))
  })

  it('skips malformed lines when read back', () => {
    expect(
      parseStoredCart({ items: [{ product_id: id(1), quantity: 40 }, { nope: true }, 'x'], coupon_code: '' }),
    ).toEqual(stored([[1, 10]]))
    expect(parseStoredCart(null)).toEqual(stored([]))
  })
})
