// Nothing acknowledged is lost when PostgreSQL dies: 20 customers place orders against supabase-local on
// a PostgreSQL cluster of the test's own (synchronous commits, as any production database runs), which
// is stopped with `pg_ctl stop -m immediate` mid-stream (every server process quits at once, no
// checkpoint: crash recovery at the next start) and started again. Every order whose placement was
// answered is there with its lines, stock matches the stored orders, and the stand-in serves again
// without a restart of its own.
import { mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { startScratchCluster } from '../../../scripts/lib/postgres.mjs'
import { repoRoot } from '../support/database.ts'
import { audit, placeOrders, type StandIn, signInCustomers, startStandIn, stockOf, until } from './support.ts'

const dataDir = mkdtempSync(path.join(repoRoot, '.data', 'crash-postgres-'))
let standIn: StandIn | undefined
let cluster: Awaited<ReturnType<typeof startScratchCluster>> | undefined

afterAll(async () => {
  await standIn?.stop()
  cluster?.remove()
  rmSync(dataDir, { recursive: true, force: true })
})

it('pg_ctl stop -m immediate while 20 customers place orders: every acknowledged order survives', async () => {
  cluster = await startScratchCluster('crash', { durable: true })
  standIn = await startStandIn({ dataDir, dbUrl: cluster.url() })
  const before = await stockOf(standIn.url)
  const clients = await signInCustomers(standIn.url, 20)
  const since = new Date(Date.now() - 1000).toISOString()

  const run = placeOrders(clients, [...before.keys()])
  await until(run, 40, 60_000)
  cluster.stop('immediate')
  await new Promise((resolve) => setTimeout(resolve, 1000)) // requests meet the dead database
  await run.stop()
  cluster.restart()

  // The stand-in's pool reconnects by itself: the first requests after the restart may still fail.
  const deadline = Date.now() + 30_000
  let answered = false
  while (!answered && Date.now() < deadline) {
    answered = await fetch(`${standIn.url}/rest/v1/products?select=id&limit=1`, {
      headers: { apikey: (await import('@shop/supabase-local/config/defaults')).DEMO_ANON_KEY },
    }).then(
      (r) => r.ok,
      () => false,
    )
    if (!answered) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.log(
    `Postgres immediate stop: ${run.acknowledged.length} orders acknowledged, ${run.failures} failed; the stand-in ${answered ? 'served again by itself' : 'did not recover'}`,
  )
  expect(standIn.process.exitCode, standIn.output().slice(-3000)).toBeNull()
  expect(answered).toBe(true)
  expect(run.acknowledged.length).toBeGreaterThanOrEqual(20)

  const result = await audit(standIn.url, run.acknowledged, before, since)
  expect(result.missing).toEqual([])
  expect(result.withoutItems).toEqual([])
  for (const { product, taken, ordered } of result.stock)
    expect({ product, taken }).toEqual({ product, taken: ordered })
}, 400_000)
