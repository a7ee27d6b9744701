// No overselling: 50 customers, each on their own connection, race to buy a product that has 20 in
// stock. Real Postgres only: PGlite has a single connection, so it cannot race.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, signUp } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { CONTACT, KOLOLO, read } from './support/orders.ts'
import { applyRequestSettings, loadSwitchableRoles, type Tx } from './support/platform.ts'
import { codeOf, refusalOf } from './support/refusals.ts'

const BUYERS = 50
const IN_STOCK = 20

let t: TestDatabase
let buyers: Actor[]

beforeAll(async () => {
  t = await openTestDatabase({ kind: 'postgres' })
  await t.db.exec(`insert into public.outlets (name, phone, opening_hours, manager_name, latitude, longitude)
                   values ('Nakasero', '+256414000000', 'Mon-Sat', 'M', 0.3227, 32.5789)`)
  buyers = []
  for (let i = 0; i < BUYERS; i++) {
    buyers.push(await signUp(t.db, `buyer ${i}`, { full_name: `Buyer ${i}`, phone: '+256772000000' }))
  }
})
afterAll(() => t?.close())

type Outcome = { ok: true; quantity: number } | { ok: false; quantity: number; code: string; details: unknown }

/** Every buyer on a connection of their own, signed in; all ask at the same moment. */
async function race(productId: string, quantities: number[]): Promise<Outcome[]> {
  const url = t.url as string
  const clients = await Promise.all(
    buyers.map(async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      return client
    }),
  )
  try {
    const switchable = await loadSwitchableRoles(t.db)
    // Everyone is inside a transaction, as their API request would be, before anyone orders.
    await Promise.all(
      clients.map(async (client, i) => {
        const buyer = buyers[i] as Actor
        const tx: Tx = {
          query: (sql, params) => client.query(sql, params) as never,
          exec: (sql) => client.query(sql).then(() => {}),
        }
        await client.query('begin')
        await applyRequestSettings(
          tx,
          { role: 'authenticated', claims: { sub: buyer.id, email: buyer.email } },
          switchable,
        )
      }),
    )
    return await Promise.all(
      clients.map(async (client, i): Promise<Outcome> => {
        const quantity = quantities[i] as number
        try {
          await client.query(
            `select public.place_order($1::jsonb, null, $2::jsonb, $3, $4, null, 'cash_on_delivery')`,
            [
              JSON.stringify([{ product_id: productId, quantity }]),
              JSON.stringify(CONTACT),
              KOLOLO.latitude,
              KOLOLO.longitude,
            ],
          )
          await client.query('commit')
          return { ok: true, quantity }
        } catch (error) {
          await client.query('rollback')
          const { code, details } = refusalOf(error as { code: string; detail?: string })
          return { ok: false, quantity, code, details }
        }
      }),
    )
  } finally {
    await Promise.all(clients.map((c) => c.end()))
  }
}

async function product(name: string) {
  const [row] = await read<{ id: string }>(
    t.db,
    `insert into public.products (name, price, stock) values ($1, 20000, ${IN_STOCK}) returning id`,
    [name],
  )
  return row?.id as string
}

const sold = (productId: string) =>
  read<{ orders: number; units: number; stock: number }>(
    t.db,
    `select (select count(distinct order_id)::int from public.order_items where product_id = $1) as orders,
            (select coalesce(sum(quantity), 0)::int from public.order_items where product_id = $1) as units,
            (select stock from public.products where id = $1) as stock`,
    [productId],
  ).then((rows) => rows[0])

describe('50 concurrent buyers race for a product with 20 in stock', () => {
  it('exactly 20 buy one each; the other 30 are told it is out of stock; stock ends at 0', async () => {
    const id = await product('Goat ribs')
    const outcomes = await race(id, Array(BUYERS).fill(1))
    const winners = outcomes.filter((o) => o.ok)
    const losers = outcomes.filter((o) => !o.ok)
    expect(winners.length).toBe(IN_STOCK)
    expect(losers.length).toBe(BUYERS - IN_STOCK)
    for (const loser of losers) {
      expect(loser).toMatchObject({
        code: codeOf('out_of_stock'),
        details: { product_id: id, product_name: 'Goat ribs' },
      })
    }
    expect(await sold(id)).toEqual({ orders: IN_STOCK, units: IN_STOCK, stock: 0 })
  })

  it('buying 1 to 3 each: units sold plus stock left is 20, never below 0, and every refusal names what is left', async () => {
    const id = await product('Pork belly')
    const quantities = Array.from({ length: BUYERS }, (_, i) => (i % 3) + 1)
    const outcomes = await race(id, quantities)
    const unitsWon = outcomes.filter((o) => o.ok).reduce((n, o) => n + o.quantity, 0)
    const after = await sold(id)
    expect(after?.units).toBe(unitsWon)
    expect((after?.stock ?? -1) + unitsWon).toBe(IN_STOCK)
    expect(after?.stock).toBeGreaterThanOrEqual(0)
    expect(after?.orders).toBe(outcomes.filter((o) => o.ok).length)
    // Whoever was refused asked for more than was left at that moment (so never 1 while stock remained).
    for (const loser of outcomes.filter((o) => !o.ok)) {
      expect([
        { code: codeOf('out_of_stock'), details: { product_id: id, product_name: 'Pork belly' } },
        { code: codeOf('insufficient_stock'), details: { product_id: id, product_name: 'Pork belly', stock: 1 } },
        { code: codeOf('insufficient_stock'), details: { product_id: id, product_name: 'Pork belly', stock: 2 } },
      ]).toContainEqual({ code: loser.code, details: loser.details })
      if (after && after.stock > 0) expect(loser.quantity).toBeGreaterThan(after.stock)
    }
  })
})

/** Runs `sql` on `n` connections of their own, each in a transaction begun before any of them runs it. */
async function atOnce<T>(n: number, sql: string, params: unknown[] = []): Promise<T[][]> {
  const clients = await Promise.all(
    Array.from({ length: n }, async () => {
      const client = new pg.Client({ connectionString: t.url as string })
      await client.connect()
      await client.query('begin')
      return client
    }),
  )
  try {
    return await Promise.all(
      clients.map(async (client) => {
        const { rows } = await client.query(sql, params)
        await client.query('commit')
        return rows as T[]
      }),
    )
  } finally {
    await Promise.all(clients.map((c) => c.end()))
  }
}

describe('transactional mail is queued and claimed once under racing sessions', () => {
  it('10 sessions marking the same order paid at once (IPN, verify, retries) queue one receipt', async () => {
    const productId = await product('Receipt race ribs')
    const [buyer] = buyers
    const [order] = await read<{ id: string }>(
      t.db,
      `insert into public.orders (user_id, payment_method, subtotal, total_amount, delivery_latitude, delivery_longitude)
       values ($1, 'card', 20000, 20000, 0.3356, 32.5947) returning id`,
      [buyer?.id],
    )
    await t.db.query(
      'insert into public.order_items (order_id, product_id, product_name, quantity, price) values ($1, $2, $3, 1, 20000)',
      [order?.id, productId, 'Receipt race ribs'],
    )
    await atOnce(10, `update public.orders set payment_status = 'paid' where id = $1 and payment_status <> 'paid'`, [
      order?.id,
    ])
    expect(
      await read(
        t.db,
        'select kind, count(*)::int as n from public.outgoing_mails where order_id = $1 group by kind order by kind',
        [order?.id],
      ),
    ).toEqual([
      { kind: 'order_confirmation', n: 1 },
      { kind: 'payment_receipt', n: 1 },
    ])
  })

  it('10 sessions marking the same order paid at once queue one confirmation SMS, and 8 senders claim it once', async () => {
    const [buyer] = buyers
    const [order] = await read<{ id: string }>(
      t.db,
      `insert into public.orders (user_id, payment_method, subtotal, total_amount, delivery_latitude, delivery_longitude,
                                  shipping_address)
       values ($1, 'mtn_money', 20000, 20000, 0.3356, 32.5947, '{"phone": "+256772100200"}') returning id`,
      [buyer?.id],
    )
    await atOnce(10, `update public.orders set payment_status = 'paid' where id = $1 and payment_status <> 'paid'`, [
      order?.id,
    ])
    expect(
      await read(t.db, 'select kind, recipient from public.outgoing_sms where order_id = $1', [order?.id]),
    ).toEqual([{ kind: 'order_confirmed', recipient: '+256772100200' }])
    const claims = await atOnce<{ order_id: string }>(8, 'select order_id from public.claim_outgoing_sms(100)')
    expect(claims.flat().filter((c) => c.order_id === order?.id)).toHaveLength(1)
  })

  it('8 senders claiming at once share out the waiting mail: every row claimed by exactly one', async () => {
    await t.db.exec('update public.outgoing_mails set sent_at = now() where sent_at is null')
    const productId = await product('Claim race chops')
    await race(productId, Array(BUYERS).fill(1))
    const waiting = await read<{ id: number }>(t.db, 'select id from public.outgoing_mails where sent_at is null')
    expect(waiting.length).toBe(IN_STOCK)
    const claims = await atOnce<{ id: number }>(8, 'select id from public.claim_outgoing_mails(5)')
    const claimed = claims.flat().map((r) => r.id)
    expect(new Set(claimed).size).toBe(claimed.length)
    expect(claimed.sort((a, b) => a - b)).toEqual(waiting.map((r) => r.id).sort((a, b) => a - b))
  })
})
