// Computed relationships (PostgREST): embedding through a function that takes the row and returns
// rows of another table, to-many or to-one, with filters, order and !inner on the embedded rows
// (fixture 20240101000600).
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

describe('computed relationships', () => {
  it('a function returning setof rows embeds as an array', async () => {
    const { data, error } = await db.from('chat_channels').select('name, get_messages(body)').order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: 'butchery', get_messages: [{ body: 'Goat ribs are in' }, { body: 'Sirloin sold out' }] },
      { name: 'deliveries', get_messages: [{ body: 'Rider at Kololo' }] },
      { name: 'quiet', get_messages: [] },
    ])
  })

  it('setof … rows 1 and a function returning one row embed as an object (or null)', async () => {
    const { data } = await db.from('chat_channels').select('name, latest:latest_message(body)').order('id')
    expect(data).toEqual([
      { name: 'butchery', latest: { body: 'Sirloin sold out' } },
      { name: 'deliveries', latest: { body: 'Rider at Kololo' } },
      { name: 'quiet', latest: null },
    ])
    const { data: message } = await db.from('chat_messages').select('body, message_channel(name)').eq('id', 3).single()
    expect(message).toEqual({ body: 'Rider at Kololo', message_channel: { name: 'deliveries' } })
  })

  it("filters, order and limit apply to the embedded function's rows", async () => {
    const { data } = await db
      .from('chat_channels')
      .select('name, get_messages(body)')
      .eq('id', 1)
      .ilike('get_messages.body', '%sirloin%')
      .single()
    expect(data).toEqual({ name: 'butchery', get_messages: [{ body: 'Sirloin sold out' }] })
    const { data: ordered } = await db
      .from('chat_channels')
      .select('get_messages(id)')
      .eq('id', 1)
      .order('id', { referencedTable: 'get_messages', ascending: false })
      .limit(1, { referencedTable: 'get_messages' })
      .single()
    expect(ordered).toEqual({ get_messages: [{ id: 2 }] })
  })

  it('!inner keeps only the rows whose function returns something', async () => {
    const { data } = await db
      .from('chat_channels')
      .select('name, get_messages!inner(id)')
      .eq('get_messages.body', 'Rider at Kololo')
    expect(data).toEqual([{ name: 'deliveries', get_messages: [{ id: 3 }] }])
  })

  it('an embed nested under a computed one, and a to-one spread of one', async () => {
    const { data, error } = await db
      .from('chat_channels')
      .select('latest_message(body, message_channel(name))')
      .eq('id', 2)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ latest_message: { body: 'Rider at Kololo', message_channel: { name: 'deliveries' } } })
    const { data: spread } = await db
      .from('chat_channels')
      .select('name, ...latest_message(last_id:id)')
      .eq('id', 1)
      .single()
    expect(spread).toEqual({ name: 'butchery', last_id: 2 })
  })

  it('a name that is neither a relationship nor a function is still PGRST200', async () => {
    const { error } = await db.from('chat_channels').select('get_mesages(*)')
    expect(error).toMatchObject({ code: 'PGRST200' })
  })
})
