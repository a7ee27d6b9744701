import { describe, expect, it } from 'vitest'
import { plan } from '../testing/plan-request.ts'

const mutate = (target: string, method: string, body: string, headers: Record<string, string> = {}) => {
  const p = plan(target, { method, body, headers }).plan
  if (p.kind !== 'mutate') throw new Error('not a mutation')
  return p.mutate
}

describe('mutation plans', () => {
  it('types the written columns from the schema cache', () => {
    const insert = mutate('/products', 'POST', '{"name":"x","price":1}')
    expect(insert).toMatchObject({
      kind: 'insert',
      columns: [
        { name: 'name', type: 'text' },
        { name: 'price', type: 'numeric(12,2)' },
      ],
      onConflict: null,
      returning: [],
    })
  })

  it('answers PGRST204 for a column the table lacks', () => {
    expect(() => mutate('/products', 'POST', '{"colour":"red"}')).toThrow(
      expect.objectContaining({
        code: 'PGRST204',
        message: "Could not find the 'colour' column of 'products' in the schema cache",
      }),
    )
  })

  it('returns what the select and its embeds need, plus the primary key', () => {
    const insert = mutate('/products?select=name,categories(name)', 'POST', '{"name":"x"}', {
      prefer: 'return=representation',
    })
    expect(insert.returning).toEqual(['name', 'category_id', 'id'])
    expect(mutate('/products?select=*', 'POST', '{"name":"x"}', { prefer: 'return=representation' }).returning).toEqual(
      ['*'],
    )
  })

  it('upserts on on_conflict columns, or the primary key', () => {
    const merge = { prefer: 'resolution=merge-duplicates' }
    expect(mutate('/categories?on_conflict=name', 'POST', '{"name":"x"}', merge)).toMatchObject({
      onConflict: { resolution: 'merge-duplicates', columns: ['name'] },
    })
    expect(mutate('/categories', 'POST', '{"name":"x"}', merge)).toMatchObject({ onConflict: { columns: ['id'] } })
  })

  it('keeps root filters for the WHERE of an update or delete', () => {
    const update = mutate('/products?id=eq.1&or=(price.gt.1,price.lt.0)', 'PATCH', '{"name":"y"}')
    expect(update.kind === 'update' && update.where.map((w) => w.kind)).toEqual(['filter', 'expr'])
  })

  it('puts a row only with eq filters on exactly the primary key', () => {
    expect(mutate('/products?id=eq.1', 'PUT', '{"id":1,"name":"z"}')).toMatchObject({
      kind: 'insert',
      onConflict: { columns: ['id'] },
    })
    for (const target of ['/products?id=gt.1', '/products?name=eq.z', '/products', '/products?id=eq.1&or=(id.eq.1)']) {
      expect(() => mutate(target, 'PUT', '{"id":1,"name":"z"}')).toThrow(expect.objectContaining({ code: 'PGRST105' }))
    }
  })
})
