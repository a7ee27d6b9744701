// Riders wait for approval: a rider who signs up starts awaiting approval and may sign in and fill their
// profile, but not go online nor be assigned (nor be offered in the assign dialog) until an admin approves
// them; only an admin approves or rejects (with a reason), and the decision records who and when. The
// approval queues one mail to the rider. Riders from before approvals came in stay approved.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError, signUp } from './support/actors.ts'
import { dbKind, openTestDatabase, repoRoot, type TestDatabase } from './support/database.ts'
import { placeOrder, read } from './support/orders.ts'
import { createTestDatabase, migrate, openPglite, openPostgres } from './support/platform.ts'
import { codeOf, refusalOf } from './support/refusals.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
  await t.db.exec('update public.products set stock = 50 where stock > 0')
})
afterAll(() => t?.close())

/** A rider who signs up in the rider app, as Auth writes them. */
const applicant = (name: string) =>
  signUp(t.db, name, { full_name: name, phone: '+256772000123', is_rider: true, vehicle_type: 'bicycle' })

interface ApprovalRow {
  status: string
  approval: string
  reviewed_by: string | null
  reviewed_at: Date | null
  rejection_reason: string | null
}
const riderRow = async (rider: Actor) =>
  (
    await read<ApprovalRow>(
      t.db,
      'select status, approval, reviewed_by, reviewed_at, rejection_reason from public.delivery_riders where id = $1',
      [rider.id],
    )
  )[0]

const goOnline = (rider: Actor) =>
  as(t.db, rider, (tx) => tx.query(`update public.delivery_riders set status = 'online' where id = $1`, [rider.id]))
const approve = (actor: Actor, rider: Actor) =>
  as(t.db, actor, (tx) => tx.query('select * from public.approve_rider($1)', [rider.id]))
const reject = (actor: Actor, rider: Actor, reason: string | null) =>
  as(t.db, actor, (tx) => tx.query('select * from public.reject_rider($1, $2)', [rider.id, reason]))
const assign = (orderId: string, rider: Actor) =>
  as(t.db, w.admin, (tx) => tx.query('select * from public.assign_rider($1, $2)', [orderId, rider.id]))
const offered = async (orderId: string) =>
  as(t.db, w.admin, async (tx) =>
    (await tx.query<{ id: string }>('select id from public.assignable_riders($1)', [orderId])).rows.map((r) => r.id),
  )
const newOrder = async () =>
  (await placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.beef, quantity: 1 }] })).id
const approvalMails = (rider: Actor) =>
  read<{ recipient: string }>(
    t.db,
    `select recipient from public.outgoing_mails where kind = 'rider_approved' and user_id = $1`,
    [rider.id],
  )

describe('a rider who signed up, awaiting approval', () => {
  it('starts awaiting approval, offline, with nobody’s decision recorded', async () => {
    const rider = await applicant('Awaiting One')
    expect(await riderRow(rider)).toEqual({
      status: 'offline',
      approval: 'awaiting_approval',
      reviewed_by: null,
      reviewed_at: null,
      rejection_reason: null,
    })
  })

  it('fills their profile, but cannot go online (KM731) — nor can an admin put them online', async () => {
    const rider = await applicant('Awaiting Two')
    await as(t.db, rider, (tx) =>
      tx.query(
        `update public.delivery_riders set full_name = 'Awaiting Two Okello', phone = '+256772000999' where id = $1`,
        [rider.id],
      ),
    )
    const refused = refusalOf(await pgError(goOnline(rider)))
    expect(refused).toEqual({
      code: codeOf('rider_not_approved'),
      details: { rider_id: rider.id, approval: 'awaiting_approval' },
    })
    const byAdmin = as(t.db, w.admin, (tx) =>
      tx.query(`update public.delivery_riders set status = 'online' where id = $1`, [rider.id]),
    )
    expect((await pgError(byAdmin)).code).toBe(codeOf('rider_not_approved'))
    const [profile] = await read(t.db, 'select full_name, phone, status from public.delivery_riders where id = $1', [
      rider.id,
    ])
    expect(profile).toEqual({ full_name: 'Awaiting Two Okello', phone: '+256772000999', status: 'offline' })
  })

  it('cannot be assigned (KM731) and is not offered in the assign dialog', async () => {
    const rider = await applicant('Awaiting Three')
    const orderId = await newOrder()
    expect(refusalOf(await pgError(assign(orderId, rider))).code).toBe(codeOf('rider_not_approved'))
    const [order] = await read(t.db, 'select status, rider_id from public.orders where id = $1', [orderId])
    expect(order).toEqual({ status: 'pending', rider_id: null })
    expect(await offered(orderId)).not.toContain(rider.id)
  })

  it('cannot approve themselves, nor set their approval column', async () => {
    const rider = await applicant('Awaiting Four')
    expect((await pgError(approve(rider, rider))).code).toBe('42501')
    const direct = as(t.db, rider, (tx) =>
      tx.query(`update public.delivery_riders set approval = 'approved', reviewed_at = now() where id = $1`, [
        rider.id,
      ]),
    )
    expect((await pgError(direct)).code).toBe('42501')
    expect((await riderRow(rider))?.approval).toBe('awaiting_approval')
  })
})

describe('only an admin approves or rejects', () => {
  const others = () => [anonymous, w.customerA, w.staffX, w.riderR]

  it('anyone else is refused (42501) and the rider still waits', async () => {
    const rider = await applicant('Awaiting Five')
    for (const who of others()) {
      expect((await pgError(approve(who, rider))).code, who.label).toBe('42501')
      expect((await pgError(reject(who, rider, 'Not known to us'))).code, who.label).toBe('42501')
    }
    expect(await riderRow(rider)).toMatchObject({ approval: 'awaiting_approval', reviewed_by: null })
    expect(await approvalMails(rider)).toEqual([])
  })

  it('an admin’s approval records who and when, mails the rider once, and lets them go online and be assigned', async () => {
    const rider = await applicant('Approved Six')
    const orderId = await newOrder()
    await approve(w.admin, rider)
    const approved = await riderRow(rider)
    expect(approved).toMatchObject({ approval: 'approved', reviewed_by: w.admin.id, rejection_reason: null })
    expect(approved?.reviewed_at).toBeInstanceOf(Date)
    expect(await approvalMails(rider)).toEqual([{ recipient: rider.email }])

    // Approving again changes nothing and mails nothing more.
    await approve(w.admin, rider)
    expect(await riderRow(rider)).toEqual(approved)
    expect(await approvalMails(rider)).toHaveLength(1)

    await goOnline(rider)
    expect(await offered(orderId)).toContain(rider.id)
    await assign(orderId, rider)
    const [order] = await read(t.db, 'select status, rider_id from public.orders where id = $1', [orderId])
    expect(order).toEqual({ status: 'assigned', rider_id: rider.id })
  })

  it('a rejection needs a reason (KM733), keeps it for the rider to read, and the rider stays offline', async () => {
    const rider = await applicant('Rejected Seven')
    for (const reason of [null, '   ', 'x'.repeat(501)]) {
      expect(refusalOf(await pgError(reject(w.admin, rider, reason)))).toEqual({
        code: codeOf('invalid_rejection_reason'),
        details: { max: 500 },
      })
    }
    await reject(w.admin, rider, '  No driving permit on file  ')
    expect(await riderRow(rider)).toMatchObject({
      approval: 'rejected',
      reviewed_by: w.admin.id,
      rejection_reason: 'No driving permit on file',
    })
    expect(
      await as(t.db, rider, (tx) => tx.query('select rejection_reason from public.delivery_riders')),
    ).toMatchObject({
      rows: [{ rejection_reason: 'No driving permit on file' }],
    })
    expect(refusalOf(await pgError(goOnline(rider))).details).toEqual({ rider_id: rider.id, approval: 'rejected' })
    expect(await approvalMails(rider)).toEqual([])
  })

  it('a rejected rider may still be approved (the reason goes); an approved rider is not rejected (KM732)', async () => {
    const rider = await applicant('Second Look Eight')
    await reject(w.admin, rider, 'Phone number did not answer')
    await approve(w.admin, rider)
    expect(await riderRow(rider)).toMatchObject({ approval: 'approved', rejection_reason: null })
    expect(refusalOf(await pgError(reject(w.admin, rider, 'Changed my mind')))).toEqual({
      code: codeOf('rider_already_approved'),
      details: { rider_id: rider.id, rider_name: 'Second Look Eight' },
    })
    expect((await riderRow(rider))?.approval).toBe('approved')
  })
})

describe('riders from before approvals came in', () => {
  it('stay approved and online through the migration; riders signing up after it wait', async () => {
    const migrations = path.join(repoRoot, 'supabase', 'migrations')
    const files = readdirSync(migrations).filter((file) => file.endsWith('.sql'))
    const approvalMigration = files.find((file) => file.endsWith('_rider_approval.sql')) as string
    const workdir = mkdtempSync(path.join(tmpdir(), 'shop-rider-approval-'))
    mkdirSync(path.join(workdir, 'supabase', 'migrations'), { recursive: true })
    const link = (file: string) =>
      symlinkSync(path.join(migrations, file), path.join(workdir, 'supabase', 'migrations', file))
    for (const file of files) if (file < approvalMigration) link(file)

    const cluster = dbKind === 'postgres' ? await createTestDatabase('shop') : null
    const db = cluster ? await openPostgres(cluster.url, 60) : await openPglite(null)
    try {
      await migrate(db, workdir)
      const before = await signUp(db, 'veteran rider', { full_name: 'Veteran Rider', is_rider: true })
      await db.exec(`update public.delivery_riders set status = 'online' where id = '${before.id}'`)
      const [{ updated_at: updatedBefore }] = (
        await db.query<{ updated_at: Date }>('select updated_at from public.delivery_riders where id = $1', [before.id])
      ).rows as [{ updated_at: Date }]

      for (const file of files) if (file >= approvalMigration) link(file)
      await migrate(db, workdir)

      await signUp(db, 'new rider', { full_name: 'New Rider', is_rider: true })
      const rows = await db.query(
        `select full_name, status, approval, reviewed_at = created_at as reviewed_when_joined, updated_at
           from public.delivery_riders order by full_name`,
      )
      expect(rows.rows).toEqual([
        {
          full_name: 'New Rider',
          status: 'offline',
          approval: 'awaiting_approval',
          reviewed_when_joined: null,
          updated_at: expect.any(Date),
        },
        {
          full_name: 'Veteran Rider',
          status: 'online',
          approval: 'approved',
          reviewed_when_joined: true,
          updated_at: updatedBefore,
        },
      ])
    } finally {
      await db.close()
      await cluster?.drop()
      rmSync(workdir, { recursive: true, force: true })
    }
  })
})
