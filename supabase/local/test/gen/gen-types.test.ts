// `gen types` on a fixture schema that exercises every mapping (fixture/supabase/migrations), on the
// database TEST_DB names: the output must be the committed fixture/database.types.ts byte for byte,
// and supabase-js must type queries from it.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../src/db/migrate.ts'
import { openPglite } from '../../src/db/pglite.ts'
import { openPostgres } from '../../src/db/postgres.ts'
import type { Database } from '../../src/db/types.ts'
import { typesOfDatabase } from '../../src/gen/generate.ts'
import { createTestDatabase, testDb } from '../support/database.ts'
import { typeErrors } from './support/compile.ts'

const fixture = path.resolve(import.meta.dirname, 'fixture')
const expected = readFileSync(path.join(fixture, 'database.types.ts'), 'utf8')
const cli = path.resolve(import.meta.dirname, '../../bin/supabase-local.mjs')

let db: Database
let dbUrl: string | null = null
let drop = async () => {}

beforeAll(async () => {
  if (testDb === 'postgres') {
    const database = await createTestDatabase('gen')
    dbUrl = database.url
    drop = database.drop
    db = await openPostgres(database.url, 2)
  } else {
    db = await openPglite(null)
  }
  await migrate(db, fixture, { seed: false })
})

afterAll(async () => {
  await db?.close()
  await drop()
})

describe('gen types', () => {
  it('writes the fixture schema as the committed expected types, byte for byte', async () => {
    expect(await typesOfDatabase(db)).toBe(expected)
  })

  it('leaves out a requested schema that does not exist', async () => {
    expect(await typesOfDatabase(db, ['public', 'no_such_schema'])).toBe(expected)
  })

  it("generates each requested schema, and references another generated schema's enum", async () => {
    const text = await typesOfDatabase(db, ['public', 'extra'])
    expect(text).toContain('plan: Database["extra"]["Enums"]["plan"] | null')
    expect(text).toMatch(/^ {2}extra: \{\n {4}Tables: \{\n {6}accounts: \{/m)
    expect(text.indexOf('  extra: {')).toBeLessThan(text.indexOf('  public: {'))
    expect(text).toContain('  extra: {\n    Enums: {\n      plan: ["free", "paid"],\n    },\n  },')
  })

  it('is printed by `supabase-local gen types`', { timeout: 180_000 }, async () => {
    const args = dbUrl ? ['gen', 'types', '--db-url', dbUrl] : ['gen', 'types', '--workdir', fixture]
    const { stdout } = await promisify(execFile)(process.execPath, [cli, ...args, '--schema', 'public'], {
      maxBuffer: 10 * 1024 * 1024,
    })
    expect(stdout).toBe(expected)
  })
})

describe('queries typed from the generated types', () => {
  // Written against the fixture schema as an app would: a select with an embed, an update, an RPC,
  // and the Tables/TablesInsert helpers.
  const queries = `import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database, Tables, TablesInsert } from './database.types.ts'

type Client = SupabaseClient<Database>

export async function activeNicknames(client: Client): Promise<(string | null)[]> {
  const { data, error } = await client
    .from('people')
    .select('id, nickname, posts!posts_author_id_fkey(title)')
    .eq('is_active', true)
  if (error) throw error
  return data.map((person) => {
    const titles: string[] = person.posts.map((post) => post.title)
    return titles.length > 0 ? person.nickname : null
  })
}

export async function setNickname(client: Client, id: number, nickname: string) {
  const { error } = await client.from('people').update({ nickname }).eq('id', id)
  if (error) throw error
}

export async function greeting(client: Client): Promise<string> {
  const { data, error } = await client.rpc('greet', { name: 'Amina' })
  if (error) throw error
  return data
}

export const newPerson: TablesInsert<'people'> = { name: 'Amina', email: 'amina@example.com', nickname: 'Mina' }
export const nicknameOf = (person: Tables<'people'>): string | null => person.nickname
`

  it('compiles against the generated types', () => {
    expect(typeErrors({ 'queries.ts': queries, 'database.types.ts': expected })).toEqual([])
  })

  it('stops compiling where a renamed column is used, once the types are generated again', async () => {
    await db.exec('alter table public.people rename column nickname to display_name')
    try {
      const renamed = await typesOfDatabase(db)
      const errors = typeErrors({ 'queries.ts': queries, 'database.types.ts': renamed })
      // The select's row type becomes PostgREST's "column 'nickname' does not exist" error: each use of
      // the row fails, as do the update, the insert and the row helpers.
      expect(errors.map((e) => e.replace(/: .*/, ''))).toEqual([
        'queries.ts:13',
        'queries.ts:13',
        'queries.ts:14',
        'queries.ts:19',
        'queries.ts:29',
        'queries.ts:30',
      ])
      expect(errors.filter((e) => !e.includes("'nickname'"))).toEqual([
        "queries.ts:13: Parameter 'post' implicitly has an 'any' type.",
      ])
    } finally {
      await db.exec('alter table public.people rename column display_name to nickname')
    }
  })
})
