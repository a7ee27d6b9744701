// Every migration and the seed apply on a database set up the way a hosted project is, as its
// non-superuser `postgres` role (support/hosted-platform.ts says how the roles are mirrored), and what
// they create works there: functions owned by `postgres` that reach into `auth`, the realtime
// publication, the storage buckets and policies.

import { applyProject } from '@shop/supabase-local/db/migrate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from './support/database.ts'
import { type HostedCluster, startHostedLikeCluster } from './support/hosted-platform.ts'
import { type Database, openPostgres } from './support/platform.ts'

let cluster: HostedCluster
let db: Database

beforeAll(async () => {
  cluster = await startHostedLikeCluster()
  db = await openPostgres(cluster.postgresUrl, 4)
}, 120_000)
afterAll(async () => {
  await db?.close()
  cluster?.remove()
})

describe('the migrations and the seed as a hosted project runs them', () => {
  it('run as a role that is not a superuser', async () => {
    const { rows } = await db.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user')
    expect(rows).toEqual([{ rolsuper: false }])
  })

  it('all apply, and the seed with them', async () => {
    const report = await applyProject(db, repoRoot)
    expect(report.applied.length).toBeGreaterThan(20)
    expect(report.seeded).toBe(true)
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.users')
    expect(rows[0]?.n).toBeGreaterThan(80)
  }, 300_000)

  it('deleting a rider deletes their sign-in (a postgres-owned function deleting from auth.users)', async () => {
    const id = '6a1c9b0e-2f44-4d5e-9a51-0c3b7e2d8f10'
    await db.query(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', 'new.rider@example.com', '{"is_rider": true, "full_name": "New Rider"}')`,
      [id],
    )
    const { rowCount: profiles } = await db.query('select 1 from public.delivery_riders where id = $1', [id])
    expect(profiles).toBe(1)
    await db.query('delete from public.delivery_riders where id = $1', [id])
    const { rowCount } = await db.query('select 1 from auth.users where id = $1', [id])
    expect(rowCount).toBe(0)
  })

  it('publishes the realtime tables and has the storage buckets', async () => {
    const { rows: published } = await db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by 1`,
    )
    expect(published.map((r) => r.tablename)).toEqual([
      'admin_notifications',
      'delivery_positions',
      'delivery_riders',
      'orders',
      'outlet_notifications',
    ])
    const { rows: buckets } = await db.query<{ id: string }>('select id from storage.buckets order by id')
    expect(buckets.map((b) => b.id)).toEqual(['delivery-photos', 'product-category-images', 'product-images'])
  })
})
