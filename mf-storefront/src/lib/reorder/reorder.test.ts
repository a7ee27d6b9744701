import { describe, expect, it } from 'vitest'
import { type ReorderProduct, reorder, reorderMessage } from './reorder.ts'

const product = (id: string, stock: number, price = 10_000, discount: number | null = null): ReorderProduct => ({
  id,
  name: `Product ${id}`,
  price,
  discount_price: discount,
  image_urls: [`${id}.jpg`],
  stock,
})
const line = (id: string | null, quantity: number, name = `Product ${id}`) => ({
  product_id: id,
  product_name: name,
  quantity,
})

describe('an order back in the cart', () => {
  it('adds each product still in stock at today’s price, as many as were ordered', () => {
    const { add, unavailable } = reorder([line('a', 2)], [product('a', 50, 12_000, 9_000)])
    expect(unavailable).toEqual([])
    expect(add).toEqual([
      {
        product: { id: 'a', name: 'Product a', price: 12_000, discount_price: 9_000, image_url: 'a.jpg', stock: 50 },
        quantity: 2,
        ordered: 2,
      },
    ])
  })
  it('names the products no longer sold or out of stock', () => {
    const result = reorder([line('a', 1), line('b', 1), line(null, 1, 'Old sausage')], [product('a', 0)])
    expect(result.add).toEqual([])
    expect(result.unavailable).toEqual(['Product a', 'Product b', 'Old sausage'])
    expect(reorderMessage(result)).toEqual({
      added: null,
      missing: 'No longer available: Product a, Product b, Old sausage',
      fewer: null,
    })
  })
  it('takes no more than is in stock, nor more than a cart line holds', () => {
    expect(reorder([line('a', 5)], [product('a', 3)]).add[0]?.quantity).toBe(3)
    expect(reorder([line('a', 8), line('a', 8)], [product('a', 99)]).add[0]?.quantity).toBe(10)
  })
  it('says which products it added fewer of than were ordered', () => {
    const result = reorder(
      [line('a', 5), line('b', 2), line('c', 4), line('c', 3)],
      [product('a', 3), product('b', 9), product('c', 6)],
    )
    expect(reorderMessage(result).fewer).toBe('Fewer than you ordered: Product a (3 of 5), Product c (6 of 7)')
    expect(reorderMessage(reorder([line('a', 2)], [product('a', 3)])).fewer).toBeNull()
  })
  it('says how many products it added', () => {
    expect(reorderMessage(reorder([line('a', 1), line('b', 1)], [product('a', 1), product('b', 1)])).added).toBe(
      'Added 2 products to your cart',
    )
  })
})
