// Saved delivery addresses: a customer keeps their own (label, point, street, city, instructions), sees
// and changes only those, can save no point outside Uganda, and keeps the ten used last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonymous, as } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { codeOf, failureCode } from './support/refusals.ts'
import { buildWorld, PLACES, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
  // The world gives each customer a saved "Home"; these tests start from none.
  await t.db.exec('delete from public.customer_addresses')
}, 600_000)
afterAll(() => t?.close())

const save = (label: string, place = PLACES.kololo) =>
  `insert into public.customer_addresses (label, latitude, longitude, street, city, instructions)
   values ('${label}', ${place.latitude}, ${place.longitude}, 'Plot 5, Kira Road', 'Kampala', 'Blue gate') returning id`

async function saved(label: string): Promise<string> {
  return as(t.db, w.customerA, async (tx) => (await tx.query<{ id: string }>(save(label))).rows[0]?.id as string)
}

async function labelsOf(actor = w.customerA): Promise<string[]> {
  return as(t.db, actor, async (tx) => {
    const { rows } = await tx.query<{ label: string }>(
      'select label from public.customer_addresses order by last_used_at desc, created_at desc',
    )
    return rows.map((row) => row.label)
  })
}

describe('saved addresses', () => {
  it('a customer saves an address and reads it back, the last used first', async () => {
    const home = await saved('Home')
    await saved('Work')
    expect(await labelsOf()).toEqual(['Work', 'Home'])
    await as(t.db, w.customerA, (tx) =>
      tx.query('update public.customer_addresses set last_used_at = now() + interval $$1 minute$$ where id = $1', [
        home,
      ]),
    )
    expect(await labelsOf()).toEqual(['Home', 'Work'])
  })

  it('another customer neither sees, changes nor deletes them', async () => {
    const home = await saved('Home again')
    expect(await labelsOf(w.customerB)).toEqual([])
    const changed = await as(t.db, w.customerB, (tx) =>
      tx.query(`update public.customer_addresses set label = 'Mine' where id = $1`, [home]),
    )
    const deleted = await as(t.db, w.customerB, (tx) =>
      tx.query('delete from public.customer_addresses where id = $1', [home]),
    )
    expect([changed.rowCount, deleted.rowCount]).toEqual([0, 0])
    expect(await labelsOf()).toContain('Home again')
  })

  it('nobody saves an address in another customer’s name, and visitors save none', async () => {
    const forged = as(t.db, w.customerB, (tx) =>
      tx.query(
        `insert into public.customer_addresses (user_id, label, latitude, longitude) values ($1, 'Forged', 0.33, 32.59)`,
        [w.customerA.id],
      ),
    )
    expect(await failureCode(forged)).toBe('42501')
    expect(await failureCode(as(t.db, anonymous, (tx) => tx.query(save('Anon'))))).toBe('42501')
  })

  it('a point outside Uganda is refused as place_order refuses it', async () => {
    const kisumu = as(t.db, w.customerA, (tx) => tx.query(save('Kisumu', PLACES.kisumu)))
    expect(await failureCode(kisumu)).toBe(codeOf('outside_uganda'))
  })

  it('a customer keeps the ten addresses used last', async () => {
    const customer = w.customerB
    for (let n = 1; n <= 11; n++) {
      await as(t.db, customer, (tx) => tx.query(save(`Place ${n}`)))
    }
    const labels = await labelsOf(customer)
    expect(labels).toHaveLength(10)
    expect(labels).not.toContain('Place 1')
    expect(labels[0]).toBe('Place 11')
  })

  it('a customer forgets their own address', async () => {
    const gone = await saved('To forget')
    await as(t.db, w.customerA, (tx) => tx.query('delete from public.customer_addresses where id = $1', [gone]))
    expect(await labelsOf()).not.toContain('To forget')
  })
})
