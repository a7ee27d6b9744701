// What one request may ask of the database (migration 20261128120200): every list a function callable
// by a visitor or a signed-in user takes is bounded, and refused at once beyond its bound with a business
// error (HTTP 400 through PostgREST), before any work; and the API's roles carry hosted Supabase's
// statement timeouts (anon 3 s, authenticated 8 s), applied to each request as PostgREST applies them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonymous, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { read } from './support/orders.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())

/** Each function of the API taking a list, the argument, and what is refused beyond its bound. */
const BOUNDED: Record<string, { argument: string; code: string; tooMany: () => unknown; tooLong?: () => unknown }> = {
  admin_customers: {
    argument: 'patterns',
    code: 'KM901',
    tooMany: () => Array.from({ length: 11 }, (_, i) => `customer ${i}`),
    tooLong: () => ['x'.repeat(255)],
  },
  search_orders: {
    argument: 'patterns',
    code: 'KM901',
    tooMany: () => Array.from({ length: 11 }, (_, i) => `customer ${i}`),
    tooLong: () => ['x'.repeat(255)],
  },
  quote_order: {
    argument: 'items',
    code: 'KM002',
    tooMany: () =>
      JSON.stringify(
        Array.from({ length: 51 }, (_, i) => ({
          product_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          quantity: 1,
        })),
      ),
  },
  place_order: {
    argument: 'items',
    code: 'KM002',
    tooMany: () => BOUNDED.quote_order?.tooMany(),
  },
}

describe('every list an API function takes is bounded', () => {
  it('the functions a visitor or a signed-in user may call that take an array or JSON are exactly the bounded ones', async () => {
    const listed = await read<{ name: string }>(
      t.db,
      `select distinct p.proname as name
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
          and exists (select 1 from unnest(p.proargtypes::oid[]) as a(type) join pg_type ty on ty.oid = a.type
                       where ty.typcategory = 'A' or ty.typname in ('json', 'jsonb'))
        order by 1`,
    )
    expect(listed.map((f) => f.name)).toEqual(Object.keys(BOUNDED).sort())
  })

  it('search_orders takes at most 10 patterns of at most 254 characters; more is refused before any search', async () => {
    const search = (patterns: string[]) =>
      as(t.db, w.admin, (tx) => tx.query('select id from public.search_orders($1::text[])', [patterns]), {
        rollback: true,
      })
    const bound = BOUNDED.search_orders
    for (const patterns of [bound?.tooMany(), bound?.tooLong?.()] as string[][]) {
      const error = await pgError(search(patterns))
      expect(error).toMatchObject({ code: 'KM901' })
      expect(JSON.parse(error.detail ?? '{}')).toEqual({ argument: 'patterns', max_items: 10, max_length: 254 })
    }
    // The request that stalled the database: 6,000 patterns, 90 KB.
    const flood = Array.from({ length: 6000 }, (_, i) => `pattern-${String(i).padStart(6, '0')}`)
    expect(await pgError(search(flood))).toMatchObject({ code: 'KM901' })
    // At the bound, the search runs.
    const atBound = ['customer a', ...Array.from({ length: 9 }, () => 'y'.repeat(254))]
    expect((await search(atBound)).rows).toEqual([{ id: w.orders.a }])
  })

  it('quote_order and place_order take at most 50 lines (KM002), refused before anything is read', async () => {
    const items = BOUNDED.quote_order?.tooMany()
    const quote = as(t.db, anonymous, (tx) => tx.query('select public.quote_order($1::jsonb)', [items]), {
      rollback: true,
    })
    expect(await pgError(quote)).toMatchObject({ code: 'KM002' })
    const place = as(
      t.db,
      w.customerA,
      (tx) =>
        tx.query(
          `select public.place_order($1::jsonb, null, '{"full_name":"A","email":"a@example.com","phone":"+256772100200"}'::jsonb,
                                     0.3356, 32.5947, null, 'cash_on_delivery')`,
          [items],
        ),
      { rollback: true },
    )
    expect(await pgError(place)).toMatchObject({ code: 'KM002' })
  })
})

describe('the API’s roles have hosted Supabase’s statement timeouts, applied to each request', () => {
  it('anon 3 s and authenticated 8 s, set on the roles', async () => {
    const settings = await read<{ rolname: string; setconfig: string[] }>(
      t.db,
      `select r.rolname, s.setconfig from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
        where r.rolname in ('anon', 'authenticated') order by 1`,
    )
    expect(settings).toEqual([
      { rolname: 'anon', setconfig: expect.arrayContaining(['statement_timeout=3s']) },
      { rolname: 'authenticated', setconfig: expect.arrayContaining(['statement_timeout=8s']) },
    ])
  })

  it('a request as a visitor runs with 3 s, as a signed-in user with 8 s (set local role applies neither)', async () => {
    const timeout = (actor: typeof anonymous) =>
      as(
        t.db,
        actor,
        async (tx) => (await tx.query<{ t: string }>(`select current_setting('statement_timeout') as t`)).rows[0]?.t,
      )
    expect(await timeout(anonymous)).toBe('3s')
    expect(await timeout(w.customerA)).toBe('8s')
  })

  it.runIf(process.env.TEST_DB === 'postgres')(
    'a visitor’s statement running past 3 s is cancelled (57014)',
    async () => {
      const started = Date.now()
      const error = await pgError(as(t.db, anonymous, (tx) => tx.query('select pg_sleep(5)'), { rollback: true }))
      expect(error.code).toBe('57014')
      expect(Date.now() - started).toBeLessThan(4500)
    },
  )
})
