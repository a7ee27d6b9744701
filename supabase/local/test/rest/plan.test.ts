// The execution-plan media type (PostgREST's `application/vnd.pgrst.plan`): 406 unless the database
// setting `pgrst.db_plan_enabled` is on (read from the authenticator role, as PostgREST reads it);
// then EXPLAIN of the request's own query, as JSON or text, with its options.
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

async function setPlanEnabled(on: boolean) {
  const { rows } = await stack.db.query<{ name: string }>('select current_database() as name')
  const name = `"${rows[0]?.name}"`
  await stack.db.exec(
    on
      ? `alter role authenticator in database ${name} set pgrst.db_plan_enabled = 'true'; notify pgrst, 'reload schema'`
      : `alter role authenticator in database ${name} reset pgrst.db_plan_enabled; notify pgrst, 'reload schema'`,
  )
}

const get = (path: string, accept: string) =>
  fetch(`${stack.url}/rest/v1/${path}`, { headers: { apikey: stack.config.anonKey, accept } })

describe('the plan media type', () => {
  it('is refused with 406 while db_plan_enabled is off, as PostgREST refuses it', async () => {
    const response = await get('products?select=id', 'application/vnd.pgrst.plan+json')
    expect(response.status).toBe(406)
    expect(await response.json()).toMatchObject({ code: 'PGRST107' })
  })

  it('answers EXPLAIN of the request in JSON once enabled, for the JSON the request would give', async () => {
    await setPlanEnabled(true)
    await expect.poll(async () => (await get('products?select=id', 'application/vnd.pgrst.plan+json')).status).toBe(200)
    const response = await get('products?select=id,name&id=eq.1', 'application/vnd.pgrst.plan+json')
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
    )
    const [plan] = (await response.json()) as [{ Plan: Record<string, unknown> }]
    expect(plan.Plan['Node Type']).toEqual(expect.any(String))
    expect(plan.Plan['Total Cost']).toEqual(expect.any(Number))
  })

  it('text format with options: analyze and verbose show actual times and output columns', async () => {
    const response = await get('products?select=id', 'application/vnd.pgrst.plan+text; options=analyze|verbose')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+text; for="application/json"; options=analyze|verbose; charset=utf-8',
    )
    const text = await response.text()
    expect(text).toMatch(/actual time=/)
    expect(text).toMatch(/Output:/)
    // As on a hosted project, which computes query ids.
    expect(text).toMatch(/^Query Identifier: -?\d+$/m)
    expect(text.endsWith('\n')).toBe(true)
  })

  it('a verbose JSON plan carries its Query Identifier, as hosted plans do', async () => {
    const response = await get('products?select=id', 'application/vnd.pgrst.plan+json; options=verbose')
    expect(response.status).toBe(200)
    const [plan] = (await response.json()) as [Record<string, unknown>]
    expect(plan['Query Identifier']).toEqual(expect.any(Number))
  })

  it("supabase-js's explain() gets the plan of a filtered read and of an RPC", async () => {
    const { data, error } = await db
      .from('products')
      .select('id')
      .eq('id', 1)
      .explain({ analyze: true, format: 'json' })
    expect(error).toBeNull()
    expect((data as unknown as [{ 'Execution Time': number }])[0]['Execution Time']).toEqual(expect.any(Number))
    const call = await db.rpc('add', { a: 1, b: 2 }).explain({ format: 'text' })
    expect(call.error).toBeNull()
    expect(String(call.data)).toMatch(/cost=/)
  })

  it('is refused again when the setting goes off', async () => {
    await setPlanEnabled(false)
    await expect.poll(async () => (await get('products?select=id', 'application/vnd.pgrst.plan+json')).status).toBe(406)
  })
})
