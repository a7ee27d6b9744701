// An order whose answer is lost is not placed twice. A customer presses Place order; the stand-in (on
// PostgreSQL) commits the order and is killed with SIGKILL before its answer reaches the customer, who
// sees a network error. The stand-in is started again; the checkout asks again with the same request id
// and lands on the order that was placed: one order, its stock taken once.
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createTestDatabase } from '@shop/supabase-local/testing/database'
import { afterAll, expect, it } from 'vitest'
import { repoRoot } from '../support/database.ts'
import { type LossyRelay, lossyRelay } from './lost-answer.ts'
import { type StandIn, serviceClient, signInCustomers, startStandIn, stockOf } from './support.ts'

mkdirSync(path.join(repoRoot, '.data'), { recursive: true })
const dataDir = mkdtempSync(path.join(repoRoot, '.data', 'crash-lost-answer-'))
let standIn: StandIn | undefined
let relay: LossyRelay | undefined
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined

afterAll(async () => {
  await relay?.close()
  await standIn?.stop()
  await database?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

it('killed between the commit and the answer: the retry with the same request id answers the same order, and only it exists', async () => {
  database = await createTestDatabase('lost_answer')
  const dbUrl = database.url
  standIn = await startStandIn({ dataDir, dbUrl })
  const portOf = (url: string) => Number(new URL(url).port)
  relay = await lossyRelay(portOf(standIn.url), async () => {
    await standIn?.kill9()
  })

  const [customer] = await signInCustomers(relay.url, 1)
  if (!customer) throw new Error('no customer')
  const userId = (await customer.auth.getUser()).data.user?.id
  const [product] = [...(await stockOf(standIn.url)).keys()]
  if (!product) throw new Error('no product')
  const stockBefore = (await stockOf(standIn.url, [product])).get(product) as number
  const since = new Date(Date.now() - 1000).toISOString()
  const request = {
    items: [{ product_id: product, quantity: 2 }],
    shipping_address: { full_name: 'Lost Answer', email: 'lost@example.com', phone: '+256772100200' },
    delivery_latitude: 0.3356,
    delivery_longitude: 32.5947,
    payment_method: 'cash_on_delivery' as const,
    request_id: randomUUID(),
  }

  relay.losing = 'POST /rest/v1/rpc/place_order'
  const first = await customer.rpc('place_order', request)
  expect(relay.lost).toBe(1)
  expect(first.data).toBeNull()
  expect(first.error?.message).toMatch(/fetch failed|socket|terminated|network/i)
  expect(standIn.process.signalCode).toBe('SIGKILL')

  // The order committed before the kill; the customer does not know it yet.
  standIn = await startStandIn({ dataDir, dbUrl })
  relay.upstreamPort = portOf(standIn.url)
  const ordersSince = async () => {
    const { data, error } = await serviceClient(standIn?.url as string)
      .from('orders')
      .select('id, order_items(quantity)')
      .eq('user_id', userId as string)
      .gte('created_at', since)
    if (error) throw error
    return data
  }
  const committed = await ordersSince()
  expect(committed).toHaveLength(1)

  const retry = await customer.rpc('place_order', request)
  expect(retry.error).toBeNull()
  expect(retry.data?.id).toBe(committed[0]?.id)
  expect(retry.data?.user_id).toBe(userId)

  expect(await ordersSince()).toEqual(committed)
  expect((await stockOf(standIn.url, [product])).get(product)).toBe(stockBefore - 2)
}, 400_000)
