// The shop's scheduled jobs on a Postgres that has pg_cron preloaded, as hosted projects do: the
// migrations enable it and schedule the release of unpaid orders and the retry of waiting mail, and
// scheduling again (after enabling pg_cron on a project where it came later) leaves one job of each.
// Where pg_cron is installed but cannot run (here: a database other than the one it serves), the
// migrations still apply, without jobs, and scheduling says what to do.

import { applyProject, preparePlatform } from '@shop/supabase-local/db/migrate'
import { openPostgres } from '@shop/supabase-local/db/postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScratchCluster } from '../../scripts/lib/postgres.mjs'
import { repoRoot } from './support/database.ts'
import type { Database } from './support/platform.ts'

type Cluster = Awaited<ReturnType<typeof startScratchCluster>>
let cluster: Cluster
let db: Database

const jobs = async (database: Database) =>
  (
    await database.query<{ jobname: string; schedule: string; command: string; username: string; active: boolean }>(
      'select jobname, schedule, command, username, active from cron.job order by jobname',
    )
  ).rows

beforeAll(async () => {
  cluster = await startScratchCluster('pg-cron', { pgCron: true })
  db = await openPostgres(cluster.url(), 2)
  await preparePlatform(db)
  await applyProject(db, repoRoot, { seed: false })
}, 300_000)
afterAll(async () => {
  await db?.close()
  cluster?.remove()
})

describe('pg_cron on a project that has it', () => {
  it('the migrations enable it and schedule both jobs, every minute, as postgres', async () => {
    const { rows } = await db.query<{ extname: string }>(`select extname from pg_extension where extname = 'pg_cron'`)
    expect(rows).toHaveLength(1)
    expect(await jobs(db)).toEqual([
      {
        jobname: 'release-unpaid-orders',
        schedule: '* * * * *',
        command: 'select private.release_unpaid_orders()',
        username: 'postgres',
        active: true,
      },
      {
        jobname: 'retry-waiting-mails',
        schedule: '* * * * *',
        command: 'select private.retry_waiting_mails()',
        username: 'postgres',
        active: true,
      },
    ])
  })

  it('each job’s command runs', async () => {
    for (const job of await jobs(db)) await db.query(job.command)
  })

  it('scheduling again leaves one job of each', async () => {
    const { rows } = await db.query<{ job: string }>('select private.schedule_jobs() as job')
    expect(rows.map((r) => r.job)).toEqual(['release-unpaid-orders', 'retry-waiting-mails'])
    expect((await jobs(db)).map((job) => job.jobname)).toEqual(['release-unpaid-orders', 'retry-waiting-mails'])
  })
})

describe('pg_cron installed where it cannot run', () => {
  it('the migrations apply without jobs, and scheduling says to enable pg_cron first', async () => {
    await db.exec('create database no_cron')
    const other = await openPostgres(cluster.url('postgres', 'no_cron'), 1)
    try {
      await preparePlatform(other)
      await applyProject(other, repoRoot, { seed: false })
      const { rows } = await other.query(`select 1 from pg_extension where extname = 'pg_cron'`)
      expect(rows).toHaveLength(0)
      await expect(other.query('select private.schedule_jobs()')).rejects.toThrow(
        'pg_cron is not enabled in this database: enable it (create extension pg_cron), then run select private.schedule_jobs()',
      )
    } finally {
      await other.close()
    }
  }, 300_000)
})
