// Calling database functions through /rest/v1/rpc with supabase-js: named arguments over POST and
// GET, scalar, composite, set-returning and void results, filters on a function's rows, overloads,
// and errors raised by functions.
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
    headers: { apikey: stack.config.anonKey, ...(init.headers ?? {}) },
  })

describe('rpc', () => {
  it('calls a function with named arguments over POST and over GET', async () => {
    expect((await db.rpc('add', { a: 2, b: 3 })).data).toBe(5)
    expect((await db.rpc('add', { a: 2, b: 40 }, { get: true })).data).toBe(42)
  })

  it('calls functions without arguments, or leaving out one with a default', async () => {
    expect((await db.rpc('hello')).data).toBe('hello')
    expect((await db.rpc('greet')).data).toBe('hello world')
    expect((await db.rpc('greet', { name: 'Kampala' }, { get: true })).data).toBe('hello Kampala')
  })

  it('passes arrays to array parameters', async () => {
    expect((await db.rpc('sum_all', { vals: [1, 2, 3] })).data).toBe(6)
    expect((await db.rpc('sum_all', { vals: [4, 5] }, { get: true })).data).toBe(9)
  })

  it('returns a row for a function returning a table type, with embeds', async () => {
    const { data } = await db.rpc('get_product', { pid: 3 }).select('name, category:categories(slug)')
    expect(data).toEqual({ name: 'Goat ribs', category: { slug: 'goat' } })
  })

  it('filters, orders and limits the rows of a set-returning function', async () => {
    const { data } = await db
      .rpc('products_in_category', { cat: 2 })
      .select('name, price')
      .gt('price', 10000)
      .order('price', { ascending: false })
    expect(data).toEqual([
      { name: 'Beef steak', price: 32000 },
      { name: 'Minced beef', price: 18000 },
    ])
    const page = await db
      .rpc('products_in_category', { cat: 2 }, { get: true, count: 'exact' })
      .select('id')
      .range(0, 0)
    expect(page.data).toHaveLength(1)
    expect(page.count).toBe(3)
  })

  it('returns arrays for set-returning scalar functions and TABLE functions, objects for OUT parameters', async () => {
    expect((await db.rpc('product_names')).data).toEqual([
      'Beef steak',
      'Minced beef',
      'Goat ribs',
      'Chicken wings',
      'Beef sausages',
    ])
    const { data } = await db.rpc('label_counts').eq('label', 'halal')
    expect(data).toEqual([{ label: 'halal', products: 3 }])
    expect((await db.rpc('price_stats')).data).toEqual({ low: 7500, high: 32000 })
  })

  it('answers 204 for a void function, whose writes are committed', async () => {
    const token = await restClients(stack).signIn('00000000-0000-0000-0000-00000000000c')
    const { status, data } = await restClients(stack).withToken(token).rpc('log_note', { body: 'from rpc' })
    expect(status).toBe(204)
    expect(data).toBeNull()
    const { data: notes } = await db.from('notes').select('body').eq('body', 'from rpc')
    expect(notes).toEqual([{ body: 'from rpc' }])
  })

  it("lists ambiguous overloads in PostgREST's order (its Ord Routine: parameters by name, then type)", async () => {
    const { error, status } = await db.rpc('ambiguous', { a: 'x' })
    expect(status).toBe(300)
    expect(error).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.ambiguous(a => boolean), public.ambiguous(a => integer), public.ambiguous(a => text)',
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    })
  })

  it('chooses among overloaded functions by argument names', async () => {
    expect((await db.rpc('overloaded', { a: 1 })).data).toBe('one: 1')
    expect((await db.rpc('overloaded', { a: 1, b: 2 })).data).toBe('two: 3')
  })

  it('passes the whole body to a function with one unnamed json parameter', async () => {
    expect((await db.rpc('echo_json', { anything: [1, { two: 2 }] })).data).toEqual({ anything: [1, { two: 2 }] })
  })

  it('calls a volatile function that writes, and refuses to over GET', async () => {
    const { data, error } = await db
      .rpc('place_order', { customer: '00000000-0000-0000-0000-00000000000b', product: 4, quantity: 2 })
      .select('total, status')
    expect(error).toBeNull()
    expect(data).toEqual({ total: 18000, status: 'pending' })
    const get = await rest('/rpc/place_order?customer=00000000-0000-0000-0000-00000000000b&product=4&quantity=1')
    expect(get.status).toBe(405)
    expect(await get.json()).toMatchObject({
      code: '25006',
      message: 'cannot execute INSERT in a read-only transaction',
    })
  })

  it('reports a missing function with PGRST202 and a suggestion', async () => {
    const { error, status } = await db.rpc('adds', { a: 1, b: 2 })
    expect(status).toBe(404)
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.adds(a, b) in the schema cache',
      details:
        'Searched for the function public.adds with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add',
    })
    const wrongArgs = await db.rpc('add', { a: 1, c: 2 })
    expect(wrongArgs.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.add(a, c) in the schema cache',
      hint: 'Perhaps you meant to call the function public.add(a, b)',
    })
  })

  it('answers a RAISE with 400 and its message, detail and hint', async () => {
    const { error, status } = await db.rpc('fail_plainly')
    expect(status).toBe(400)
    expect(error).toEqual({
      code: 'P0001',
      message: 'the shop is closed',
      details: 'closed on Sundays',
      hint: 'come back Monday',
    })
  })

  it('answers status xyz for RAISE SQLSTATE PTxyz', async () => {
    const { error, status } = await db.rpc('fail_with_status')
    expect(status).toBe(402)
    expect(error).toMatchObject({ code: 'PT402', message: 'payment required', details: 'top up first' })
  })

  it('rolls back what a failed function wrote', async () => {
    const { error } = await db.rpc('place_order', {
      customer: '00000000-0000-0000-0000-00000000000b',
      product: 999,
      quantity: 1,
    })
    expect(error).toMatchObject({ code: 'P0002', message: 'no such product' })
    const { count } = await db.from('orders').select('*', { count: 'exact', head: true })
    expect(count).toBe(3)
  })

  it('calls a function of another exposed schema', async () => {
    expect((await db.schema('other').rpc('widget_count')).data).toBe(2)
  })

  it('rejects other methods on rpc with PGRST101', async () => {
    const response = await rest('/rpc/add', { method: 'PATCH' })
    expect(response.status).toBe(405)
    expect(await response.json()).toMatchObject({ code: 'PGRST101', message: 'Cannot use the PATCH method on RPC' })
  })

  it('runs each request with its role’s settings (alter role … set statement_timeout), as PostgREST does', async () => {
    await stack.db.exec(`create function public.statement_timeout_now() returns text language sql stable
                            as $$ select current_setting('statement_timeout') $$;
                          create function public.nap() returns void language sql volatile as $$ select pg_sleep(3) $$;
                          grant execute on function public.statement_timeout_now(), public.nap() to anon;
                          alter role anon set statement_timeout = '1500ms';
                          notify pgrst, 'reload config'`)
    try {
      // `set local role anon` alone would leave the connection's timeout (none): the stand-in applies the role's.
      await expect.poll(async () => (await db.rpc('statement_timeout_now')).data).toBe('1500ms')
      if (process.env.TEST_DB === 'postgres') {
        const { error } = await db.rpc('nap' as never)
        expect(error).toMatchObject({ code: '57014' })
      }
    } finally {
      await stack.db.exec(`alter role anon reset statement_timeout; notify pgrst, 'reload config'`)
    }
    await expect.poll(async () => (await db.rpc('statement_timeout_now')).data).toBe('0')
  })
})
