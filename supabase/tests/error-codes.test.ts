// Business errors by code (shared/src/errors/codes.ts, the one list): the migrated functions raise only
// codes of that list, never P0001 with words for the apps to compare, and every code of the list is raised
// somewhere; the Edge Functions' copy of the list is the list.
import { readFileSync } from 'node:fs'
import { BUSINESS_ERRORS } from '@shop/shared/errors/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES_COPY, errorCodesCopy, ORDER_NUMBER_COPY, orderNumberCopy } from '../scripts/copy-error-codes.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { read } from './support/orders.ts'

let t: TestDatabase

beforeAll(async () => {
  t = await openTestDatabase()
})
afterAll(() => t?.close())

/** The SQLSTATEs each function of the shop's schemas raises, as the migrated database defines it now. */
async function raisedCodes(): Promise<Map<string, Set<string>>> {
  const functions = await read<{ name: string; source: string }>(
    t.db,
    `select n.nspname || '.' || p.proname as name, p.prosrc as source
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prolang = (select oid from pg_language where lanname = 'plpgsql')`,
  )
  const raised = new Map<string, Set<string>>()
  for (const { name, source } of functions) {
    // A refusal that must keep what it counted (a wrong delivery code) is answered, `refusal := 'KM…'`.
    for (const [, code] of source.matchAll(/(?:errcode\s*=|refusal\s*:=)\s*'([0-9A-Z]{5})'/g)) {
      raised.set(code as string, (raised.get(code as string) ?? new Set()).add(name))
    }
  }
  return raised
}

describe('the database raises the listed codes', () => {
  it('finds the functions it checks (place_order, the transitions, the payment functions)', async () => {
    const raisers = new Set([...(await raisedCodes()).values()].flatMap((names) => [...names]))
    for (const name of ['public.place_order', 'public.cancel_order', 'public.apply_payment_result']) {
      expect(raisers).toContain(name)
    }
  })

  it('no function raises P0001 or any code that is not in the list', async () => {
    const listed = new Set<string>(Object.values(BUSINESS_ERRORS).map((entry) => entry.code))
    const unlisted = [...(await raisedCodes())].filter(([code]) => !listed.has(code))
    expect(unlisted).toEqual([])
  })

  it('every code of the list is raised by some function', async () => {
    const raised = await raisedCodes()
    const neverRaised = Object.entries(BUSINESS_ERRORS).filter(([, entry]) => !raised.has(entry.code))
    expect(neverRaised.map(([name]) => name)).toEqual([])
  })
})

describe('the Edge Functions read the same list', () => {
  it('supabase/functions/_shared/business-errors.gen.ts is up to date (pnpm --filter @shop/supabase errors:copy)', () => {
    expect(readFileSync(ERROR_CODES_COPY, 'utf8')).toBe(errorCodesCopy())
  })

  it('supabase/functions/_shared/order-number.gen.ts is up to date (pnpm --filter @shop/supabase errors:copy)', () => {
    expect(readFileSync(ORDER_NUMBER_COPY, 'utf8')).toBe(orderNumberCopy())
  })
})
