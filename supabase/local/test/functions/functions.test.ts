// Edge Functions written for Supabase's Deno runtime, run unchanged by the stand-in and called with
// supabase-js: the request they see, their environment, JWT verification, errors, npm imports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createJwtKeys } from '../../src/jwt/index.ts'
import { testDb } from '../support/database.ts'
import { startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
})

const fn = (name: string) => `${stack.url}/functions/v1/${name}`

describe('a function written for Deno', () => {
  test('Deno.serve answers supabase-js invoke; the function sees /<name> and the gateway’s token', async () => {
    const { data, error } = await stack.anon().functions.invoke('hello', { body: { name: 'Amina' } })
    expect(error).toBeNull()
    expect(data).toMatchObject({
      message: 'Hello Amina!',
      method: 'POST',
      path: '/hello',
      authorization: `Bearer ${stack.config.anonKey}`,
    })
  })

  test('Deno.env holds the platform’s variables and supabase/functions/.env, SUPABASE_ names reserved', async () => {
    const { data } = await stack.anon().functions.invoke('hello', { method: 'GET' })
    expect(data.env).toEqual({
      url: stack.url,
      anonKey: stack.config.anonKey,
      serviceRoleKey: stack.config.serviceRoleKey,
      dbUrl: testDb === 'postgres' ? stack.config.databaseUrl : null,
      shopName: 'Kampala Meats',
    })
  })

  test('sub-paths and query strings reach the same function', async () => {
    const res = await fetch(`${fn('hello')}/orders/42?status=paid`, { headers: { apikey: stack.config.anonKey } })
    expect(await res.json()).toMatchObject({ path: '/hello/orders/42', query: { status: 'paid' } })
  })

  test('a streamed response arrives as it is written', async () => {
    const { data } = await stack.anon().functions.invoke('stream', { method: 'GET' })
    expect(await (data as Response).text()).toBe('data: weighing\n\ndata: packing\n\ndata: ready\n\n')
  })

  test('a caller that stops reading a streamed answer does not take the stand-in down', async () => {
    const res = await fetch(fn('stream'), { headers: { apikey: stack.config.anonKey } })
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: weighing\n\n')
    await reader.cancel()
    await new Promise((resolve) => setTimeout(resolve, 100)) // the function keeps writing meanwhile
    const again = await fetch(fn('stream'), { headers: { apikey: stack.config.anonKey } })
    expect(await again.text()).toBe('data: weighing\n\ndata: packing\n\ndata: ready\n\n')
  })
})

describe('JWT verification', () => {
  test('with verify_jwt on, a request without a token is refused with 401', async () => {
    const res = await fetch(fn('hello'), { method: 'POST' })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ msg: 'Error: Missing authorization header' })
  })

  test('a token not signed by the project is refused with "Invalid JWT"', async () => {
    const forged = await createJwtKeys('another-secret-that-is-at-least-32-chars').sign({ role: 'authenticated' }, 60)
    const res = await fetch(fn('hello'), { headers: { authorization: `Bearer ${forged}` } })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ msg: 'Invalid JWT' })
  })

  test('a signed-in user’s token passes and reaches the function, ES256 as Auth signs or legacy HS256', async () => {
    const token = await stack.jwt.sign({ sub: 'u1', role: 'authenticated' }, 60)
    const { data } = await stack.withToken(token).functions.invoke('hello', { method: 'GET' })
    expect(data.authorization).toBe(`Bearer ${token}`)
    const legacy = await createJwtKeys(stack.config.jwtSecret).sign({ sub: 'u1', role: 'authenticated' }, 60)
    const answer = await stack.withToken(legacy).functions.invoke('hello', { method: 'GET' })
    expect(answer.data.authorization).toBe(`Bearer ${legacy}`)
  })

  test('with verify_jwt = false in config.toml no token is needed', async () => {
    const res = await fetch(fn('public-echo'), { method: 'POST', body: 'OrderTrackingId=abc' })
    expect(res.status).toBe(202)
    expect(res.headers.get('x-echo-path')).toBe('/public-echo')
    expect(await res.text()).toBe('OrderTrackingId=abc')
  })
})

describe('errors', () => {
  test('a handler that throws answers 500 and the function keeps serving', async () => {
    const { error } = await stack.anon().functions.invoke('throws')
    expect(error).toBeInstanceOf(FunctionsHttpError)
    const res = (error as FunctionsHttpError).context as Response
    expect(res.status).toBe(500)
    expect(await res.text()).toBe('Internal Server Error')
    const again = await fetch(`${fn('throws')}?ok`, { headers: { apikey: stack.config.anonKey } })
    expect(await again.text()).toBe('fine')
  })

  test('a function that cannot load answers 503 BOOT_ERROR', async () => {
    const res = await fetch(fn('boot-fails'), { headers: { apikey: stack.config.anonKey } })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' })
  })

  test('an unknown function answers 404 "Function not found"', async () => {
    for (const name of ['nope', '_shared', 'hello.ts']) {
      const res = await fetch(fn(name), { headers: { apikey: stack.config.anonKey } })
      expect(res.status).toBe(404)
      expect(await res.text()).toBe('Function not found')
    }
  })
})

describe('imports', () => {
  test('npm: specifiers, deno.json import maps and shared files resolve from node_modules', async () => {
    const headers = { apikey: stack.config.anonKey }
    expect(await (await fetch(fn('npm-imports'), { headers })).json()).toEqual({ greeting: 'Webale, Amina!' })
    expect(await (await fetch(`${fn('npm-imports')}/prices/brisket`, { headers })).json()).toEqual({ cut: 'brisket' })
    const toml = await fetch(`${fn('npm-imports')}/toml`, { method: 'POST', headers, body: 'price = 12500' })
    expect(await toml.json()).toEqual({ price: 12500 })
    const teapot = await fetch(`${fn('npm-imports')}/teapot`, { headers })
    expect(teapot.status).toBe(418)
  })
})

test('editing a function’s file serves the new code on the next request', async () => {
  const workdir = mkdtempSync(path.join(tmpdir(), 'functions-reload-'))
  const dir = path.join(workdir, 'supabase', 'functions', 'menu')
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(workdir, 'supabase', 'config.toml'), '[functions.menu]\nverify_jwt = false\n')
  const write = (dish: string) =>
    writeFileSync(path.join(dir, 'index.ts'), `Deno.serve(() => new Response('${dish}'))\n`)
  write('luwombo')
  const own = await startTestStack({ workdir })
  try {
    const url = `${own.url}/functions/v1/menu`
    expect(await (await fetch(url)).text()).toBe('luwombo')
    write('rolex')
    const deadline = Date.now() + 10_000
    let body = ''
    while (body !== 'rolex' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      body = await (await fetch(url)).text()
    }
    expect(body).toBe('rolex')
  } finally {
    await own.stop()
    rmSync(workdir, { recursive: true, force: true })
  }
}, 60_000)
