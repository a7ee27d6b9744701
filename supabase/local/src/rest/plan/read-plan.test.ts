import { describe, expect, it } from 'vitest'
import { plan } from '../testing/plan-request.ts'
import { sampleCache } from '../testing/sample-cache.ts'
import type { ReadPlan } from './types.ts'

const read = (target: string, maxRows: number | null = null) => {
  const p = plan(target, { maxRows }).plan
  if (p.kind !== 'read') throw new Error('not a read')
  return p.read
}
const child = (node: ReadPlan, i = 0) => node.children[i] as ReadPlan

describe('read plan', () => {
  it('names each embed and its join after the relationship and depth', () => {
    const root = read('/products?select=id,cat:categories(name,parent:parent_id(name))')
    const cat = child(root)
    expect(cat).toMatchObject({
      from: { schema: 'public', name: 'categories' },
      fromAlias: 'categories_1',
      aggAlias: 'products_cat_1',
    })
    expect(child(cat)).toMatchObject({ fromAlias: 'categories_2', aggAlias: 'categories_parent_2' })
    expect(root.relSelects).toEqual([
      { kind: 'embed', name: 'cat', aggAlias: 'products_cat_1', mode: 'object', empty: false },
    ])
  })

  it('joins an embed on its foreign key, and many-to-many through the junction', () => {
    const root = read('/products?select=id,categories(name),labels(name)')
    expect(child(root, 0).joinConditions).toEqual([
      {
        left: { qualifier: { alias: 'categories_1' }, column: 'id' },
        right: { qualifier: { schema: 'public', name: 'products' }, column: 'category_id' },
      },
    ])
    expect(child(root, 1).fromAlias).toBeUndefined()
    expect(child(root, 1).joinConditions).toEqual([
      {
        left: { qualifier: { schema: 'public', name: 'product_labels' }, column: 'label_id' },
        right: { qualifier: { schema: 'public', name: 'labels' }, column: 'id' },
      },
      {
        left: { qualifier: { schema: 'public', name: 'product_labels' }, column: 'product_id' },
        right: { qualifier: { schema: 'public', name: 'products' }, column: 'id' },
      },
    ])
    expect(root.relSelects.map((r) => r.kind === 'embed' && r.mode)).toEqual(['object', 'array'])
  })

  it('puts filters, logic, order and limits on the node their path names', () => {
    const root = read(
      '/categories?select=id,products(id)&products.price=gt.5&products.order=id.desc&products.limit=2&or=(id.eq.1,id.eq.2)',
    )
    expect(root.where.map((l) => l.kind)).toEqual(['expr'])
    const products = child(root)
    expect(products.where).toHaveLength(1)
    expect(products.order).toMatchObject([{ kind: 'column', field: { name: 'id' }, direction: 'desc' }])
    expect(products.range).toEqual({ offset: 0, limit: 2 })
  })

  it('answers PGRST108 for a filter on a resource not embedded', () => {
    expect(() => read('/products?select=id&categories.name=eq.x')).toThrow(
      expect.objectContaining({ code: 'PGRST108' }),
    )
  })

  it('turns embed=not.is.null into a filter on the embed having matched', () => {
    const root = read('/categories?select=id,products(id)&products=not.is.null')
    expect(root.where).toEqual([
      { kind: 'filter', filter: { kind: 'null-embed', negated: true, aggAlias: 'categories_products_1' } },
    ])
  })

  it('orders by a to-one embed through its join alias, and refuses a to-many one', () => {
    const root = read('/products?select=id,categories(name)&order=categories(name).desc')
    expect(root.order).toMatchObject([{ kind: 'related', relation: 'products_categories_1', direction: 'desc' }])
    expect(() => read('/categories?select=id,products(name)&order=products(name)')).toThrow(
      expect.objectContaining({ code: 'PGRST118' }),
    )
  })

  it('names JSON paths after their last key', () => {
    const root = read('/products?select=data->a->>b,data->0,x:data->c')
    expect(root.select.map((s) => s.alias)).toEqual(['b', 'data', 'x'])
    expect(root.select[0]?.field).toMatchObject({ toJson: false, type: 'jsonb' })
  })

  it('wraps full-text filters on plain columns in to_tsvector, not on tsvector columns', () => {
    const root = read('/products?name=fts(english).beef&search=fts.beef')
    const fields = root.where.map((l) => l.kind === 'filter' && l.filter.kind === 'filter' && l.filter.field)
    expect(fields[0]).toMatchObject({ name: 'name', toTsVector: { language: 'english' } })
    expect(fields[1]).toMatchObject({ name: 'search' })
    expect(fields[1] && 'toTsVector' in fields[1]).toBe(false)
  })

  it('checks columns against the schema cache, as PostgreSQL would report them', () => {
    expect(() => read('/products?select=nope')).toThrow(
      expect.objectContaining({ status: 400, code: '42703', message: 'column products.nope does not exist' }),
    )
    expect(() => read('/products?select=id,categories(nope)')).toThrow(
      expect.objectContaining({ message: 'column categories_1.nope does not exist' }),
    )
    expect(() => read('/products?order=nope')).toThrow(expect.objectContaining({ code: '42703' }))
    expect(read('/products?select=label_list').select[0]?.field.name).toBe('label_list')
  })

  it('admits only plain type names as casts', () => {
    expect(read('/products?select=price::double precision').select[0]?.cast).toBe('double precision')
    expect(() => read('/products?select=price::int $x$')).toThrow(
      expect.objectContaining({ status: 400, code: '42704', message: 'type "int $x$" does not exist' }),
    )
  })

  it('reads rel(count) as a count of the embedded rows', () => {
    const root = read('/categories?select=id,products(count)')
    expect(child(root).select).toMatchObject([{ field: { name: '*' }, aggregate: 'count', alias: 'count' }])
  })

  it('expands * beside an aggregate so the rest can be grouped', () => {
    const root = read('/labels?select=*,count()')
    expect(root.select.map((s) => s.field.name)).toEqual(['id', 'name', '*'])
  })

  it('refuses aggregates when the database has not enabled them', () => {
    const p = () => plan('/products?select=count()', { cache: sampleCache({ roleSettings: [] }) })
    expect(p).toThrow(
      expect.objectContaining({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' }),
    )
  })

  it('caps every level at max_rows', () => {
    const root = read('/categories?select=id,products(id)&limit=500', 100)
    expect(root.range).toEqual({ offset: 0, limit: 100 })
    expect(child(root).range).toEqual({ offset: 0, limit: 100 })
  })

  it('moves the order of a to-many spread into its aggregation', () => {
    const root = read('/categories?select=id,...products(name)&products.order=price.desc')
    const spread = child(root).spread
    expect(spread?.kind).toBe('to-many')
    expect(spread?.kind === 'to-many' && spread.extraSelects.map((e) => e.field.alias)).toEqual([
      'categories_products_1_price_1',
    ])
    expect(child(root).order).toEqual([])
  })
})
