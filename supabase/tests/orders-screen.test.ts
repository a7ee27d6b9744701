// The shared orders screen's database side (migration 20261124165000): what a search matches, and the
// riders an admin may assign, nearest to the order's outlet first, a function only admins may call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, as, pgError } from './support/actors.ts'
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

const assignable = (actor: Actor, orderId: string) =>
  as(
    t.db,
    actor,
    async (tx) =>
      (
        await tx.query<{ full_name: string; distance_km: string | null }>(
          'select full_name, distance_km from public.assignable_riders($1)',
          [orderId],
        )
      ).rows,
  )

describe('searching orders: short id, contact name, e-mail and phone, in lower case', () => {
  it('an order’s search text holds the last 6 characters of its id and its contact details', async () => {
    const [row] = await read<{ id: string; search_text: string; shipping_address: { email: string } }>(
      t.db,
      'select id, search_text, shipping_address from public.orders where id = $1',
      [w.orders.a],
    )
    expect(row?.search_text).toBe(
      `${row?.id.slice(-6)} customer a ${row?.shipping_address.email.toLowerCase()} +256772000000`,
    )
  })

  it('the search text follows a corrected address, and orders still move (realtime publishes them)', async () => {
    await as(t.db, w.admin, (tx) =>
      tx.query(
        `update public.orders set shipping_address = shipping_address || '{"full_name": "Amina N. Nakato"}' where id = $1`,
        [w.orders.a],
      ),
    )
    const [row] = await read<{ search_text: string }>(t.db, 'select search_text from public.orders where id = $1', [
      w.orders.a,
    ])
    expect(row?.search_text).toContain('amina n. nakato')
  })

  it('an admin finds an order by a piece of its id, and staff by the contact, within what they may see', async () => {
    const shortId = w.orders.b.slice(-6)
    const found = await as(
      t.db,
      w.admin,
      async (tx) =>
        (await tx.query<{ id: string }>('select id from public.orders where search_text ilike $1', [`%${shortId}%`]))
          .rows,
    )
    expect(found.map((o) => o.id)).toEqual([w.orders.b])
    // Staff of outlet X search their own outlet's orders only: customer B ordered from outlet Y.
    const staffSees = await as(
      t.db,
      w.staffX,
      async (tx) =>
        (await tx.query<{ id: string }>(`select id from public.orders where search_text ilike '%customer%'`)).rows,
    )
    expect(staffSees.map((o) => o.id)).toEqual([w.orders.a])
  })
})

describe('assignable riders: active and online, nearest to the order’s outlet first', () => {
  it('an admin gets the online riders, the one whose last delivery was nearest the outlet first', async () => {
    // Order A comes from outlet X (Nakasero): rider R last delivered in Kololo, rider S in Entebbe.
    const riders = await assignable(w.admin, w.orders.a)
    expect(riders.map((r) => r.full_name)).toEqual(['Rashid Rider', 'Sarah Rider'])
    expect(Number(riders[0]?.distance_km)).toBeLessThan(Number(riders[1]?.distance_km))
    // Ivan Idle is offline: not offered.
    expect(riders.map((r) => r.full_name)).not.toContain('Ivan Idle')
  })

  it('an inactive rider is not offered, even when online', async () => {
    await t.db.query(`update public.delivery_riders set is_active = false where id = $1`, [w.riderS.id])
    try {
      expect((await assignable(w.admin, w.orders.a)).map((r) => r.full_name)).toEqual(['Rashid Rider'])
    } finally {
      await t.db.query(`update public.delivery_riders set is_active = true where id = $1`, [w.riderS.id])
    }
  })

  for (const who of ['customerA', 'staffX', 'riderR'] as const) {
    it(`${who === 'customerA' ? 'a customer' : who === 'staffX' ? 'outlet staff' : 'a rider'} may not list them (42501)`, async () => {
      const error = await pgError(assignable(w[who], w.orders.a))
      expect(error.code).toBe('42501')
    })
  }
})
