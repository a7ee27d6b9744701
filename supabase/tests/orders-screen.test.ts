// The shared orders screen's database side (migrations 20261124165000, 20261126125100, 20261128120000):
// what a search matches (number, id, contact), search_orders (the screen's search through the trigram index) finding for each reader exactly
// the orders a filter on the table finds under RLS, and the riders an admin may assign, nearest to the
// order's outlet first (by their latest delivery point; strict distances since 20261127130000), a function
// only admins and the order's outlet manager may call (the manager's answer: outlet-assigns.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { read } from './support/orders.ts'
import { buildWorld, PLACES, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())

const numberOf = async (orderId: string) =>
  (await read<{ number: string }>(t.db, 'select number::text from public.orders where id = $1', [orderId]))[0]
    ?.number as string

interface Assignable {
  full_name: string
  distance_km: string | null
}

const assignable = (actor: Actor, orderId: string) =>
  as(
    t.db,
    actor,
    async (tx) =>
      (await tx.query<Assignable>('select full_name, distance_km from public.assignable_riders($1)', [orderId])).rows,
  )

describe('searching orders: number, id, contact name, e-mail and phone, in lower case', () => {
  it('an order’s search text holds its number, its id and its contact details', async () => {
    const [row] = await read<{ id: string; number: string; search_text: string; shipping_address: { email: string } }>(
      t.db,
      'select id, number, search_text, shipping_address from public.orders where id = $1',
      [w.orders.a],
    )
    expect(row?.search_text).toBe(
      `${row?.number} ${row?.id} customer a ${row?.shipping_address.email.toLowerCase()} +256772000000`,
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

  it('an admin finds an order by its number or its id, and staff by the contact, within what they may see', async () => {
    for (const term of [await numberOf(w.orders.b), w.orders.b]) {
      const found = await as(
        t.db,
        w.admin,
        async (tx) =>
          (await tx.query<{ id: string }>('select id from public.orders where search_text ilike $1', [`%${term}%`]))
            .rows,
      )
      expect(found.map((o) => o.id)).toEqual([w.orders.b])
    }
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

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort()

/** What a reader finds with search_orders and with the same patterns as a filter on the table (RLS). */
async function bothWays(actor: Actor, patterns: string[]) {
  return as(t.db, actor, async (tx) => {
    const viaFunction = (await tx.query<{ id: string }>('select id from public.search_orders($1::text[])', [patterns]))
      .rows
    const viaTable = (
      await tx.query<{ id: string }>(
        `select id from public.orders where search_text ilike any (select '%' || p || '%' from unnest($1::text[]) p)`,
        [patterns],
      )
    ).rows
    return { viaFunction: ids(viaFunction), viaTable: ids(viaTable) }
  })
}

describe('search_orders: the screen’s search finds what the orders policy lets each reader see', () => {
  it('every reader finds through search_orders exactly the orders the same filter on the table finds', async () => {
    const readers = [w.admin, w.staffX, w.customerA, w.customerB, w.riderR, w.riderS, w.riderIdle]
    const numberB = await numberOf(w.orders.b)
    for (const patterns of [['customer'], ['customer a'], [numberB], [w.orders.b], ['772000000', 'customer b']]) {
      for (const reader of readers) {
        const { viaFunction, viaTable } = await bothWays(reader, patterns)
        expect(viaFunction, `${reader.label} searching ${patterns.join(', ')}`).toEqual(viaTable)
      }
    }
    // Not vacuous: order B (outlet Y) by its number is found by the admin and its customer, not by
    // the staff of outlet X nor by customer A.
    const orderB = [numberB]
    expect((await bothWays(w.admin, orderB)).viaFunction).toEqual([w.orders.b])
    expect((await bothWays(w.customerB, orderB)).viaFunction).toEqual([w.orders.b])
    expect((await bothWays(w.staffX, orderB)).viaFunction).toEqual([])
    expect((await bothWays(w.customerA, orderB)).viaFunction).toEqual([])
  })

  it('a pattern is a literal piece of text: % and _ match only themselves, an empty pattern nothing', async () => {
    const found = await as(
      t.db,
      w.admin,
      async (tx) => (await tx.query<{ id: string }>(`select id from public.search_orders(array['%', '_', ''])`)).rows,
    )
    expect(found).toEqual([])
  })

  it('a visitor may not search orders', async () => {
    const error = await pgError(
      as(t.db, anonymous, (tx) => tx.query(`select id from public.search_orders(array['customer'])`)),
    )
    expect(error.code).toBe('42501')
  })
})

describe('assignable riders: active and online, nearest to the order’s outlet first', () => {
  it('an admin gets the online riders, the one whose last delivery was nearest the outlet first', async () => {
    // Order A comes from outlet X (Nakasero): rider R last delivered in Kololo, rider S in Entebbe.
    const riders = await assignable(w.admin, w.orders.a)
    expect(riders.map((r) => r.full_name)).toEqual(['Rashid Rider', 'Sarah Rider'])
    expect(Number(riders[0]?.distance_km)).toBeLessThan(Number(riders[1]?.distance_km))
    // Nakasero to Kololo is 2.3 km.
    expect(Number(riders[0]?.distance_km)).toBe(2.3)
    // Ivan Idle is offline: not offered.
    expect(riders.map((r) => r.full_name)).not.toContain('Ivan Idle')
  })

  it('a rider with no delivery yet comes last, with no distance (not half the Earth away)', async () => {
    await t.db.query(`update public.delivery_riders set status = 'online' where id = $1`, [w.riderIdle.id])
    try {
      const riders = await assignable(w.admin, w.orders.a)
      expect(riders.map((r) => r.full_name)).toEqual(['Rashid Rider', 'Sarah Rider', 'Ivan Idle'])
      expect(riders[2]).toEqual({ full_name: 'Ivan Idle', distance_km: null })
    } finally {
      await t.db.query(`update public.delivery_riders set status = 'offline' where id = $1`, [w.riderIdle.id])
    }
  })

  it('when the order’s outlet has no coordinates no distance is known', async () => {
    await t.db.query('update public.outlets set latitude = null, longitude = null where id = $1', [w.outlets.x])
    try {
      const riders = await assignable(w.admin, w.orders.a)
      // By name, since no distance can be computed.
      expect(riders).toEqual([
        { full_name: 'Rashid Rider', distance_km: null },
        { full_name: 'Sarah Rider', distance_km: null },
      ])
    } finally {
      await t.db.query('update public.outlets set latitude = $2, longitude = $3 where id = $1', [
        w.outlets.x,
        PLACES.nakasero.latitude,
        PLACES.nakasero.longitude,
      ])
    }
  })

  it('an inactive rider is not offered, even when online', async () => {
    await t.db.query(`update public.delivery_riders set is_active = false where id = $1`, [w.riderS.id])
    try {
      expect((await assignable(w.admin, w.orders.a)).map((r) => r.full_name)).toEqual(['Rashid Rider'])
    } finally {
      await t.db.query(`update public.delivery_riders set is_active = true where id = $1`, [w.riderS.id])
    }
  })

  it('a distance with a missing end is unknown (haversine_km is strict), not half the Earth', async () => {
    const [row] = await read<{ missing: number | null; known: number }>(
      t.db,
      'select private.haversine_km(null, null, 0.3356, 32.5947) as missing, private.haversine_km(0.3227, 32.5789, 0.3356, 32.5947) as known',
    )
    expect(row?.missing).toBeNull()
    expect(row?.known).toBeCloseTo(2.27, 1)
  })

  for (const who of ['customerA', 'staffX', 'riderR'] as const) {
    it(`${who === 'customerA' ? 'a customer' : who === 'staffX' ? 'outlet staff who do not manage the outlet' : 'a rider'} may not list them (42501)`, async () => {
      const error = await pgError(assignable(w[who], w.orders.a))
      expect(error.code).toBe('42501')
    })
  }
})
