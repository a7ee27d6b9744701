// The stand-in's pg_net: net.http_post / net.http_get queue a request that is sent once the
// transaction commits (never when it rolls back), and the answer is kept in net._http_response.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack
let server: Server
let base: string
const received: { method: string; url: string; headers: Record<string, unknown>; body: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      res.writeHead(req.url?.startsWith('/teapot') ? 418 : 200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ ok: true }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
  await new Promise((resolve) => server?.close(resolve))
})

const drain = () =>
  fetch(`${stack.url}/net/drain`, { method: 'POST', headers: { apikey: stack.config.serviceRoleKey } })

it('net.http_post sends the JSON body and headers after commit, and records the answer', async () => {
  const { rows } = await stack.db.query<{ id: string }>(
    `select net.http_post(url := $1, body := '{"order": 42}'::jsonb, headers := '{"Content-Type": "application/json", "x-webhook-secret": "s3"}'::jsonb) as id`,
    [`${base}/hook`],
  )
  const id = Number(rows[0]?.id)
  await expect.poll(() => received.filter((r) => r.url === '/hook').length).toBe(1)
  const hook = received.find((r) => r.url === '/hook')
  expect(hook).toMatchObject({
    method: 'POST',
    body: '{"order": 42}',
    headers: { 'x-webhook-secret': 's3', 'content-type': 'application/json' },
  })
  await expect
    .poll(
      async () =>
        (await stack.db.query('select status_code, content from net._http_response where id = $1', [id])).rows[0],
    )
    .toEqual({ status_code: 200, content: '{"ok":true}' })
})

it('a rolled-back transaction sends nothing', async () => {
  await stack.db
    .transaction(async (tx) => {
      await tx.query('select net.http_post($1)', [`${base}/rolled-back`])
      throw new Error('roll back')
    })
    .catch(() => {})
  await drain()
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(received.some((r) => r.url === '/rolled-back')).toBe(false)
  expect((await stack.db.query('select count(*)::int as n from net.http_request_queue')).rows[0]).toEqual({ n: 0 })
})

it('net.http_get appends params as the query string; a failing answer and an unreachable host are recorded too', async () => {
  await stack.db.query(`select net.http_get($1, '{"a": "1 2", "b": "x&y"}'::jsonb)`, [`${base}/get`])
  await stack.db.query('select net.http_post($1)', [`${base}/teapot`])
  const { rows } = await stack.db.query<{ id: string }>('select net.http_post($1) as id', ['http://127.0.0.1:9/closed'])
  await drain()
  await expect
    .poll(() => received.find((r) => r.url.startsWith('/get'))?.url)
    .toBe('/get?a=1 2&b=x%26y'.replace(' ', '%20'))
  await expect
    .poll(
      async () =>
        (await stack.db.query('select count(*)::int as n from net._http_response where status_code = 418')).rows[0],
    )
    .toEqual({ n: 1 })
  await expect
    .poll(
      async () =>
        (
          await stack.db.query(
            'select status_code, error_msg is not null as failed from net._http_response where id = $1',
            [Number(rows[0]?.id)],
          )
        ).rows[0],
    )
    .toEqual({ status_code: null, failed: true })
})

it('only the service role reads the answers over HTTP', async () => {
  expect((await fetch(`${stack.url}/net/responses`, { headers: { apikey: stack.config.anonKey } })).status).toBe(401)
  const answers = await (
    await fetch(`${stack.url}/net/responses?limit=5`, { headers: { apikey: stack.config.serviceRoleKey } })
  ).json()
  expect(answers.length).toBeGreaterThan(0)
})
