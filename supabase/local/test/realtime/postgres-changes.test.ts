// postgres_changes through supabase-js: what each subscriber receives for INSERT, UPDATE and DELETE,
// filters, RLS checked as each subscriber, token updates, and the errors Realtime reports.
// "Nothing else arrived" is proven by commit order: a later change reaching the same subscriber
// must be the next thing it receives.
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { Inbox, realtimeClient, subscribed, userToken } from './support.ts'

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>
type System = { extension: string; status: string; message: string; channel: string }

let stack: TestStack
const clients: SupabaseClient[] = []
const ALICE = '00000000-0000-4000-8000-00000000000a'
const BOB = '00000000-0000-4000-8000-00000000000b'

beforeAll(async () => {
  stack = await startTestStack()
})
afterEach(async () => {
  for (const client of clients.splice(0)) await client.removeAllChannels()
})
afterAll(async () => {
  await stack?.stop()
})

async function client(token?: string, vsn?: '1.0.0' | '2.0.0') {
  const c = await realtimeClient(stack, { token, vsn })
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

const sql = (text: string, params: unknown[] = []) => stack.db.query(text, params)

async function listen(
  c: SupabaseClient,
  filter: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table: string; filter?: string },
  name = `ch-${Math.random().toString(36).slice(2)}`,
) {
  const changes = new Inbox<Change>()
  const system = new Inbox<System>()
  const channel = c
    .channel(name)
    .on('postgres_changes', { schema: 'public', ...filter } as never, changes.push as never)
    .on('system', {}, system.push)
  await subscribed(channel)
  return { channel, changes, system }
}

describe('changes as realtime-js receives them', () => {
  test('the join is confirmed by the system message "Subscribed to PostgreSQL"', async () => {
    const { system } = await listen(await client(), { event: 'INSERT', table: 'rt_events' }, 'confirm')
    expect(await system.next()).toEqual({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
      channel: 'confirm',
    })
  })

  test('an INSERT arrives with the new row, typed as Realtime sends it, and the commit timestamp', async () => {
    const { changes } = await listen(await client(), { event: 'INSERT', table: 'rt_events' })
    const { rows } = await sql(
      `insert into rt_events (kind, level, done, payload, tags) values ('insert', 3, true, '{"a":[1,2]}', '{x,y}')
       returning id`,
    )
    const change = await changes.next()
    expect(change).toMatchObject({
      schema: 'public',
      table: 'rt_events',
      eventType: 'INSERT',
      errors: null,
      old: {},
      new: {
        id: rows[0]?.id,
        kind: 'insert',
        level: 3,
        done: true,
        payload: { a: [1, 2] },
        tags: ['x', 'y'],
        happened_at: '2024-01-01T10:00:00+00:00',
      },
    })
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  test('an UPDATE carries the new row and, by default, only the primary key of the old one', async () => {
    const { rows } = await sql(`insert into rt_events (kind, level) values ('update', 1) returning id`)
    const { changes } = await listen(await client(), { event: 'UPDATE', table: 'rt_events' })
    await sql('update rt_events set level = 2 where id = $1', [rows[0]?.id])
    const change = await changes.next()
    expect(change.eventType).toBe('UPDATE')
    expect(change.new).toMatchObject({ id: rows[0]?.id, kind: 'update', level: 2 })
    expect(change.old).toEqual({ id: rows[0]?.id })
  })

  test('with REPLICA IDENTITY FULL an UPDATE and a DELETE carry the whole old row', async () => {
    await sql(`insert into rt_full values (1, 'before', 'kept')`)
    const { changes } = await listen(await client(), { event: '*', table: 'rt_full' })
    await sql(`update rt_full set body = 'after' where id = 1`)
    await sql('delete from rt_full where id = 1')
    const update = await changes.next()
    expect(update.old).toEqual({ id: 1, body: 'before', note: 'kept' })
    expect(update.new).toEqual({ id: 1, body: 'after', note: 'kept' })
    const deletion = await changes.next()
    expect(deletion.eventType).toBe('DELETE')
    expect(deletion.old).toEqual({ id: 1, body: 'after', note: 'kept' })
    expect(deletion.new).toEqual({})
  })

  test('"*" receives inserts, updates and deletes in commit order, a transaction row by row', async () => {
    const { changes } = await listen(await client(), { event: '*', table: 'rt_events' })
    await stack.db.transaction(async (tx) => {
      await tx.query(`insert into rt_events (id, kind) values (9001, 'tx'), (9002, 'tx')`)
      await tx.query('update rt_events set level = 5 where id = 9001')
    })
    await sql('delete from rt_events where id = 9002')
    const seen = []
    for (let i = 0; i < 4; i++) {
      const c = await changes.next()
      seen.push([c.eventType, (c.new as { id?: number }).id ?? (c.old as { id?: number }).id])
    }
    expect(seen).toEqual([
      ['INSERT', 9001],
      ['INSERT', 9002],
      ['UPDATE', 9001],
      ['DELETE', 9002],
    ])
  })

  test('a row larger than NOTIFY allows (8000 bytes) arrives whole', async () => {
    const { changes } = await listen(await client(), { event: 'INSERT', table: 'rt_events' })
    const big = 'k'.repeat(20_000)
    await sql('insert into rt_events (kind) values ($1)', [big])
    expect((await changes.next()).new).toMatchObject({ kind: big })
  })

  test('a subscriber sees only the columns its role may select', async () => {
    const { changes } = await listen(await client(), { event: 'INSERT', table: 'rt_secrets' })
    await sql(`insert into rt_secrets values (1, 'public label', 'do not show')`)
    const change = (await changes.next()) as Change & { columns?: unknown }
    expect(change.new).toEqual({ id: 1, label: 'public label' })
  })

  test('a change to a table without a primary key reports "Error 400: Bad Request, no primary key"', async () => {
    const { changes } = await listen(await client(), { event: 'INSERT', table: 'rt_no_pk' })
    await sql(`insert into rt_no_pk values ('x')`)
    const change = await changes.next()
    expect(change.errors).toEqual(['Error 400: Bad Request, no primary key'])
    expect(change.new).toEqual({})
  })

  test('the vsn 1.0.0 protocol delivers the same changes', async () => {
    const { changes } = await listen(await client(undefined, '1.0.0'), { event: 'INSERT', table: 'rt_events' })
    await sql(`insert into rt_events (kind) values ('v1')`)
    expect((await changes.next()).new).toMatchObject({ kind: 'v1' })
  })
})

describe('filters', () => {
  // A null level matches no filter: the sentinel row proves everything before it was delivered.
  const cases: [string, number[]][] = [
    ['level=eq.5', [5]],
    ['level=neq.5', [1, 9]],
    ['level=lt.5', [1]],
    ['level=lte.5', [1, 5]],
    ['level=gt.5', [9]],
    ['level=gte.5', [5, 9]],
    ['level=in.(1,9)', [1, 9]],
  ]

  test.each(cases)('filter %s delivers only the rows it matches', async (filter, expected) => {
    const c = await client()
    const { changes } = await listen(c, { event: 'INSERT', table: 'rt_events', filter })
    const probe = await listen(c, { event: 'INSERT', table: 'rt_events', filter: 'kind=eq.sentinel' })
    for (const level of [1, 5, 9]) await sql(`insert into rt_events (kind, level) values ('filtered', $1)`, [level])
    await sql(`insert into rt_events (kind, level) values ('sentinel', null)`)
    await probe.changes.next()
    const levels = changes.drain().map((change) => (change.new as { level: number }).level)
    expect(levels).toEqual(expected)
  })

  test('a DELETE is filtered on the old row identity', async () => {
    await sql(`insert into rt_events (id, kind) values (9101, 'del'), (9102, 'del')`)
    const { changes } = await listen(await client(), { event: 'DELETE', table: 'rt_events', filter: 'id=eq.9102' })
    await sql('delete from rt_events where id in (9101, 9102)')
    expect((await changes.next()).old).toEqual({ id: 9102 })
  })
})

describe('row level security', () => {
  test('each user receives the events of only the rows their RLS lets them see', async () => {
    const alice = await listen(await client(await userToken(stack, ALICE)), { event: 'INSERT', table: 'rt_notes' })
    const bob = await listen(await client(await userToken(stack, BOB)), { event: 'INSERT', table: 'rt_notes' })
    await sql(`insert into rt_notes (owner_id, body) values ($1, 'for alice')`, [ALICE])
    await sql(`insert into rt_notes (owner_id, body) values ($1, 'for bob')`, [BOB])
    expect((await alice.changes.next()).new).toMatchObject({ body: 'for alice' })
    expect((await bob.changes.next()).new).toMatchObject({ body: 'for bob' })
  })

  test('an anonymous subscriber receives nothing from a table whose policy needs a user', async () => {
    const c = await client()
    const anon = await listen(c, { event: 'INSERT', table: 'rt_notes' })
    const probe = await listen(c, { event: 'INSERT', table: 'rt_events', filter: 'kind=eq.sentinel' })
    await sql(`insert into rt_notes (owner_id, body) values ($1, 'private')`, [ALICE])
    await sql(`insert into rt_events (kind, level) values ('sentinel', null)`)
    await probe.changes.next()
    expect(anon.changes.drain()).toEqual([])
  })

  test('a DELETE reaches only the subscribers who could read the row, with only its primary key', async () => {
    const { rows } = await sql(
      `insert into rt_notes (owner_id, body) values ($1, 'gone'), ($2, 'bob''s, kept') returning id`,
      [ALICE, BOB],
    )
    const alice = await listen(await client(await userToken(stack, ALICE)), { event: 'DELETE', table: 'rt_notes' })
    const bob = await listen(await client(await userToken(stack, BOB)), { event: 'DELETE', table: 'rt_notes' })
    await sql('delete from rt_notes where id = $1', [rows[0]?.id])
    expect((await alice.changes.next()).old).toEqual({ id: rows[0]?.id })
    // Bob's next event is the deletion of his own note: he never heard of Alice's.
    await sql('delete from rt_notes where id = $1', [rows[1]?.id])
    expect((await bob.changes.next()).old).toEqual({ id: rows[1]?.id })
    // The deleted row was only put back to ask its policy: it is gone.
    expect((await sql('select count(*)::int as n from rt_notes where id = $1', [rows[0]?.id])).rows[0]).toEqual({
      n: 0,
    })
  })

  test('a subscriber hears nothing, not even an error, of a table its role may not read', async () => {
    await sql('alter publication supabase_realtime add table public.secrets')
    try {
      const c = await client()
      const named = await listen(c, { event: '*', table: 'secrets' })
      const everything = await listen(c, { event: '*', table: '*' })
      const probe = await listen(c, { event: 'INSERT', table: 'rt_events', filter: 'kind=eq.sentinel' })
      await sql(`insert into public.secrets (value) values ('the vault code')`)
      await sql(`insert into rt_no_pk values ('no key here')`)
      await sql(`insert into rt_events (kind, level) values ('sentinel', null)`)
      await probe.changes.next()
      expect(named.changes.drain()).toEqual([])
      // The wildcard subscription gets the sentinel, and no error for tables it did not name.
      expect(everything.changes.drain().map((change) => [change.table, change.errors])).toEqual([['rt_events', null]])
    } finally {
      await sql('alter publication supabase_realtime drop table public.secrets')
    }
  })

  test('an access_token update makes the subscription see as the new user', async () => {
    const c = await client(await userToken(stack, ALICE))
    const { changes, system } = await listen(c, { event: 'INSERT', table: 'rt_notes' })
    await system.next()
    await c.realtime.setAuth(await userToken(stack, BOB))
    expect((await system.next()).message).toBe('Subscribed to PostgreSQL')
    await sql(`insert into rt_notes (owner_id, body) values ($1, 'alice again')`, [ALICE])
    await sql(`insert into rt_notes (owner_id, body) values ($1, 'bob now')`, [BOB])
    expect((await changes.next()).new).toMatchObject({ body: 'bob now' })
  })

  test('an expired access_token closes the channel with the system error "Token has expired"', async () => {
    const c = await client(await userToken(stack, ALICE))
    const { channel, system } = await listen(c, { event: 'INSERT', table: 'rt_notes' })
    await system.next()
    await c.realtime.setAuth(await userToken(stack, ALICE, -10))
    const message = await system.next()
    expect(message).toMatchObject({ extension: 'system', status: 'error' })
    expect(message.message).toMatch(/^Token has expired \d+ seconds ago$/)
    await until(() => channel.state === 'closed')
  })
})

describe('errors Realtime reports', () => {
  test('a join with an expired token is refused with InvalidJWTToken', async () => {
    const c = await client(await userToken(stack, ALICE, -60))
    const channel = c
      .channel('expired')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, () => {})
    await expect(subscribed(channel)).rejects.toThrow(/^InvalidJWTToken: Token has expired \d+ seconds ago$/)
  })

  test('a table outside the publication is reported in the system message', async () => {
    const { system } = await listen(await client(), { event: 'INSERT', table: 'rt_unpublished' })
    expect(await system.next()).toMatchObject({
      extension: 'postgres_changes',
      status: 'error',
      message:
        'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: INSERT, schema: public, table: rt_unpublished, filters: [], select: nil]',
    })
  })

  test('a filter on an unknown column is reported with the database exception', async () => {
    const { system } = await listen(await client(), { event: 'INSERT', table: 'rt_events', filter: 'nope=eq.1' })
    expect((await system.next()).message).toBe(
      'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [event: INSERT, schema: public, table: rt_events, filters: [{"nope", "eq", "1", false}], select: nil]. Exception: ERROR P0001 (raise_exception) invalid column for filter nope',
    )
  })

  test('a filter with an unknown operator is reported as a parse error', async () => {
    const { system } = await listen(await client(), { event: 'INSERT', table: 'rt_events', filter: 'level=foo.1' })
    expect((await system.next()).message).toBe('Error parsing `filter` params: ["foo", "1"]')
  })
})

describe('the publication', () => {
  test('a table added to the publication after start-up streams its changes', async () => {
    await sql('alter publication supabase_realtime add table rt_unpublished')
    const { changes } = await listen(await client(), { event: 'INSERT', table: 'rt_unpublished' })
    await sql('insert into rt_unpublished values (7)')
    expect((await changes.next()).new).toEqual({ id: 7 })
    await sql('alter publication supabase_realtime drop table rt_unpublished')
    const { rows } = await sql(
      `select 1 from pg_trigger where tgrelid = 'public.rt_unpublished'::regclass and tgname = '_realtime_capture'`,
    )
    expect(rows).toEqual([])
  })
})
