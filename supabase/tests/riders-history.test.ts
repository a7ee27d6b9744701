// A rider with deliveries keeps their history: the admin's delete is refused while orders or earnings
// name the rider, and goes through for a rider who never delivered. Run as the admin PostgREST would set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, as } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import type { Tx } from './support/platform.ts'
import { failureCode } from './support/refusals.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let world: World

beforeAll(async () => {
  t = await openTestDatabase()
  world = await buildWorld(t.db)
})
afterAll(() => t?.close())

const inTx = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => as(t.db, actor, fn, { rollback: true })
const deleteRider = (tx: Tx, rider: Actor) => tx.query('delete from public.delivery_riders where id = $1', [rider.id])

describe('deleting a rider', () => {
  it('is refused (23503) for a rider with orders and earnings', async () => {
    const code = await inTx(world.admin, (tx) => failureCode(deleteRider(tx, world.riderR)))
    expect(code).toBe('23503')
  })

  it('keeps the refused rider’s orders and earnings as they were', async () => {
    const kept = await inTx(world.admin, async (tx) => {
      await failureCode(tx.query('savepoint attempt').then(() => deleteRider(tx, world.riderR)))
      await tx.query('rollback to savepoint attempt')
      const { rows } = await tx.query<{ orders: number; earnings: number }>(
        `select (select count(*)::int from public.orders where rider_id = $1) as orders,
                (select count(*)::int from public.rider_earnings where rider_id = $1) as earnings`,
        [world.riderR.id],
      )
      return rows[0]
    })
    expect(kept?.orders).toBeGreaterThan(0)
    expect(kept?.earnings).toBeGreaterThan(0)
  })

  it('goes through for a rider who never delivered anything', async () => {
    const left = await inTx(world.admin, async (tx) => {
      await deleteRider(tx, world.riderIdle)
      const { rows } = await tx.query('select 1 from public.delivery_riders where id = $1', [world.riderIdle.id])
      return rows.length
    })
    expect(left).toBe(0)
  })
})
