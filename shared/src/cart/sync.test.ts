import { describe, expect, it } from 'vitest'
import { CART_SYNC_KEY, storedCartEmptied } from './sync.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('after an order is placed', () => {
  it('the browser agrees with an empty stored cart, so lines put back before a reload are kept', () => {
    const storage = memoryStorage()
    const line = { product_id: '2d914bb4-3fdf-5dc8-b544-67e1a2c6a74d', quantity: 1 }
    storage.setItem(CART_SYNC_KEY, JSON.stringify({ userId: 'u1', base: { items: [line], coupon_code: null } }))
    storedCartEmptied(storage)
    expect(JSON.parse(storage.getItem(CART_SYNC_KEY) ?? '')).toEqual({
      userId: 'u1',
      base: { items: [], coupon_code: null },
    })
  })

  it('a browser that never agreed with a stored cart is left as it is', () => {
    const storage = memoryStorage()
    storedCartEmptied(storage)
    expect(storage.getItem(CART_SYNC_KEY)).toBeNull()
  })
})
