// Public reads over real HTTP: the URL carries the anon key, a read the page's HTML started is taken over
// (one request, not two), a failed early read is asked again, and errors carry PostgREST's message.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setRuntimeConfig } from '@shop/shared/config'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startEarlyRead } from './early-reads.ts'
import { publicQuery } from './public-query.ts'
import { PublicReadError, publicRead } from './public-read.ts'
import { restUrl } from './rest-url.ts'

describe('public reads', () => {
  let server: Server
  let base: string
  let seen: string[] = []
  let failNext = false

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '')
      if (req.url?.startsWith('/rest/v1/missing')) {
        res.writeHead(404, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ code: 'PGRST205', message: 'Could not find the table public.missing' }))
      }
      if (failNext) {
        failNext = false
        return res.writeHead(503).end()
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify([{ id: 'p1', name: 'Beef Sausages 500 g' }]))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    setRuntimeConfig({ supabaseUrl: base, supabaseAnonKey: 'anon key' })
    // The browser's window, where the page's HTML leaves its early reads.
    Object.assign(globalThis, { window: globalThis })
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  beforeEach(() => {
    seen = []
  })

  it('puts the anon key in the query, so the request needs no custom header', () => {
    expect(restUrl({ supabaseUrl: 'https://x.supabase.co/', supabaseAnonKey: 'a+b' }, 'products?select=id')).toBe(
      'https://x.supabase.co/rest/v1/products?select=id&apikey=a%2Bb',
    )
    expect(restUrl({ supabaseUrl: 'https://x.supabase.co', supabaseAnonKey: 'k' }, 'products')).toBe(
      'https://x.supabase.co/rest/v1/products?apikey=k',
    )
  })

  it('takes over a read the HTML started instead of asking again, once', async () => {
    startEarlyRead(restUrl({ supabaseUrl: base, supabaseAnonKey: 'anon key' }, 'products?select=id,name'))
    expect(await publicRead('products?select=id,name')).toEqual([{ id: 'p1', name: 'Beef Sausages 500 g' }])
    expect(seen).toEqual(['/rest/v1/products?select=id,name&apikey=anon%20key'])
    // A later read (another visit to the page) asks the API.
    await publicRead('products?select=id,name')
    expect(seen).toHaveLength(2)
  })

  it('asks again when the early read failed', async () => {
    failNext = true
    startEarlyRead(restUrl({ supabaseUrl: base, supabaseAnonKey: 'anon key' }, 'product_categories?select=id'))
    expect(await publicRead('product_categories?select=id')).toHaveLength(1)
    expect(seen).toHaveLength(2)
  })

  it("fails with the API's status and message", async () => {
    const error = await publicRead('missing?select=id').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PublicReadError)
    expect(error).toMatchObject({ status: 404, code: 'PGRST205', message: 'Could not find the table public.missing' })
  })

  it("answers an endpoint with the shaped rows, or with the API's failure as the api's ApiError", async () => {
    const signal = new AbortController().signal
    expect(
      await publicQuery('products?select=id,name', signal, (rows: { name: string }[]) => rows.map((r) => r.name)),
    ).toEqual({ data: ['Beef Sausages 500 g'] })
    expect(await publicQuery('missing?select=id', signal, (rows) => rows)).toEqual({
      error: {
        status: 404,
        code: 'PGRST205',
        message: 'Could not find the table public.missing',
        details: null,
        hint: null,
      },
    })
  })
})
