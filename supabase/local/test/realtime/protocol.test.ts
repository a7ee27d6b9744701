// The Phoenix protocol on a raw WebSocket: replies, refusals, and what happens to frames no client
// library would send. A bad frame ends its own socket (as Phoenix does), never the server.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { Inbox } from './support.ts'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
})

interface Socket {
  ws: WebSocket
  frames: Inbox<unknown>
  closed: Promise<{ code: number; reason: string }>
  send(frame: unknown): void
}

function socketUrl(query: string) {
  return `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`
}

async function open(query = `apikey=${stack.config.anonKey}&vsn=2.0.0`): Promise<Socket> {
  const ws = new WebSocket(socketUrl(query))
  const frames = new Inbox<unknown>()
  ws.on('message', (data, isBinary) => frames.push(isBinary ? data : JSON.parse(String(data))))
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  )
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' || frame instanceof Uint8Array ? frame : JSON.stringify(frame)),
  }
}

/** The upgrade refusal: status and JSON body of the handshake response. */
function refusal(query: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(socketUrl(query))
    ws.on('unexpected-response', (_req, res) => {
      let body = ''
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    ws.on('error', () => {})
  })
}

const heartbeat = (ref: string) => [null, ref, 'phoenix', 'heartbeat', {}]
const okReply = (ref: string) => [null, ref, 'phoenix', 'phx_reply', { status: 'ok', response: {} }]

describe('handshake', () => {
  test('a socket without apikey is refused with 401 "API key is missing"', async () => {
    expect(await refusal('vsn=2.0.0')).toEqual({ status: 401, body: JSON.stringify({ error: 'API key is missing' }) })
  })

  test('an apikey that is not a JWT is refused with 401', async () => {
    expect(await refusal('apikey=nonsense&vsn=2.0.0')).toEqual({
      status: 401,
      body: JSON.stringify({ error: 'The token provided is not a valid JWT' }),
    })
  })

  test('an unsupported protocol version is refused with 403', async () => {
    expect((await refusal(`apikey=${stack.config.anonKey}&vsn=9.9.9`)).status).toBe(403)
  })
})

describe('messages', () => {
  test('a heartbeat is answered with phx_reply ok', async () => {
    const s = await open()
    s.send(heartbeat('1'))
    expect(await s.frames.next()).toEqual(okReply('1'))
    s.ws.close()
  })

  test('vsn 1.0.0 speaks JSON objects', async () => {
    const s = await open(`apikey=${stack.config.anonKey}&vsn=1.0.0`)
    s.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7' })
    expect(await s.frames.next()).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '7',
    })
    s.ws.close()
  })

  test('the join reply lists each postgres_changes binding with its id, equal bindings sharing one', async () => {
    const s = await open()
    const binding = { event: 'INSERT', schema: 'public', table: 'rt_events' }
    const other = { event: '*', schema: 'public', table: 'rt_events', filter: 'level=eq.1' }
    s.send(['1', '1', 'realtime:ids', 'phx_join', { config: { postgres_changes: [binding, other, binding] } }])
    const [joinRef, ref, topic, event, payload] = (await s.frames.next()) as [string, string, string, string, never]
    expect([joinRef, ref, topic, event]).toEqual(['1', '1', 'realtime:ids', 'phx_reply'])
    const { status, response } = payload as { status: string; response: { postgres_changes: { id: number }[] } }
    expect(status).toBe('ok')
    const [a, b, c] = response.postgres_changes
    expect(a).toEqual({ ...binding, id: expect.any(Number) })
    expect(b).toEqual({ ...other, id: expect.any(Number) })
    expect(c?.id).toBe(a?.id)
    expect(b?.id).not.toBe(a?.id)
    expect(await s.frames.next()).toEqual([
      '1',
      null,
      'realtime:ids',
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'ids' },
    ])
    s.ws.close()
  })

  test('a topic outside realtime: and a topic never joined are answered "unmatched topic"', async () => {
    const s = await open()
    s.send(['1', '1', 'room:lobby', 'phx_join', {}])
    expect(await s.frames.next()).toEqual([
      null,
      '1',
      'room:lobby',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ])
    s.send([null, '2', 'realtime:never', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }])
    expect(await s.frames.next()).toEqual([
      null,
      '2',
      'realtime:never',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ])
    s.ws.close()
  })

  test('an invalid join is refused and the socket keeps serving', async () => {
    const s = await open()
    s.send(['1', '1', 'realtime:', 'phx_join', {}])
    expect(await s.frames.next()).toEqual([
      '1',
      '1',
      'realtime:',
      'phx_reply',
      { status: 'error', response: { reason: 'TopicNameRequired: You must provide a topic name' } },
    ])
    s.send(['2', '2', 'realtime:x', 'phx_join', 'not a map'])
    expect(((await s.frames.next()) as [unknown, unknown, unknown, unknown, { status: string }])[4].status).toBe(
      'error',
    )
    s.send(heartbeat('3'))
    expect(await s.frames.next()).toEqual(okReply('3'))
    s.ws.close()
  })

  test('phx_leave is answered ok, then phx_close', async () => {
    const s = await open()
    s.send(['5', '5', 'realtime:leave', 'phx_join', { config: {} }])
    await s.frames.next()
    s.send(['5', '6', 'realtime:leave', 'phx_leave', {}])
    expect(await s.frames.next()).toEqual(['5', '6', 'realtime:leave', 'phx_reply', { status: 'ok', response: {} }])
    expect(await s.frames.next()).toEqual(['5', '5', 'realtime:leave', 'phx_close', {}])
    s.ws.close()
  })

  test('joining a joined topic again closes the first join', async () => {
    const s = await open()
    s.send(['1', '1', 'realtime:twice', 'phx_join', { config: {} }])
    await s.frames.next()
    s.send(['2', '2', 'realtime:twice', 'phx_join', { config: {} }])
    expect(await s.frames.next()).toEqual(['1', '1', 'realtime:twice', 'phx_close', {}])
    expect(await s.frames.next()).toEqual([
      '2',
      '2',
      'realtime:twice',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [] } },
    ])
    s.ws.close()
  })
})

describe('bad frames', () => {
  test('a frame that is not JSON closes only its socket, with 1007', async () => {
    const bystander = await open()
    const s = await open()
    s.send('{"this is": not json')
    expect((await s.closed).code).toBe(1007)
    bystander.send(heartbeat('1'))
    expect(await bystander.frames.next()).toEqual(okReply('1'))
    const fresh = await open()
    fresh.send(heartbeat('2'))
    expect(await fresh.frames.next()).toEqual(okReply('2'))
    bystander.ws.close()
    fresh.ws.close()
  })

  test('a binary frame of an unknown kind closes the socket with 1003', async () => {
    const s = await open()
    s.send(new Uint8Array([9, 9, 9]))
    expect((await s.closed).code).toBe(1003)
  })

  test('thousands of generated messages in valid envelopes never silence the socket', async () => {
    const s = await open()
    const json = fc.jsonValue({ maxDepth: 2 })
    const message = fc.tuple(
      fc.option(fc.string({ maxLength: 4 }), { nil: null }),
      fc.option(fc.string({ maxLength: 4 }), { nil: null }),
      fc.constantFrom('realtime:fuzz', 'realtime:', 'phoenix', 'realtime:other', 'x'),
      fc.constantFrom('phx_join', 'phx_leave', 'broadcast', 'presence', 'access_token', 'heartbeat', 'zzz'),
      fc.oneof(
        json,
        fc.record({
          config: fc.record({ broadcast: json, presence: json, postgres_changes: fc.array(json, { maxLength: 2 }) }),
          access_token: json,
        }),
        fc.record({
          type: fc.constant('presence'),
          event: fc.constantFrom('track', 'untrack', 'TRACK', 'x'),
          payload: json,
        }),
        fc.record({ access_token: fc.oneof(fc.string(), json) }),
      ),
    )
    const messages = fc.sample(message, { numRuns: 2000, seed: 42 })
    for (const m of messages) s.send(m)
    s.send(heartbeat('last'))
    while (true) {
      const frame = (await s.frames.next(20_000)) as unknown[]
      if (frame[1] === 'last' && frame[2] === 'phoenix') break
    }
    expect(s.ws.readyState).toBe(WebSocket.OPEN)
    s.ws.close()
  }, 60_000)

  test('generated undecodable frames end their own sockets with 1003 or 1007 only', async () => {
    const frames = fc.sample(
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.uint8Array({ maxLength: 40 }),
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      ),
      { numRuns: 300, seed: 7 },
    )
    const codes = new Set<number>()
    for (const frame of frames) {
      const s = await open()
      s.ws.send(frame, () => {})
      s.ws.send(JSON.stringify(heartbeat('probe')), () => {})
      const outcome = await Promise.race([
        s.closed.then(({ code }) => code),
        (async () => {
          while (true) {
            const reply = (await s.frames.next(5000)) as unknown[]
            if (Array.isArray(reply) && reply[1] === 'probe') return 'answered' as const
          }
        })(),
      ])
      if (outcome === 'answered') s.ws.close()
      else codes.add(outcome)
    }
    expect([...codes].filter((code) => code !== 1003 && code !== 1007)).toEqual([])
    const fresh = await open()
    fresh.send(heartbeat('alive'))
    expect(await fresh.frames.next()).toEqual(okReply('alive'))
    fresh.ws.close()
  }, 60_000)
})
