import { describe, expect, it } from 'vitest'
import type { CatalogueProduct } from '../../../lib/products/types.ts'
import { DEFAULT_FILTERS } from '../filters.ts'
import { arrangeCategories, arrangeProducts } from './arrange.ts'

function product(name: string, category: string, price: number, discount: number | null = null): CatalogueProduct {
  return {
    id: name,
    name,
    description: '',
    price,
    discount_price: discount,
    stock: 5,
    rating: 4,
    rating_count: 1,
    image_urls: [],
    created_at: '2026-01-01T00:00:00Z',
    category: { id: category, name: category, slug: category },
  }
}

const chops = product('Pork Chops', 'pork', 24000)
const sausages = product('Beef Sausages', 'sausages', 14000, 12500)
const steak = product('Sirloin', 'fresh-beef', 13000)
const ribs = product('Pork Ribs', 'pork', 30000, 9000)

const names = (list: CatalogueProduct[]) => list.map((p) => p.name)

describe('the order of the product list', () => {
  it('pork products are placed after the others unless the pork category is chosen', () => {
    expect(names(arrangeProducts([chops, sausages, ribs, steak], DEFAULT_FILTERS))).toEqual([
      'Beef Sausages',
      'Sirloin',
      'Pork Chops',
      'Pork Ribs',
    ])
    expect(names(arrangeProducts([chops, ribs], { ...DEFAULT_FILTERS, category: 'pork' }))).toEqual([
      'Pork Chops',
      'Pork Ribs',
    ])
  })

  it('sorts by price on the price the customer pays (the discount price when there is one)', () => {
    const sorted = arrangeProducts([sausages, steak], { ...DEFAULT_FILTERS, sort: 'price-asc' })
    expect(names(sorted)).toEqual(['Beef Sausages', 'Sirloin'])
    expect(names(arrangeProducts([steak, sausages], { ...DEFAULT_FILTERS, sort: 'price-desc' }))).toEqual([
      'Sirloin',
      'Beef Sausages',
    ])
  })

  it('keeps pork last even when it is the cheapest', () => {
    expect(names(arrangeProducts([ribs, sausages, steak], { ...DEFAULT_FILTERS, sort: 'price-asc' }))).toEqual([
      'Beef Sausages',
      'Sirloin',
      'Pork Ribs',
    ])
  })

  it('the pork category is moved to the end of the categories', () => {
    const categories = ['Cold Cuts', 'Pork', 'Sausages'].map((name) => ({
      id: name,
      name,
      slug: name.toLowerCase().replace(' ', '-'),
      image_url: null,
    }))
    expect(arrangeCategories(categories).map((c) => c.name)).toEqual(['Cold Cuts', 'Sausages', 'Pork'])
  })
})
