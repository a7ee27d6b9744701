// Realtime Authorization: private channels whose joins, broadcasts and presence are decided by the
// project's RLS policies on realtime.messages (fixture 20240101000500), and Broadcast from the
// database (realtime.send, realtime.broadcast_changes) reaching the private channel's readers.
// Members of room "a": ALICE (reads and writes), BOB (reads only); CAROL is no member.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { Inbox, realtimeClient, subscribed, userToken } from './support.ts'

type Received = { type: string; event: string; payload: Record<string, unknown> }

let stack: TestStack
const clients: SupabaseClient[] = []
const ALICE = '00000000-0000-4000-8000-0000000000a1'
const BOB = '00000000-0000-4000-8000-0000000000b1'
const CAROL = '00000000-0000-4000-8000-0000000000c1'

const sql = (text: string, params: unknown[] = []) => stack.db.query(text, params)

beforeAll(async () => {
  stack = await startTestStack()
  await sql(`insert into rt_room_members (room, user_id, can_write) values ('a', $1, true), ('a', $2, false)`, [
    ALICE,
    BOB,
  ])
})
afterEach(async () => {
  for (const client of clients.splice(0)) await client.removeAllChannels()
})
afterAll(async () => {
  await stack?.stop()
})

async function client(user?: string, vsn?: '1.0.0' | '2.0.0') {
  const c = await realtimeClient(stack, { token: user ? await userToken(stack, user) : undefined, vsn })
  clients.push(c)
  return c
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function privateChannel(c: SupabaseClient, topic: string, config: Record<string, unknown> = {}) {
  const inbox = new Inbox<Received>()
  const system = new Inbox<Record<string, unknown>>()
  const channel = c
    .channel(topic, { config: { private: true, ...config } })
    .on('broadcast', { event: '*' }, inbox.push)
    .on('system', {}, system.push)
  // Listening to presence is what makes realtime-js join with presence enabled.
  if (config.presence) channel.on('presence', { event: 'sync' }, () => {})
  return { channel, inbox, system }
}

async function join(
  user: string | undefined,
  topic: string,
  config: Record<string, unknown> = {},
  vsn?: '1.0.0' | '2.0.0',
) {
  const joined = privateChannel(await client(user, vsn), topic, config)
  await subscribed(joined.channel)
  return joined
}

const refusal = (topic: string) => `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`

describe('joining a private channel', () => {
  test('a member whose SELECT policy allows the topic joins', async () => {
    const { channel } = await join(ALICE, 'room:a')
    expect(channel.state).toBe('joined')
  })

  test('someone the SELECT policy does not allow is refused as hosted words it', async () => {
    const { channel } = privateChannel(await client(CAROL), 'room:a')
    await expect(subscribed(channel)).rejects.toThrow(refusal('room:a'))
  })

  test('a visitor with the anon key is refused too (the policies are for authenticated)', async () => {
    const { channel } = privateChannel(await client(), 'room:a')
    await expect(subscribed(channel)).rejects.toThrow(refusal('room:a'))
  })

  test('the refusal is the same over protocol 1.0.0', async () => {
    const { channel } = privateChannel(await client(CAROL, '1.0.0'), 'room:a')
    await expect(subscribed(channel)).rejects.toThrow(refusal('room:a'))
  })

  test('a public channel of the same name is another channel: nothing crosses between them', async () => {
    const member = await join(ALICE, 'room:a')
    const outsider = await client(CAROL)
    const inbox = new Inbox<Received>()
    const open = outsider.channel('room:a').on('broadcast', { event: '*' }, inbox.push)
    await subscribed(open)
    await open.send({ type: 'broadcast', event: 'hello', payload: { from: 'public' } })
    await member.channel.send({ type: 'broadcast', event: 'hello', payload: { from: 'private' } })
    await expect(inbox.next(500)).rejects.toThrow()
    await expect(member.inbox.next(500)).rejects.toThrow()
  })
})

describe('sending on a private channel', () => {
  for (const vsn of ['1.0.0', '2.0.0'] as const) {
    test(`a writer's broadcast reaches the readers (protocol ${vsn})`, async () => {
      const bob = await join(BOB, 'room:a', {}, vsn)
      const alice = await join(ALICE, 'room:a', { broadcast: { ack: true } }, vsn)
      expect(await alice.channel.send({ type: 'broadcast', event: 'cut', payload: { kg: 2 } })).toBe('ok')
      expect(await bob.inbox.next()).toEqual({ type: 'broadcast', event: 'cut', payload: { kg: 2 } })
    })
  }

  test('a reader without an INSERT policy cannot broadcast: the message is dropped, unacknowledged', async () => {
    const alice = await join(ALICE, 'room:a')
    const bob = await join(BOB, 'room:a', { broadcast: { ack: true } })
    expect(await bob.channel.send({ type: 'broadcast', event: 'cut', payload: {} }, { timeout: 1000 })).toBe(
      'timed out',
    )
    await expect(alice.inbox.next(300)).rejects.toThrow()
  })

  test('a writer tracks presence and readers see it; a reader may not track', async () => {
    const bob = await join(BOB, 'room:a', { presence: { key: 'bob' } })
    const alice = await join(ALICE, 'room:a', { presence: { key: 'alice' } })
    expect(await alice.channel.track({ at: 'counter' })).toBe('ok')
    await until(() => 'alice' in bob.channel.presenceState())
    expect(bob.channel.presenceState().alice?.[0]).toMatchObject({ at: 'counter' })
    expect(await bob.channel.track({ at: 'door' })).toBe('error')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(Object.keys(alice.channel.presenceState())).toEqual(['alice'])
  })

  test('the REST broadcast endpoint sends to a private topic only for callers its INSERT policy allows', async () => {
    const bob = await join(BOB, 'room:a')
    const post = async (user: string, event: string) => {
      const response = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: stack.config.anonKey,
          authorization: `Bearer ${await userToken(stack, user)}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ messages: [{ topic: 'room:a', event, payload: { n: 1 }, private: true }] }),
      })
      expect(response.status).toBe(202)
    }
    await post(CAROL, 'from-carol')
    await post(ALICE, 'from-alice')
    expect((await bob.inbox.next()).event).toBe('from-alice')
    await expect(bob.inbox.next(300)).rejects.toThrow()
  })
})

describe('access_token updates', () => {
  test('a new token is checked again: losing read access closes the channel with a system error', async () => {
    const c = await client(ALICE)
    const { channel, system } = privateChannel(c, 'room:a')
    await subscribed(channel)
    await c.realtime.setAuth(await userToken(stack, CAROL))
    expect(await system.next()).toMatchObject({
      extension: 'system',
      status: 'error',
      message: 'You do not have permissions to read from this Channel topic: room:a',
    })
    await until(() => channel.state === 'closed')
  })

  test("a new token keeps the channel when it still may read, and sends with the new token's rights", async () => {
    const alice = await join(ALICE, 'room:a')
    const c = await client(ALICE)
    const { channel } = privateChannel(c, 'room:a', { broadcast: { ack: true } })
    await subscribed(channel)
    await c.realtime.setAuth(await userToken(stack, BOB))
    expect(await channel.send({ type: 'broadcast', event: 'as-bob', payload: {} }, { timeout: 1000 })).toBe('timed out')
    expect(channel.state).toBe('joined')
    await expect(alice.inbox.next(300)).rejects.toThrow()
  })
})

describe('broadcast from the database', () => {
  test('realtime.send reaches the readers of the private topic, with the message id', async () => {
    const bob = await join(BOB, 'room:a')
    await sql(`select realtime.send('{"price": 1200}'::jsonb, 'price-change', 'room:a')`)
    const message = await bob.inbox.next()
    expect(message).toMatchObject({ type: 'broadcast', event: 'price-change', payload: { price: 1200 } })
    expect(message.payload.id).toEqual(expect.any(String))
  })

  test('realtime.send with private false reaches the public channel only', async () => {
    const bob = await join(BOB, 'room:a')
    const c = await client()
    const inbox = new Inbox<Received>()
    const open: RealtimeChannel = c.channel('room:a').on('broadcast', { event: '*' }, inbox.push)
    await subscribed(open)
    await sql(`select realtime.send('{"open": true}'::jsonb, 'notice', 'room:a', false)`)
    expect(await inbox.next()).toMatchObject({ event: 'notice', payload: { open: true } })
    await expect(bob.inbox.next(300)).rejects.toThrow()
  })

  test('a rolled-back transaction sends nothing', async () => {
    const bob = await join(BOB, 'room:a')
    await stack.db
      .transaction(
        async (tx) => {
          await tx.query(`select realtime.send('{"n": 1}'::jsonb, 'never', 'room:a')`)
        },
        { rollback: true },
      )
      .catch(() => {})
    await sql(`select realtime.send('{"n": 2}'::jsonb, 'after', 'room:a')`)
    expect((await bob.inbox.next()).event).toBe('after')
  })

  for (const vsn of ['1.0.0', '2.0.0'] as const) {
    test(`realtime.broadcast_changes from a trigger carries the operation and rows (protocol ${vsn})`, async () => {
      const bob = await join(BOB, 'tasks:a', {}, vsn)
      const carol = privateChannel(await client(CAROL, vsn), 'tasks:a')
      await expect(subscribed(carol.channel)).rejects.toThrow()
      const { rows } = await sql(`insert into rt_tasks (room, title) values ('a', 'Debone goat') returning id`)
      const inserted = await bob.inbox.next()
      expect(inserted).toMatchObject({
        type: 'broadcast',
        event: 'INSERT',
        payload: {
          operation: 'INSERT',
          table: 'rt_tasks',
          schema: 'public',
          record: { id: rows[0]?.id, room: 'a', title: 'Debone goat' },
          old_record: null,
        },
      })
      await sql(`update rt_tasks set title = 'Debone goat (2 kg)' where id = $1`, [rows[0]?.id])
      const updated = await bob.inbox.next()
      expect(updated.payload).toMatchObject({
        operation: 'UPDATE',
        record: { title: 'Debone goat (2 kg)' },
        old_record: { title: 'Debone goat' },
      })
    })
  }

  test('another room does not hear it', async () => {
    const bob = await join(BOB, 'tasks:a')
    await sql(`insert into rt_tasks (room, title) values ('b', 'Elsewhere')`)
    await expect(bob.inbox.next(500)).rejects.toThrow()
  })
})
