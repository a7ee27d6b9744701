// PostgREST's error bodies and statuses for requests the schema cache or the grammar rejects, and
// the schema cache following DDL (NOTIFY pgrst, 'reload schema').
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

const rest = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${stack.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: stack.config.anonKey, ...(init.headers ?? {}) },
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
}

describe('schema cache errors', () => {
  it('answers an unknown table with PGRST205 and the closest table', async () => {
    const { error, status } = await db.from('product').select('*')
    expect(status).toBe(404)
    expect(error).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.product' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.products'",
    })
  })

  it('answers an unknown column as PostgreSQL does, with 42703', async () => {
    const select = await db.from('products').select('id, colour')
    expect(select.status).toBe(400)
    expect(select.error).toMatchObject({ code: '42703', message: 'column products.colour does not exist' })
    const filter = await db.from('products').select('id').eq('colour', 'red')
    expect(filter.error?.code).toBe('42703')
    const embedded = await db.from('products').select('id, categories(colour)')
    expect(embedded.error).toMatchObject({ code: '42703', message: 'column categories_1.colour does not exist' })
  })

  it('answers an unknown embed with PGRST200 and a suggestion', async () => {
    const { error, status } = await db.from('products').select('id, categorie(name)')
    expect(status).toBe(400)
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'products' and 'categorie' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'products' and 'categorie' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'categories' instead of 'categorie'.",
    })
  })

  it('answers a filter on a resource that is not embedded with PGRST108', async () => {
    const { error } = await db.from('products').select('id').eq('categories.name', 'Beef')
    expect(error).toMatchObject({
      code: 'PGRST108',
      message: "'categories' is not an embedded resource in this request",
      hint: "Verify that 'categories' is included in the 'select' query parameter.",
    })
  })

  it('answers an order on a to-many embed with PGRST118', async () => {
    const { error } = await db.from('categories').select('id, products(name)').order('products(name)')
    expect(error).toMatchObject({
      code: 'PGRST118',
      message: "A related order on 'products' is not possible",
      details: "'categories' and 'products' do not form a many-to-one or one-to-one relationship",
    })
  })
})

describe('request errors', () => {
  it('answers a malformed select, filter, order or logic tree with PGRST100', async () => {
    const select = await rest('/products?select=id,categories(name')
    expect(select.status).toBe(400)
    expect(select.body).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse select parameter (id,categories(name)" (line 1, column 19)',
    })
    const filter = await rest('/products?id=equals.1')
    expect(filter.body).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse filter (equals.1)" (line 1, column 1)',
    })
    const order = await rest('/products?order=id.sideways')
    expect(order.body.code).toBe('PGRST100')
    const logic = await rest('/products?or=(id.eq.1')
    expect(logic.body.code).toBe('PGRST100')
  })

  it('answers a value of the wrong type with the database error and 400', async () => {
    const { error, status } = await db.from('products').select('id').eq('id', 'abc')
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type bigint: "abc"' })
  })

  it('answers a body that is not JSON with PGRST102', async () => {
    const response = await rest('/labels', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' })
  })

  it('refuses a body over the size limit with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })
    const response = await rest('/labels', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    })
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({ code: 'PGRST102', message: 'Request body too large' })
  })

  it('answers an Accept it cannot produce with PGRST107', async () => {
    const response = await rest('/products', { headers: { Accept: 'text/html' } })
    expect(response.status).toBe(406)
    expect(response.body).toMatchObject({
      code: 'PGRST107',
      message: 'None of these media types are available: text/html',
    })
  })

  it('answers bad paths and methods with PGRST125 and PGRST117', async () => {
    expect((await rest('/products/1')).body).toMatchObject({ code: 'PGRST125' })
    const purge = await rest('/products', { method: 'PURGE' })
    expect(purge.status).toBe(405)
    expect(purge.body).toMatchObject({ code: 'PGRST117', message: 'Unsupported HTTP method: PURGE' })
    const text = await rest('/products', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' })
    expect(text.body).toMatchObject({ code: 'PGRST102', message: 'Content-Type not acceptable: text/plain' })
  })

  it('describes the exposed schema at the root', async () => {
    const response = await rest('/')
    expect(response.status).toBe(200)
    expect(response.body.swagger).toBe('2.0')
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/products', '/rpc/add']))
  })
})

describe('schema cache reload', () => {
  it('serves a table created after start, once DDL has notified pgrst', async () => {
    await stack.db.exec(`create table public.late_arrivals (id int primary key, name text);
      insert into public.late_arrivals values (1, 'late');
      grant select on public.late_arrivals to anon;`)
    let result = await db.from('late_arrivals').select('name')
    for (let i = 0; i < 50 && result.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      result = await db.from('late_arrivals').select('name')
    }
    expect(result.data).toEqual([{ name: 'late' }])
  })

  it('reloads on an explicit NOTIFY pgrst', async () => {
    await stack.db.exec(`alter table public.late_arrivals add column note text default 'hi'`)
    await stack.db.exec(`notify pgrst, 'reload schema'`)
    let result = await db.from('late_arrivals').select('note')
    for (let i = 0; i < 50 && result.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      result = await db.from('late_arrivals').select('note')
    }
    expect(result.data).toEqual([{ note: 'hi' }])
  })
})
