// Nothing acknowledged is lost when the stand-in dies: 20 customers place orders against supabase-local
// on its embedded PGlite; it is killed with SIGKILL mid-stream (no shutdown, no flush) and started again
// on the same data folder. It opens, every order whose placement was answered is there with its lines,
// and each product's stock went down by exactly what the stored orders hold: nothing half-written.
import { mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { repoRoot } from '../support/database.ts'
import { audit, placeOrders, type StandIn, signInCustomers, startStandIn, stockOf, until } from './support.ts'

const dataDir = mkdtempSync(path.join(repoRoot, '.data', 'crash-pglite-'))
let standIn: StandIn | undefined

afterAll(async () => {
  await standIn?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

it('kill -9 while 20 customers place orders: it opens again with every acknowledged order and its stock', async () => {
  standIn = await startStandIn({ dataDir })
  const before = await stockOf(standIn.url)
  const clients = await signInCustomers(standIn.url, 20)
  const since = new Date(Date.now() - 1000).toISOString()

  const run = placeOrders(clients, [...before.keys()])
  await until(run, 40, 60_000)
  await standIn.kill9()
  await run.stop()
  console.log(
    `PGlite kill -9: ${run.acknowledged.length} orders acknowledged, ${run.failures} failed (in flight at the kill)`,
  )
  expect(run.acknowledged.length).toBeGreaterThanOrEqual(20)

  standIn = await startStandIn({ dataDir })
  const result = await audit(standIn.url, run.acknowledged, before, since)
  expect(result.missing).toEqual([])
  expect(result.withoutItems).toEqual([])
  for (const { product, taken, ordered } of result.stock)
    expect({ product, taken }).toEqual({ product, taken: ordered })
}, 400_000)
