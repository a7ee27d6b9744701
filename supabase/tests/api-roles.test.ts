// The API's roles run without JIT compilation (migration 20261128110200): set on the roles, applied to
// every request made as them (impersonated role settings), whoever the caller is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonymous, as } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())

const jitAs = (actor: Parameters<typeof as>[1]) =>
  as(t.db, actor, async (tx) => (await tx.query<{ jit: string }>(`select current_setting('jit') as jit`)).rows[0]?.jit)

describe('no JIT for the API', () => {
  it('a visitor, a customer, an admin: each request runs with jit off', async () => {
    for (const actor of [anonymous, w.customerA, w.admin]) expect(await jitAs(actor)).toBe('off')
  })

  it('the setting is the roles’ own (anon, authenticated, service_role)', async () => {
    const { rows } = await t.db.query<{ rolname: string }>(
      `select r.rolname from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
        where 'jit=off' = any (s.setconfig) and r.rolname in ('anon', 'authenticated', 'service_role')
        order by r.rolname`,
    )
    expect(rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role'])
  })
})
