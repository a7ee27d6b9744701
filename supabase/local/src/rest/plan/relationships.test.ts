import { describe, expect, it } from 'vitest'
import { sampleCache } from '../testing/sample-cache.ts'
import { findRelationship } from './relationships.ts'

const cache = sampleCache()
const find = (origin: string, target: string, hint?: string) => {
  const r = findRelationship(cache, 'public', origin, target, hint)
  const c = r.cardinality
  return `${r.foreignTable.name}:${c.kind}:${c.kind === 'm2m' ? c.junction.name : c.kind === 'computed' ? c.function.name : c.constraint}`
}

describe('finding the relationship an embed names', () => {
  it('finds it by the target table', () => {
    expect(find('products', 'categories')).toBe('categories:m2o:products_category_id_fkey')
    expect(find('categories', 'products')).toBe('products:o2m:products_category_id_fkey')
    expect(find('products', 'labels')).toBe('labels:m2m:product_labels')
  })

  it('finds it by the foreign key constraint or column used as the target', () => {
    expect(find('products', 'products_category_id_fkey')).toBe('categories:m2o:products_category_id_fkey')
    expect(find('products', 'category_id')).toBe('categories:m2o:products_category_id_fkey')
  })

  it('disambiguates with a hint: constraint, column, or junction table', () => {
    expect(find('orders', 'people', 'customer_id')).toBe('people:m2o:orders_customer_id_fkey')
    expect(find('orders', 'people', 'orders_courier_id_fkey')).toBe('people:m2o:orders_courier_id_fkey')
    expect(find('labels', 'products', 'product_labels')).toBe('products:m2m:product_labels')
  })

  it('takes the table name for children and the column for the parent in a self relationship', () => {
    expect(find('categories', 'categories')).toBe('categories:o2m:categories_parent_id_fkey')
    expect(find('categories', 'parent_id')).toBe('categories:m2o:categories_parent_id_fkey')
  })

  it('answers PGRST201 when several match', () => {
    expect(() => find('orders', 'people')).toThrow(
      expect.objectContaining({
        status: 300,
        code: 'PGRST201',
        details: [
          {
            cardinality: 'many-to-one',
            embedding: 'orders with people',
            relationship: 'orders_courier_id_fkey using orders(courier_id) and people(id)',
          },
          {
            cardinality: 'many-to-one',
            embedding: 'orders with people',
            relationship: 'orders_customer_id_fkey using orders(customer_id) and people(id)',
          },
        ],
      }),
    )
  })

  it('answers PGRST200 with a suggestion when none match', () => {
    expect(() => find('products', 'categorys')).toThrow(
      expect.objectContaining({
        code: 'PGRST200',
        hint: "Perhaps you meant 'categories' instead of 'categorys'.",
      }),
    )
    expect(() => find('productz', 'categories')).toThrow(
      expect.objectContaining({ hint: "Perhaps you meant 'products' instead of 'productz'." }),
    )
    expect(() => find('orders', 'people', 'nope')).toThrow(
      expect.objectContaining({
        details:
          "Searched for a foreign key relationship between 'orders' and 'people' using the hint 'nope' in the schema 'public', but no matches were found.",
      }),
    )
  })
})
