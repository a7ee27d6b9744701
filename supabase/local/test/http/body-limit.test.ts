// A JSON body weighs at most 1 MiB on every route that reads one (REST, Auth, Functions): above it the
// answer is 413 in the service's own format, from the declared length before the body is read, or from
// the bytes read for a body that declares none. A burst of 5 MB bodies is refused at the door and never
// reaches the database or a function; bodies under the limit pass as before.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_BODY_LIMIT } from '../../src/http/body-limit.ts'
import { startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
})

/** A JSON body of exactly `bytes` bytes: {"name":"xx…"}. */
const jsonOf = (bytes: number) => JSON.stringify({ name: 'x'.repeat(bytes - 11) })

/** The same bytes sent without a Content-Length (chunked), as a stream of 64 KiB pieces. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(at, at + 65536))
      at += 65536
    },
  })
}

async function post(path: string, body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { apikey: stack.config.anonKey, 'Content-Type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

describe('REST', () => {
  it('a 5 MB body is 413 PGRST102, and the function it calls is not run', async () => {
    const answer = await post('/rest/v1/rpc/greet', jsonOf(5 * 1024 * 1024))
    expect(answer).toMatchObject({ status: 413, body: { code: 'PGRST102', message: 'Request body too large' } })
  })

  it('a body over 1 MiB that declares no length is 413 too, once the bytes read pass the limit', async () => {
    const answer = await post('/rest/v1/rpc/greet', chunked(jsonOf(JSON_BODY_LIMIT + 1)))
    expect(answer).toMatchObject({ status: 413, body: { code: 'PGRST102' } })
  })

  it('a burst of 5 MB bodies is refused while a read beside it is answered', async () => {
    const big = jsonOf(5 * 1024 * 1024)
    const burst = Array.from({ length: 8 }, () => post('/rest/v1/rpc/greet', big))
    const read = await fetch(`${stack.url}/rest/v1/labels?select=id&limit=1`, {
      headers: { apikey: stack.config.anonKey },
    })
    expect(read.status).toBe(200)
    expect((await Promise.all(burst)).map((a) => a.status)).toEqual(Array(8).fill(413))
  })

  it('a body of exactly 1 MiB is still answered', async () => {
    const answer = await post('/rest/v1/rpc/greet', jsonOf(JSON_BODY_LIMIT))
    expect(answer.status).toBe(200)
    expect(answer.body).toHaveLength(JSON_BODY_LIMIT - 11 + 'hello '.length)
  })
})

describe('Auth', () => {
  it('a sign-up with a 5 MB body is 413 request_entity_too_large', async () => {
    const answer = await post(
      '/auth/v1/signup',
      JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(5 << 20) }),
    )
    expect(answer).toMatchObject({ status: 413, body: { error_code: 'request_entity_too_large' } })
  })
})

describe('Functions', () => {
  it('a 5 MB body is 413 before the function runs; 1 MiB is still handed to it', async () => {
    const refused = await post('/functions/v1/hello', jsonOf(5 * 1024 * 1024))
    expect(refused).toEqual({ status: 413, body: { msg: `Request body too large (max ${JSON_BODY_LIMIT} bytes)` } })
    const streamed = await post('/functions/v1/hello', chunked(jsonOf(JSON_BODY_LIMIT + 1)))
    expect(streamed.status).toBe(413)
    const passed = await post('/functions/v1/hello', jsonOf(JSON_BODY_LIMIT))
    expect(passed.status).toBe(200)
    expect(passed.body.message).toHaveLength('Hello !'.length + JSON_BODY_LIMIT - 11)
  })
})

describe('the connection of a refused body', () => {
  /** Two requests on one kept-alive connection: the refusal's status and Connection, and the second's status or error. */
  async function nextOnSameConnection(refusedBody: { chunked: boolean; bytes: number }) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const send = (body: string, chunkedBody: boolean) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        const request = http.request(`${stack.url}/rest/v1/rpc/greet`, {
          method: 'POST',
          agent,
          headers: {
            apikey: stack.config.anonKey,
            'Content-Type': 'application/json',
            ...(chunkedBody ? {} : { 'Content-Length': Buffer.byteLength(body) }),
          },
        })
        request.on('response', (response) => {
          response
            .resume()
            .on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }))
        })
        request.on('error', reject)
        for (let at = 0; at < body.length; at += 65536) request.write(body.slice(at, at + 65536))
        request.end()
      })
    try {
      const refused = await send(jsonOf(refusedBody.bytes), refusedBody.chunked)
      const next = await send(jsonOf(100), false).then(
        (answer) => answer.status,
        (error: Error) => error.message,
      )
      return { refused: refused.status, connection: refused.connection, next }
    } finally {
      agent.destroy()
    }
  }

  it('a body cut off past the limit ends its connection, saying so: the next request of that client is answered', async () => {
    expect(await nextOnSameConnection({ chunked: true, bytes: JSON_BODY_LIMIT + 1 })).toEqual({
      refused: 413,
      connection: 'close',
      next: 200,
    })
  })

  it('a body refused from its declared length leaves the connection usable: the next request on it is answered', async () => {
    expect(await nextOnSameConnection({ chunked: false, bytes: 5 * 1024 * 1024 })).toMatchObject({
      refused: 413,
      next: 200,
    })
  })
})
