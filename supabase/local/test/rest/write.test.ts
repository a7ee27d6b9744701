// Writing through /rest/v1 with supabase-js: insert, bulk insert, upsert, update and delete, with
// and without returning rows, and the transaction preferences.
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

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: stack.config.anonKey, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  })

describe('insert', () => {
  it('answers 201 with no body when nothing is selected', async () => {
    const { data, error, status } = await db.from('labels').insert({ name: 'fresh-cut' })
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toBeNull()
    const { data: rows } = await db.from('labels').select('name').eq('name', 'fresh-cut')
    expect(rows).toEqual([{ name: 'fresh-cut' }])
  })

  it('returns the inserted row with select(), embeds included', async () => {
    const { data, status } = await db
      .from('products')
      .insert({ name: 'Goat stew', price: 15000, category_id: 3 })
      .select('name, price, in_stock, tags, category:categories(slug)')
      .single()
    expect(status).toBe(201)
    expect(data).toEqual({ name: 'Goat stew', price: 15000, in_stock: true, tags: [], category: { slug: 'goat' } })
  })

  it('inserts many rows at once, missing columns as null or, with defaultToNull false, their defaults', async () => {
    const nulls = await db
      .from('suppliers')
      .insert([{ name: 'Gulu Goats', country: 'UG' }, { name: 'Kigali Cuts' }])
      .select('name, country')
    expect(nulls.error).toMatchObject({ code: '23502' })
    const defaults = await db
      .from('suppliers')
      .insert([{ name: 'Gulu Goats', country: 'UG' }, { name: 'Kigali Cuts' }], { defaultToNull: false })
      .select('name, country')
    expect(defaults.error).toBeNull()
    expect(defaults.data).toEqual([
      { name: 'Gulu Goats', country: 'UG' },
      { name: 'Kigali Cuts', country: 'UG' },
    ])
  })

  it('reports a unique violation as 409 with PostgreSQL details', async () => {
    const { error, status } = await db.from('labels').insert({ name: 'halal' })
    expect(status).toBe(409)
    expect(error).toEqual({
      code: '23505',
      details: 'Key (name)=(halal) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "labels_name_key"',
    })
  })

  it('reports a foreign key violation as 409', async () => {
    const { error, status } = await db.from('products').insert({ name: 'Orphan', price: 1, category_id: 999 })
    expect(status).toBe(409)
    expect(error?.code).toBe('23503')
  })

  it('rejects a column the table does not have with PGRST204', async () => {
    const { error, status } = await db.from('labels').insert({ name: 'x', colour: 'red' })
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'labels' in the schema cache",
    })
  })

  it('gives a Location header with return=headers-only', async () => {
    const response = await rest('/labels', {
      method: 'POST',
      headers: { Prefer: 'return=headers-only' },
      body: JSON.stringify({ name: 'lean' }),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('location')).toMatch(/^\/labels\?id=eq\.\d+$/)
  })

  it('reads form and CSV bodies', async () => {
    const form = await rest('/labels?select=name', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Prefer: 'return=representation' },
      body: 'name=from+a+form',
    })
    expect(await form.json()).toEqual([{ name: 'from a form' }])
    const csv = await rest('/labels?select=name', {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Prefer: 'return=representation' },
      body: 'name\n"csv, one"\ncsv two',
    })
    expect(await csv.json()).toEqual([{ name: 'csv, one' }, { name: 'csv two' }])
  })
})

describe('upsert', () => {
  it('merges duplicates on the primary key: 200 when it updated, 201 when a row is new', async () => {
    const existing = await db.from('labels').upsert({ id: 2, name: 'certified organic' }).select('id, name')
    expect(existing.status).toBe(200)
    expect(existing.data).toEqual([{ id: 2, name: 'certified organic' }])
    const fresh = await db.from('labels').upsert({ id: 90, name: 'ninety' }).select('id, name')
    expect(fresh.status).toBe(201)
    expect(fresh.data).toEqual([{ id: 90, name: 'ninety' }])
  })

  it('merges duplicates on on_conflict columns and answers 200 when nothing new was inserted', async () => {
    const response = await rest('/categories?on_conflict=slug', {
      method: 'POST',
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify({ name: 'Goat meat', slug: 'goat' }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('preference-applied')).toBe('resolution=merge-duplicates')
    const { data } = await db
      .from('categories')
      .upsert([{ name: 'Goat', slug: 'goat' }], { onConflict: 'slug' })
      .select('id, name')
    expect(data).toEqual([{ id: 3, name: 'Goat' }])
  })

  it('ignores duplicates with ignoreDuplicates', async () => {
    const { data, status } = await db
      .from('categories')
      .upsert(
        [
          { name: 'Beef again', slug: 'beef' },
          { name: 'Fish', slug: 'fish' },
        ],
        { onConflict: 'slug', ignoreDuplicates: true },
      )
      .select('name')
    expect(status).toBe(201)
    expect(data).toEqual([{ name: 'Fish' }])
    const beef = await db.from('categories').select('name').eq('slug', 'beef').single()
    expect(beef.data).toEqual({ name: 'Beef' })
  })

  it('puts a single row by its primary key, and refuses a payload that does not match the URL', async () => {
    const put = await rest('/labels?id=eq.77', {
      method: 'PUT',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ id: 77, name: 'seventy-seven' }),
    })
    expect(put.status).toBe(201)
    expect(await put.json()).toEqual([{ id: 77, name: 'seventy-seven' }])
    const again = await rest('/labels?id=eq.77', { method: 'PUT', body: JSON.stringify({ id: 77, name: '77' }) })
    expect(again.status).toBe(204)
    const mismatch = await rest('/labels?id=eq.78', { method: 'PUT', body: JSON.stringify({ id: 79, name: 'x' }) })
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toMatchObject({ code: 'PGRST115' })
    const notPk = await rest('/labels?name=eq.x', { method: 'PUT', body: JSON.stringify({ id: 80, name: 'x' }) })
    expect(notPk.status).toBe(405)
    expect(await notPk.json()).toMatchObject({ code: 'PGRST105' })
  })
})

describe('update', () => {
  it('answers 204 without select() and changes only the filtered rows', async () => {
    const { status, count } = await db.from('products').update({ in_stock: false }, { count: 'exact' }).eq('id', 5)
    expect(status).toBe(204)
    expect(count).toBe(1)
    const { data } = await db.from('products').select('id').eq('in_stock', false).order('id')
    expect(data).toEqual([{ id: 3 }, { id: 5 }])
  })

  it('returns the updated rows with select()', async () => {
    const { data, status } = await db
      .from('products')
      .update({ price: 8000, tags: ['smoked', 'spicy'] })
      .eq('id', 5)
      .select('id, price, tags, supplier:suppliers(name)')
    expect(status).toBe(200)
    expect(data).toEqual([{ id: 5, price: 8000, tags: ['smoked', 'spicy'], supplier: { name: 'Nairobi Meats' } }])
  })

  it('updates through filters combined with or()', async () => {
    const { data } = await db
      .from('orders')
      .update({ note: 'checked' })
      .or('status.eq.pending,total.gt.40000')
      .select('id')
      .order('id')
    expect(data).toEqual([{ id: 1 }, { id: 2 }])
  })

  it('casts enum and JSON values', async () => {
    const { data, error } = await db.from('orders').update({ status: 'shipped' }).eq('id', 1).select('status').single()
    expect(error).toBeNull()
    expect(data).toEqual({ status: 'shipped' })
    const bad = await db.from('orders').update({ status: 'lost' }).eq('id', 1)
    expect(bad.status).toBe(400)
    expect(bad.error).toMatchObject({ code: '22P02', message: 'invalid input value for enum order_status: "lost"' })
  })

  it('rolls back when single() sees more than one row', async () => {
    const { error, status } = await db
      .from('products')
      .update({ description: 'oops' })
      .gt('id', 0)
      .select('id')
      .single()
    expect(status).toBe(406)
    expect(error?.code).toBe('PGRST116')
    const { data } = await db.from('products').select('id').eq('description', 'oops')
    expect(data).toEqual([])
  })

  it('enforces max-affected with handling=strict', async () => {
    const response = await rest('/products?price=gt.0', {
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ description: 'cheap' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST124', details: 'The query affects 6 rows' })
  })
})

describe('delete', () => {
  it('answers 204 without select(), and returns the deleted rows with it', async () => {
    await db.from('labels').insert([{ name: 'gone-1' }, { name: 'gone-2' }])
    const quiet = await db.from('labels').delete().eq('name', 'gone-1')
    expect(quiet.status).toBe(204)
    const { data, status } = await db.from('labels').delete().eq('name', 'gone-2').select('name')
    expect(status).toBe(200)
    expect(data).toEqual([{ name: 'gone-2' }])
    const { data: left } = await db.from('labels').select('name').like('name', 'gone-*')
    expect(left).toEqual([])
  })
})

describe('transactions', () => {
  it('leaves no trace with rollback()', async () => {
    const { data, status } = await db.from('labels').insert({ name: 'rolled back' }).select('name').rollback()
    expect(status).toBe(201)
    expect(data).toEqual([{ name: 'rolled back' }])
    const { data: rows } = await db.from('labels').select('name').eq('name', 'rolled back')
    expect(rows).toEqual([])
  })

  it('echoes the honoured preferences in Preference-Applied', async () => {
    const response = await rest('/labels?select=id', {
      method: 'POST',
      headers: { Prefer: 'return=representation, count=exact, tx=rollback, missing=default, nonsense' },
      body: JSON.stringify({ name: 'prefs' }),
    })
    expect(response.headers.get('preference-applied')).toBe(
      'missing=default, return=representation, count=exact, tx=rollback',
    )
    const strict = await rest('/labels', {
      method: 'POST',
      headers: { Prefer: 'handling=strict, nonsense' },
      body: JSON.stringify({ name: 'strict' }),
    })
    expect(strict.status).toBe(400)
    expect(await strict.json()).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: nonsense' })
  })

  it('writes into another exposed schema with schema()', async () => {
    const { data } = await db.schema('other').from('widgets').insert({ name: 'cog' }).select('name')
    expect(data).toEqual([{ name: 'cog' }])
  })
})
