// kill -9 while customers order. `clients` customers place orders one after the other; each time
// `ordersPerKill` more have been acknowledged the stand-in is killed with SIGKILL and started again on
// the same port and data. A customer whose request got no answer (cut by the kill, refused while it is
// down, or 503 while it starts) asks again with the same request id until it gets one, as the checkout
// does. Then the audit: every acknowledged order is in the database once, no order exists that was not
// acknowledged (a retry that placed a second order would be one), each request id was answered with one
// order, and each product's stock went down by exactly the units acknowledged.
import { serviceClient, stockOf } from '../../tests/crash/support.ts'
import type { Customer, CustomerPool } from './customers.ts'
import { orderRequest, placeOrderInit, send, sleep } from './http.ts'
import type { BenchStandIn } from './stand-in.ts'

export interface CrashResult {
  clients: number
  kills: number
  acknowledged: number
  /** Requests asked again with their request id after an answer was lost. */
  retried: number
  /** Answers of status 5xx other than the 503 a starting stand-in gives. */
  serverErrors: number
  /** Answers refused for a business reason (4xx): none expected. */
  refused: number
  missing: number
  duplicated: number
  /** Orders in the database that no acknowledgement names. */
  unacknowledged: number
  /** Products whose stock did not go down by exactly the units acknowledged. */
  wrongStock: number
}

/** The stand-in answers at most 1,000 rows a request (config.toml's max_rows). */
const PAGE = 1000

interface Acknowledgement {
  requestId: string
  orderId: string
  product: string
  quantity: number
}

export async function killWhileOrdering(
  standIn: BenchStandIn,
  pool: CustomerPool,
  clients: number,
  kills: number,
  ordersPerKill: number,
): Promise<CrashResult> {
  const url = standIn.url
  const before = await stockOf(url, standIn.products)
  // Every order of an earlier part was answered before this instant: none is counted here.
  const since = new Date().toISOString()
  const acknowledged: Acknowledgement[] = []
  const counts = { retried: 0, serverErrors: 0, refused: 0 }
  let stopped = false

  const ordering = new Set<Customer>()
  const loops = Array.from({ length: clients }, async (_, i) => {
    let customer = await pool.take()
    ordering.add(customer)
    for (let n = 0; !stopped; n++) {
      const product = standIn.products[(i + n) % standIn.products.length] as string
      const request = orderRequest(product, 1 + ((i + n) % 2))
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) counts.retried++
        const answer = await send(`${url}/rest/v1/rpc/place_order`, placeOrderInit(customer.token, request))
        if (answer?.status === 200) {
          const { id } = JSON.parse(answer.body) as { id: string }
          acknowledged.push({
            requestId: request.request_id,
            orderId: id,
            product,
            quantity: request.items[0]?.quantity ?? 0,
          })
          customer = await pool.placedBy(customer)
          ordering.add(customer)
          break
        }
        if (answer && answer.status < 500) {
          counts.refused++
          break
        }
        if (answer && !(answer.status === 503 && answer.body === 'starting')) counts.serverErrors++
        await sleep(100)
      }
    }
    pool.release(customer)
  })

  for (let kill = 1; kill <= kills; kill++) {
    const target = kill * ordersPerKill
    while (acknowledged.length < target) await sleep(20)
    await standIn.kill9()
    await standIn.restart()
  }
  const final = acknowledged.length + ordersPerKill
  while (acknowledged.length < final) await sleep(20)
  stopped = true
  await Promise.all(loops)

  const stored = new Set<string>()
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await serviceClient(url)
      .from('orders')
      .select('id')
      .in(
        'user_id',
        [...ordering].map((c) => c.id),
      )
      .gte('created_at', since)
      .order('id')
      .range(from, from + PAGE - 1)
    if (error || !data) throw error
    for (const order of data) stored.add(order.id as string)
    if (data.length < PAGE) break
  }
  const answeredIds = new Set(acknowledged.map((a) => a.orderId))
  const after = await stockOf(url, standIn.products)
  const units = new Map<string, number>()
  for (const a of acknowledged) units.set(a.product, (units.get(a.product) ?? 0) + a.quantity)
  return {
    clients,
    kills,
    acknowledged: acknowledged.length,
    ...counts,
    missing: acknowledged.filter((a) => !stored.has(a.orderId)).length,
    duplicated: acknowledged.length - answeredIds.size,
    unacknowledged: [...stored.keys()].filter((id) => !answeredIds.has(id)).length,
    wrongStock: standIn.products.filter(
      (p) => (before.get(p) ?? 0) - (after.get(p) ?? Number.NaN) !== (units.get(p) ?? 0),
    ).length,
  }
}
