// A payment whose IPN is in flight while the functions' worker restarts (a redeploy: here, a function
// file rewritten) is settled by Pesapal's retry. The IPN is held inside the function by a lock the test
// keeps on the payment's row, so the restart surely lands mid-request; the sandbox records that
// delivery as not acknowledged, retries, and the retry is acknowledged. The payment and the order move
// once, with one notification. Postgres only: holding the lock needs a second connection.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startTestStack, type TestStack } from '@shop/supabase-local/testing/stack'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { repoRoot } from '../support/database.ts'
import { usePaymentPage } from './support/sandbox.ts'
import { callFunction, eventually, newCustomer, placeOrder, type Session } from './support/stack.ts'

// The project, with a copy of its functions that the test may rewrite (the others watch the real ones).
const workdir = mkdtempSync(path.join(tmpdir(), 'shop-ipn-restart-'))
const project = path.join(workdir, 'supabase')
let stack: TestStack
let customer: Session

beforeAll(async () => {
  mkdirSync(project)
  for (const entry of ['migrations', 'seed.sql', 'config.toml', 'seed'])
    symlinkSync(path.join(repoRoot, 'supabase', entry), path.join(project, entry))
  cpSync(path.join(repoRoot, 'supabase', 'functions'), path.join(project, 'functions'), { recursive: true })
  process.env.PESAPAL_SANDBOX_IPN_RETRY_MS = '1000,2000,4000'
  stack = await startTestStack({ workdir })
  customer = await newCustomer(stack)
}, 180_000)
afterAll(async () => {
  await stack?.stop()
  rmSync(workdir, { recursive: true, force: true })
})

type Delivery = { status_code: number | null; acknowledged: boolean }
const deliveries = async (trackingId: string) =>
  (await (
    await fetch(`${stack.url}/pesapal/v3/sandbox/ipn-deliveries?orderTrackingId=${trackingId}`)
  ).json()) as Delivery[]

it('an IPN cut off by a worker restart is retried by Pesapal and settles the payment once', async () => {
  const order = await placeOrder(customer, 'card')
  const started = await callFunction(stack, 'payments/initiate', { token: customer.token, body: { orderId: order.id } })
  const { orderTrackingId, paymentUrl } = (await started.json()) as { orderTrackingId: string; paymentUrl: string }

  const lock = new pg.Client({ connectionString: stack.config.databaseUrl as string })
  await lock.connect()
  try {
    await lock.query('begin')
    await lock.query('select id from public.payments where order_id = $1 for update', [order.id])
    await usePaymentPage(paymentUrl, 'pay', 'card')
    // The IPN has reached the function and waits for the payment row.
    await eventually(
      async () =>
        (
          await lock.query(
            `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          )
        ).rows[0].n as number,
      (n) => n > 0,
      20_000,
    )
    // A redeploy: the function's file is written again, and the runner retires its worker.
    const entry = path.join(project, 'functions', 'payments', 'index.ts')
    writeFileSync(entry, readFileSync(entry))
    await eventually(
      () => deliveries(orderTrackingId),
      (d) => d.length >= 1,
      20_000,
    )
  } finally {
    await lock.query('rollback').catch(() => {})
    await lock.end()
  }

  const settled = await eventually(
    () => deliveries(orderTrackingId),
    (d) => d.some((delivery) => delivery.acknowledged),
    20_000,
  )
  expect(settled[0]).toMatchObject({ acknowledged: false })
  expect(settled[0]?.status_code ?? 500).toBeGreaterThanOrEqual(500)
  expect(settled.at(-1)).toMatchObject({ status_code: 200, acknowledged: true })

  const { rows: payments } = await stack.db.query<{ status: string }>(
    'select status from public.payments where order_id = $1',
    [order.id],
  )
  expect(payments).toEqual([{ status: 'paid' }])
  const { rows: orders } = await stack.db.query('select status, payment_status from public.orders where id = $1', [
    order.id,
  ])
  expect(orders[0]).toEqual({ status: 'processing', payment_status: 'paid' })
  const { rows: notes } = await stack.db.query(
    `select 1 from public.admin_notifications where order_id = $1 and message like 'Payment of %'`,
    [order.id],
  )
  expect(notes).toHaveLength(1)
}, 120_000)
