// Reading through /rest/v1 with supabase-js: select, embeds, filters, order, ranges, counts and the
// response formats, on the REST fixture schema.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { restClients } from './clients.ts'

let stack: TestStack
let db: SupabaseClient

beforeAll(async () => {
  stack = await startTestStack()
  db = restClients(stack).anon
})
afterAll(async () => {
  await stack?.stop()
})

describe('select', () => {
  it('returns the chosen columns, aliased and cast', async () => {
    const { data, error, status } = await db
      .from('products')
      .select('id, title:name, cents:price::int, in_stock')
      .eq('id', 1)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([{ id: 1, title: 'Beef steak', cents: 32000, in_stock: true }])
  })

  it('reads JSON paths, naming them after their last key', async () => {
    const { data } = await db
      .from('products')
      .select('cut:attributes->>cut, attributes->grade->level, metadata->>origin, first_tag:tags->0')
      .eq('id', 1)
      .single()
    expect(data).toEqual({ cut: 'sirloin', level: 1, origin: 'Mbarara', first_tag: 'fresh' })
  })

  it('selects every column with *, arrays, json and ranges as JSON', async () => {
    const { data } = await db.from('products').select('*').eq('id', 1).single()
    expect(data).toMatchObject({
      id: 1,
      name: 'Beef steak',
      price: 32000,
      tags: ['fresh', 'premium'],
      attributes: { cut: 'sirloin', grade: { level: 1 } },
      metadata: { origin: 'Mbarara' },
      weight_kg: '[0.5,1.0]',
    })
  })

  it('calls a computed column named in the select', async () => {
    const { data } = await db.from('products').select('name, label_list').eq('id', 1).single()
    expect(data).toEqual({ name: 'Beef steak', label_list: 'halal,organic' })
  })

  it('reads a view', async () => {
    const { data } = await db.from('cheap_products').select('name').order('price')
    expect(data).toEqual([{ name: 'Beef sausages' }, { name: 'Chicken wings' }])
  })

  it('embeds through a view by the foreign keys of its table', async () => {
    const { data } = await db.from('cheap_products').select('name, categories(slug), labels(name)').order('price')
    expect(data).toEqual([
      { name: 'Beef sausages', categories: { slug: 'beef' }, labels: [] },
      { name: 'Chicken wings', categories: { slug: 'poultry' }, labels: [{ name: 'frozen' }] },
    ])
    const { data: fromTable } = await db.from('categories').select('slug, cheap_products(name)').eq('slug', 'poultry')
    expect(fromTable).toEqual([{ slug: 'poultry', cheap_products: [{ name: 'Chicken wings' }] }])
  })
})

describe('embedded resources', () => {
  it('embeds a many-to-one resource as an object', async () => {
    const { data } = await db.from('products').select('name, category:categories(name)').eq('id', 3).single()
    expect(data).toEqual({ name: 'Goat ribs', category: { name: 'Goat' } })
  })

  it('embeds children of a self reference by the table name', async () => {
    const { data } = await db.from('categories').select('slug, categories(slug)').eq('slug', 'meat').single()
    expect(data?.categories.map((c: { slug: string }) => c.slug).sort()).toEqual(['beef', 'goat'])
  })

  it('embeds a one-to-many resource as an array, with its own order and limit', async () => {
    const { data } = await db
      .from('categories')
      .select('name, products(name)')
      .eq('slug', 'beef')
      .order('name', { referencedTable: 'products', ascending: false })
      .limit(2, { referencedTable: 'products' })
      .single()
    expect(data).toEqual({ name: 'Beef', products: [{ name: 'Minced beef' }, { name: 'Beef steak' }] })
  })

  it('pages an embed with range() on the referenced table', async () => {
    const { data } = await db
      .from('categories')
      .select('slug, products(id)')
      .eq('slug', 'beef')
      .order('id', { referencedTable: 'products' })
      .range(1, 2, { referencedTable: 'products' })
      .single()
    expect(data).toEqual({ slug: 'beef', products: [{ id: 2 }, { id: 5 }] })
  })

  it('embeds a many-to-many resource through its join table', async () => {
    const { data } = await db.from('products').select('name, labels(name)').eq('id', 1).single()
    expect(data?.labels).toEqual(expect.arrayContaining([{ name: 'halal' }, { name: 'organic' }]))
    expect(data?.labels).toHaveLength(2)
  })

  it('nests embeds, including a self reference: the foreign key column names the parent', async () => {
    const { data } = await db
      .from('products')
      .select('name, category:categories(name, parent:parent_id(name)), supplier:suppliers(name)')
      .eq('id', 2)
      .single()
    expect(data).toEqual({
      name: 'Minced beef',
      category: { name: 'Beef', parent: { name: 'Meat' } },
      supplier: { name: 'Mbarara Farms' },
    })
  })

  it('needs a hint when two foreign keys join the same tables', async () => {
    const ambiguous = await db.from('orders').select('id, people(name)')
    expect(ambiguous.status).toBe(300)
    expect(ambiguous.error).toMatchObject({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'orders' and 'people'",
      hint: "Try changing 'people' to one of the following: 'people!orders_courier_id_fkey', 'people!orders_customer_id_fkey'. Find the desired relationship in the 'details' key.",
    })
    const { data } = await db
      .from('orders')
      .select('id, customer:people!customer_id(name), courier:people!orders_courier_id_fkey(name)')
      .order('id')
    expect(data).toEqual([
      { id: 1, customer: { name: 'Amina' }, courier: { name: 'Brian' } },
      { id: 2, customer: { name: 'Cissy' }, courier: null },
    ])
  })

  it('keeps only rows whose embed matches with !inner', async () => {
    const { data } = await db.from('products').select('name, categories!inner(slug)').eq('categories.slug', 'goat')
    expect(data).toEqual([{ name: 'Goat ribs', categories: { slug: 'goat' } }])
  })

  it('filters embedded rows without removing their parents', async () => {
    const { data } = await db
      .from('categories')
      .select('slug, products(name)')
      .in('slug', ['goat', 'poultry'])
      .eq('products.in_stock', true)
      .order('slug')
    expect(data).toEqual([
      { slug: 'goat', products: [] },
      { slug: 'poultry', products: [{ name: 'Chicken wings' }] },
    ])
  })

  it('filters parents on whether an embed matched with embed=not.is.null', async () => {
    const { data } = await db
      .from('categories')
      .select('slug, products(name)')
      .eq('products.name', 'Goat ribs')
      .not('products', 'is', null)
    expect(data).toEqual([{ slug: 'goat', products: [{ name: 'Goat ribs' }] }])
  })

  it('spreads a to-one embed into the parent row', async () => {
    const { data } = await db.from('products').select('name, ...categories(category:name)').eq('id', 4).single()
    expect(data).toEqual({ name: 'Chicken wings', category: 'Poultry' })
  })

  it('spreads a to-many embed into arrays of its columns', async () => {
    const { data } = await db
      .from('categories')
      .select('slug, ...products(product_names:name)')
      .eq('slug', 'beef')
      .order('name', { referencedTable: 'products' })
      .single()
    expect(data).toEqual({ slug: 'beef', product_names: ['Beef sausages', 'Beef steak', 'Minced beef'] })
  })

  it('orders by a column of a to-one embed', async () => {
    const { data } = await db
      .from('products')
      .select('name, category:categories(name)')
      .in('id', [3, 4, 5])
      .order('category(name)', { ascending: false })
    expect(data?.map((p) => p.name)).toEqual(['Chicken wings', 'Goat ribs', 'Beef sausages'])
  })

  it('counts embedded rows with rel(count) and aggregates with count() and col.sum()', async () => {
    const perCategory = await db.from('categories').select('slug, products(count)').in('slug', ['beef', 'empty'])
    expect(perCategory.data).toEqual(
      expect.arrayContaining([
        { slug: 'beef', products: [{ count: 3 }] },
        { slug: 'empty', products: [{ count: 0 }] },
      ]),
    )
    const total = await db.from('products').select('count()')
    expect(total.data).toEqual([{ count: 5 }])
    const sums = await db.from('products').select('in_stock, total:price.sum()').order('in_stock')
    expect(sums.data).toEqual([
      { in_stock: false, total: 25000 },
      { in_stock: true, total: 66500 },
    ])
  })
})

describe('filters', () => {
  const names = async (query: PromiseLike<{ data: { name: string }[] | null; error: unknown }>) => {
    const { data, error } = await query
    expect(error).toBeNull()
    return (data ?? []).map((r) => r.name).sort()
  }
  const products = () => db.from('products').select('name')

  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(await names(products().eq('price', 9000))).toEqual(['Chicken wings'])
    expect(await names(products().neq('category_id', 2))).toEqual(['Chicken wings', 'Goat ribs'])
    expect(await names(products().gt('price', 25000))).toEqual(['Beef steak'])
    expect(await names(products().gte('price', 25000))).toEqual(['Beef steak', 'Goat ribs'])
    expect(await names(products().lt('price', 9000))).toEqual(['Beef sausages'])
    expect(await names(products().lte('price', 9000))).toEqual(['Beef sausages', 'Chicken wings'])
  })

  it('matches patterns with like, ilike, their any/all forms, match and imatch', async () => {
    expect(await names(products().like('name', 'Beef*'))).toEqual(['Beef sausages', 'Beef steak'])
    expect(await names(products().ilike('name', '%BEEF%'))).toEqual(['Beef sausages', 'Beef steak', 'Minced beef'])
    expect(await names(products().likeAnyOf('name', ['Goat%', 'Chicken%']))).toEqual(['Chicken wings', 'Goat ribs'])
    expect(await names(products().ilikeAllOf('name', ['%beef%', '%s%']))).toEqual(['Beef sausages', 'Beef steak'])
    expect(await names(products().match({ in_stock: false }))).toEqual(['Goat ribs'])
    expect(await names(products().filter('name', 'match', '^Beef'))).toEqual(['Beef sausages', 'Beef steak'])
    expect(await names(products().filter('name', 'imatch', '^beef s'))).toEqual(['Beef sausages', 'Beef steak'])
  })

  it('tests with is null, true, false and isdistinct', async () => {
    expect(await names(products().is('description', null))).toEqual(['Beef sausages'])
    expect(await names(products().is('in_stock', false))).toEqual(['Goat ribs'])
    expect(await names(products().not('supplier_id', 'is', null).is('in_stock', true))).toEqual([
      'Beef sausages',
      'Beef steak',
      'Minced beef',
    ])
    expect(await names(products().isDistinct('supplier_id', 1))).toEqual([
      'Beef sausages',
      'Chicken wings',
      'Goat ribs',
    ])
  })

  it('keeps values with commas and parentheses intact in in()', async () => {
    expect(await names(products().in('name', ['Goat ribs', 'Beef, (steak)', 'Chicken wings']))).toEqual([
      'Chicken wings',
      'Goat ribs',
    ])
    expect(await names(products().not('id', 'in', '(1,2,3)'))).toEqual(['Beef sausages', 'Chicken wings'])
    expect(await names(products().in('id', []))).toEqual([])
  })

  it('filters arrays, jsonb and ranges with contains, containedBy and overlaps', async () => {
    expect(await names(products().contains('tags', ['fresh']))).toEqual(['Beef steak', 'Minced beef'])
    expect(await names(products().containedBy('tags', ['fresh', 'smoked']))).toEqual([
      'Beef sausages',
      'Chicken wings',
      'Minced beef',
    ])
    expect(await names(products().overlaps('tags', ['smoked', 'premium']))).toEqual([
      'Beef sausages',
      'Beef steak',
      'Goat ribs',
    ])
    expect(await names(products().contains('attributes', { grade: { level: 1 } }))).toEqual(['Beef steak'])
    expect(await names(products().contains('weight_kg', '[0.6,0.9]'))).toEqual(['Beef steak', 'Minced beef'])
    expect(await names(products().overlaps('weight_kg', '[2.5,5.0]'))).toEqual(['Goat ribs'])
  })

  it('compares ranges with sl, sr, nxl, nxr and adj', async () => {
    expect(await names(products().rangeLt('weight_kg', '[1.0,2.0]'))).toEqual(['Chicken wings'])
    expect(await names(products().rangeGt('weight_kg', '[0.5,0.9]'))).toEqual(['Goat ribs'])
    expect(await names(products().rangeGte('weight_kg', '[1.0,2.0]'))).toEqual(['Goat ribs'])
    expect(await names(products().rangeLte('weight_kg', '[0.1,0.5]'))).toEqual(['Chicken wings'])
    expect(await names(products().rangeAdjacent('weight_kg', '(0.1,0.2)'))).toEqual(['Chicken wings'])
  })

  it('searches full text with fts, plfts, phfts and wfts, with a configuration', async () => {
    expect(await names(products().textSearch('search', 'beef & steak'))).toEqual(['Beef steak'])
    expect(await names(products().textSearch('search', 'lean beef', { type: 'plain', config: 'english' }))).toEqual([
      'Minced beef',
    ])
    expect(await names(products().textSearch('search', 'goat ribs', { type: 'phrase' }))).toEqual(['Goat ribs'])
    expect(await names(products().textSearch('search', 'beef -minced', { type: 'websearch' }))).toEqual([
      'Beef sausages',
      'Beef steak',
    ])
    expect(await names(products().textSearch('description', 'spicy', { config: 'english' }))).toEqual(['Chicken wings'])
  })

  it('combines conditions with or(), nested and() and not.or', async () => {
    expect(await names(products().or('price.lt.8000,name.eq.Goat ribs'))).toEqual(['Beef sausages', 'Goat ribs'])
    expect(await names(products().or('category_id.eq.4,and(category_id.eq.2,price.gt.20000)'))).toEqual([
      'Beef steak',
      'Chicken wings',
    ])
    expect(await names(products().or('not.or(category_id.eq.2,category_id.eq.3)'))).toEqual(['Chicken wings'])
    const notOr = await fetch(`${stack.url}/rest/v1/products?select=name&not.or=(category_id.eq.2,category_id.eq.4)`, {
      headers: { apikey: stack.config.anonKey },
    })
    expect(await notOr.json()).toEqual([{ name: 'Goat ribs' }])
    const embedded = await db
      .from('categories')
      .select('slug, products(name)')
      .eq('slug', 'beef')
      .or('price.gt.30000,price.lt.8000', { referencedTable: 'products' })
      .single()
    expect(embedded.data?.products.map((p: { name: string }) => p.name).sort()).toEqual(['Beef sausages', 'Beef steak'])
  })

  it('filters on JSON paths and enums', async () => {
    expect(await names(products().eq('attributes->>cut', 'ribs'))).toEqual(['Goat ribs'])
    const { data } = await db.from('orders').select('id').eq('status', 'paid')
    expect(data).toEqual([{ id: 1 }])
  })
})

describe('order and ranges', () => {
  it('orders by several columns with nulls first or last', async () => {
    const first = await db.from('products').select('id').order('description', { nullsFirst: true }).limit(1)
    expect(first.data).toEqual([{ id: 5 }])
    const last = await db
      .from('products')
      .select('id')
      .order('supplier_id', { ascending: true, nullsFirst: false })
      .order('id', { ascending: false })
    expect(last.data?.map((r) => r.id)).toEqual([2, 1, 5, 3, 4])
  })

  it('pages with range() and reports the total in Content-Range with count=exact', async () => {
    const { data, count, status } = await db.from('products').select('id', { count: 'exact' }).order('id').range(1, 2)
    expect(data).toEqual([{ id: 2 }, { id: 3 }])
    expect(count).toBe(5)
    expect(status).toBe(206)
  })

  it('answers 416 when the page starts past the end', async () => {
    const { error, status } = await db.from('products').select('id', { count: 'exact' }).range(10, 12)
    expect(status).toBe(416)
    expect(error).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
    })
  })

  it('estimates counts with planned and estimated', async () => {
    const planned = await db.from('numbers').select('n', { count: 'planned', head: true })
    expect(planned.count).toBeGreaterThan(0)
    const estimated = await db.from('numbers').select('n', { count: 'estimated', head: true })
    expect(estimated.count).toBeGreaterThanOrEqual(100)
  })

  it('caps every response at max_rows', async () => {
    const { data, count } = await db.from('numbers').select('n', { count: 'exact' })
    expect(data).toHaveLength(100)
    expect(count).toBe(150)
  })

  it('answers HEAD with the count and no body', async () => {
    const { data, count, status } = await db.from('products').select('*', { count: 'exact', head: true })
    expect(status).toBe(200)
    expect(data).toBeNull()
    expect(count).toBe(5)
  })
})

describe('response formats', () => {
  it('returns one object with single(), and PGRST116 when there is not exactly one row', async () => {
    const one = await db.from('products').select('name').eq('id', 2).single()
    expect(one.data).toEqual({ name: 'Minced beef' })
    const none = await db.from('products').select('name').eq('id', 999).single()
    expect(none.status).toBe(406)
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    })
    const many = await db.from('products').select('name').single()
    expect(many.error?.details).toBe('The result contains 5 rows')
  })

  it('returns null or one object with maybeSingle()', async () => {
    expect((await db.from('products').select('name').eq('id', 999).maybeSingle()).data).toBeNull()
    expect((await db.from('products').select('name').eq('id', 4).maybeSingle()).data).toEqual({ name: 'Chicken wings' })
  })

  it('returns CSV with csv()', async () => {
    const { data } = await db.from('products').select('id,name').in('id', [1, 2]).order('id').csv()
    expect(data).toBe('id,name\n1,"Beef steak"\n2,"Minced beef"')
  })

  it('strips null values when asked', async () => {
    const { data } = await db.from('products').select('id, description').eq('id', 5).stripNulls()
    expect(data).toEqual([{ id: 5 }])
  })

  it('reads another exposed schema with schema()', async () => {
    const { data } = await db.schema('other').from('widgets').select('name').order('id')
    expect(data).toEqual([{ name: 'sprocket' }, { name: 'gear' }])
    const unknown = await db.schema('auth').from('users').select('id')
    expect(unknown.status).toBe(406)
    expect(unknown.error).toMatchObject({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      hint: 'Only the following schemas are exposed: public, other, graphql_public',
    })
  })

  it('renders times in the zone asked for with Prefer: timezone', async () => {
    const response = await fetch(`${stack.url}/rest/v1/products?select=created_at&id=eq.1`, {
      headers: { apikey: stack.config.anonKey, Prefer: 'timezone=Africa/Kampala' },
    })
    expect(await response.json()).toEqual([{ created_at: '2024-01-01T08:00:00+03:00' }])
    expect(response.headers.get('preference-applied')).toBe('timezone=Africa/Kampala')
    const unknown = await fetch(`${stack.url}/rest/v1/products?select=id`, {
      headers: { apikey: stack.config.anonKey, Prefer: 'timezone=Nowhere/Else' },
    })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).code).toBe('22023')
  })

  it('honours the Range header on GET', async () => {
    const response = await fetch(`${stack.url}/rest/v1/products?select=id&order=id`, {
      headers: { apikey: stack.config.anonKey, Range: '1-2' },
    })
    expect(await response.json()).toEqual([{ id: 2 }, { id: 3 }])
    expect(response.headers.get('content-range')).toBe('1-2/*')
  })

  it('sends PostgREST headers with a page', async () => {
    const response = await fetch(`${stack.url}/rest/v1/products?select=id&order=id&limit=2`, {
      headers: { apikey: stack.config.anonKey, Prefer: 'count=exact' },
    })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('0-1/5')
    expect(response.headers.get('preference-applied')).toBe('count=exact')
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-profile')).toBe('public')
  })
})
