import { describe, expect, it } from 'vitest'
import { JsonShapeError, jsonFields } from './json.ts'

describe('reading Json fields', () => {
  const fields = jsonFields({ name: 'Beef', price: 12500, note: null, in_stock: true, items: [1] }, 'row')

  it('gives each field as the type asked for', () => {
    expect(fields.string('name')).toBe('Beef')
    expect(fields.number('price')).toBe(12500)
    expect(fields.boolean('in_stock')).toBe(true)
    expect(fields.array('items')).toEqual([1])
    expect(fields.stringOrNull('note')).toBeNull()
    expect(fields.numberOrNull('missing')).toBeNull()
    expect(fields.optionalString('note')).toBeUndefined()
  })

  it('throws, naming the field, when it has another type or is missing', () => {
    expect(() => fields.number('name')).toThrow(new JsonShapeError('row.name is not a number'))
    expect(() => fields.string('missing')).toThrow('row.missing is not a string')
    expect(() => fields.stringOrNull('price')).toThrow('row.price is not a string')
  })

  it('refuses what is not an object', () => {
    expect(() => jsonFields([1, 2], 'quote_order')).toThrow('quote_order is not an object')
    expect(() => jsonFields(null, 'quote_order')).toThrow('quote_order is not an object')
  })
})
