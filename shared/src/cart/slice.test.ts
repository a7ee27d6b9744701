import { describe, expect, it } from 'vitest'
import {
  addItem,
  type CartProduct,
  cartSlice,
  clearCart,
  couponApplied,
  couponRemoved,
  initialCartState,
  MAX_CART_LINE_QUANTITY,
  removeItem,
  setQuantity,
} from './slice.ts'

const sausages: CartProduct = { id: 'p1', name: 'Beef Sausages', price: 12500, discount_price: null }
const ham: CartProduct = { id: 'p2', name: 'Smoked Ham', price: 30000, discount_price: 27000 }
const reduce = (actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce(cartSlice.reducer, initialCartState)

describe('cart', () => {
  it('adding a product already in the cart raises its quantity', () => {
    const state = reduce([
      addItem({ product: sausages }),
      addItem({ product: ham }),
      addItem({ product: sausages, quantity: 2 }),
    ])
    expect(state.items).toEqual([
      { product: sausages, quantity: 3 },
      { product: ham, quantity: 1 },
    ])
  })

  it('a line can have its quantity set, between 1 and 10', () => {
    const base = [addItem({ product: sausages })]
    expect(reduce([...base, setQuantity({ productId: 'p1', quantity: 4 })]).items[0]?.quantity).toBe(4)
    expect(reduce([...base, setQuantity({ productId: 'p1', quantity: 25 })]).items[0]?.quantity).toBe(
      MAX_CART_LINE_QUANTITY,
    )
    expect(reduce([...base, setQuantity({ productId: 'p1', quantity: 0 })]).items[0]?.quantity).toBe(1)
    expect(
      reduce([addItem({ product: sausages, quantity: 8 }), addItem({ product: sausages, quantity: 8 })]).items[0]
        ?.quantity,
    ).toBe(10)
  })

  it('a line can be removed', () => {
    const state = reduce([addItem({ product: sausages }), addItem({ product: ham }), removeItem('p1')])
    expect(state.items.map((line) => line.product.id)).toEqual(['p2'])
  })

  it('clearing the cart also clears the coupon', () => {
    const state = reduce([addItem({ product: ham }), couponApplied('welcome10'), clearCart()])
    expect(state).toEqual({ items: [], couponCode: null })
  })

  it('keeps the coupon code in one case (codes are case-insensitive), and removes it', () => {
    expect(reduce([couponApplied(' Welcome10 ')]).couponCode).toBe('WELCOME10')
    expect(reduce([couponApplied('MEAT15'), couponRemoved()]).couponCode).toBeNull()
  })

  it('counts items for the badge', () => {
    const state = { cart: reduce([addItem({ product: sausages, quantity: 2 }), addItem({ product: ham })]) }
    expect(cartSlice.selectors.selectCartCount(state)).toBe(3)
  })
})
