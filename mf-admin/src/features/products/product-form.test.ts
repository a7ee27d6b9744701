import { describe, expect, it } from 'vitest'
import { discountProblem, EMPTY_PRODUCT, productInputOf, stockState } from './product-form.ts'

describe('the product form', () => {
  it('saves trimmed text, prices to the cent, whole stock and no discount when none is given', () => {
    expect(
      productInputOf({
        ...EMPTY_PRODUCT,
        name: '  Beef Sausages 500 g ',
        description: ' Smoked ',
        price: 18000.456,
        stock: 12,
        category_id: 'c1',
        image_urls: ['product-images/a.webp', 'https://example.com/b.png'],
      }),
    ).toEqual({
      name: 'Beef Sausages 500 g',
      description: 'Smoked',
      price: 18000.46,
      discount_price: null,
      stock: 12,
      category_id: 'c1',
      image_urls: ['product-images/a.webp', 'https://example.com/b.png'],
    })
  })

  it('a discount price must be below the price', () => {
    expect(discountProblem(20000, 15000)).toBeNull()
    expect(discountProblem(20000, null)).toBeNull()
    expect(discountProblem(20000, 20000)).toBe('The discount price must be lower than the price')
  })

  it('shows Out of Stock at 0 and the low-stock alert at 10 or less', () => {
    expect(stockState(0)).toBe('out')
    expect(stockState(1)).toBe('low')
    expect(stockState(10)).toBe('low')
    expect(stockState(11)).toBe('in')
  })
})
