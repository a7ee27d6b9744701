// Broadcast and Presence between supabase-js clients on the same topic, over the WebSocket and the
// REST broadcast endpoint.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { Inbox, realtimeClient, subscribed } from './support.ts'

type Received = { type: string; event: string; payload: unknown }

let stack: TestStack
const clients: SupabaseClient[] = []

beforeAll(async () => {
  stack = await startTestStack()
})
afterEach(async () => {
  for (const client of clients.splice(0)) await client.removeAllChannels()
})
afterAll(async () => {
  await stack?.stop()
})

async function join(
  topic: string,
  config: Record<string, unknown> = {},
  vsn?: '1.0.0' | '2.0.0',
  setup: (channel: RealtimeChannel) => void = () => {},
) {
  const client = await realtimeClient(stack, { vsn })
  clients.push(client)
  const inbox = new Inbox<Received>()
  const channel = client.channel(topic, { config }).on('broadcast', { event: '*' }, inbox.push)
  setup(channel)
  await subscribed(channel)
  return { client, channel, inbox }
}

describe('broadcast', () => {
  test('a broadcast reaches the other subscribers of the topic but not the sender', async () => {
    const a = await join('room-1')
    const b = await join('room-1')
    expect(await a.channel.send({ type: 'broadcast', event: 'greet', payload: { from: 'a' } })).toBe('ok')
    expect(await b.inbox.next()).toEqual({ type: 'broadcast', event: 'greet', payload: { from: 'a' } })
    await b.channel.send({ type: 'broadcast', event: 'reply', payload: { from: 'b' } })
    expect((await a.inbox.next()).event).toBe('reply')
  })

  test('with self: true the sender receives its own broadcast', async () => {
    const a = await join('room-self', { broadcast: { self: true } })
    await a.channel.send({ type: 'broadcast', event: 'echo', payload: { n: 1 } })
    expect(await a.inbox.next()).toEqual({ type: 'broadcast', event: 'echo', payload: { n: 1 } })
  })

  test('with ack: true send() resolves "ok" once the server confirms', async () => {
    const a = await join('room-ack', { broadcast: { ack: true } })
    expect(await a.channel.send({ type: 'broadcast', event: 'ping', payload: {} }, { timeout: 2000 })).toBe('ok')
  })

  test('a binary payload arrives byte for byte', async () => {
    const a = await join('room-bin')
    const b = await join('room-bin')
    const bytes = new Uint8Array([0, 1, 2, 250, 255])
    await a.channel.send({ type: 'broadcast', event: 'blob', payload: bytes.buffer })
    const received = await b.inbox.next()
    expect(new Uint8Array(received.payload as ArrayBuffer)).toEqual(bytes)
  })

  test('a vsn 1.0.0 subscriber receives a vsn 2.0.0 binary broadcast as JSON', async () => {
    const v2 = await join('room-mixed')
    const v1 = await join('room-mixed', {}, '1.0.0')
    await v2.channel.send({ type: 'broadcast', event: 'hello', payload: { text: 'jambo' } })
    expect(await v1.inbox.next()).toEqual({ type: 'broadcast', event: 'hello', payload: { text: 'jambo' } })
  })

  test('httpSend delivers through the REST endpoint with 202', async () => {
    const a = await join('room-http')
    const b = await join('room-http')
    expect(await a.channel.httpSend('news', { headline: 'posho prices' })).toEqual({ success: true })
    expect(await b.inbox.next()).toEqual({ type: 'broadcast', event: 'news', payload: { headline: 'posho prices' } })
  })

  test('POST /realtime/v1/api/broadcast fans a batch out to its topics', async () => {
    const a = await join('room-batch')
    const res = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: stack.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'room-batch', event: 'batch', payload: { i: 1 } }] }),
    })
    expect(res.status).toBe(202)
    expect(await a.inbox.next()).toEqual({ type: 'broadcast', event: 'batch', payload: { i: 1 } })
  })

  test('the REST broadcast refuses a missing payload with 422 and a bad token with 401', async () => {
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(`${stack.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const invalid = await post({ apikey: stack.config.anonKey }, { messages: [{ topic: 't', event: 'e' }] })
    expect(invalid.status).toBe(422)
    expect(await invalid.json()).toEqual({ errors: { messages: [{ payload: ["can't be blank"] }] } })
    const unauthorized = await post({ apikey: 'not-a-jwt' }, { messages: [] })
    expect(unauthorized.status).toBe(401)
  })
})

describe('presence', () => {
  async function present(topic: string, key: string) {
    const syncs = new Inbox<void>()
    const leaves = new Inbox<{ key: string }>()
    const { client, channel } = await join(topic, { presence: { key } }, undefined, (c) => {
      c.on('presence', { event: 'sync' }, () => syncs.push())
      c.on('presence', { event: 'leave' }, leaves.push as never)
    })
    return { client, channel, syncs, leaves }
  }

  async function until(channel: RealtimeChannel, syncs: Inbox<void>, keys: string[]) {
    while (Object.keys(channel.presenceState()).sort().join() !== keys.join()) await syncs.next()
  }

  test('clients tracking on a topic see each other in presenceState', async () => {
    const amina = await present('market', 'amina')
    const brian = await present('market', 'brian')
    await amina.channel.track({ stall: 'beef' })
    await brian.channel.track({ stall: 'goat' })
    await until(amina.channel, amina.syncs, ['amina', 'brian'])
    await until(brian.channel, brian.syncs, ['amina', 'brian'])
    expect(amina.channel.presenceState().brian).toEqual([expect.objectContaining({ stall: 'goat' })])
    expect(brian.channel.presenceState().amina?.[0]).toMatchObject({ stall: 'beef', presence_ref: expect.any(String) })
  })

  test('a newcomer receives the presences already tracked', async () => {
    const amina = await present('market-2', 'amina')
    await amina.channel.track({ stall: 'beef' })
    await until(amina.channel, amina.syncs, ['amina'])
    const late = await present('market-2', 'late')
    await until(late.channel, late.syncs, ['amina'])
  })

  test('untrack and disconnecting are seen by the others as leaves', async () => {
    const amina = await present('market-3', 'amina')
    const brian = await present('market-3', 'brian')
    const chris = await present('market-3', 'chris')
    await brian.channel.track({})
    await chris.channel.track({})
    await until(amina.channel, amina.syncs, ['brian', 'chris'])
    await brian.channel.untrack()
    expect((await amina.leaves.next()).key).toBe('brian')
    await chris.client.removeAllChannels()
    expect((await amina.leaves.next()).key).toBe('chris')
    await until(amina.channel, amina.syncs, [])
  })
})
