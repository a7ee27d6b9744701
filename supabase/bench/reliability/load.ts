// place_order under load: `clients` signed-in customers each place order after order (a new request id
// each) for `seconds`, as fast as the answers come. Reports orders per second and p50/p95.
import { percentile } from '../../local/bench/support.ts'
import type { CustomerPool } from './customers.ts'
import { orderRequest, placeOrderInit, Tally } from './http.ts'

export interface LoadResult {
  clients: number
  orders: number
  perSecond: number
  p50: number
  p95: number
  /** Answers that were not the order (any status but 200), and requests that got no answer. */
  failed: number
  serverErrors: number
}

export async function placeOrderLoad(
  url: string,
  pool: CustomerPool,
  clients: number,
  products: string[],
  seconds: number,
): Promise<LoadResult> {
  const tally = new Tally()
  let orders = 0
  let failed = 0
  const started = performance.now()
  const deadline = started + seconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      let customer = await pool.take()
      for (let n = 0; performance.now() < deadline; n++) {
        const request = orderRequest(products[(i + n) % products.length] as string, 1 + ((i + n) % 2))
        const answer = await tally.call(
          'place_order',
          `${url}/rest/v1/rpc/place_order`,
          placeOrderInit(customer.token, request),
        )
        if (answer?.status === 200) {
          orders++
          customer = await pool.placedBy(customer)
        } else failed++
      }
      pool.release(customer)
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const times = [...(tally.times.get('place_order') ?? [])].sort((a, b) => a - b)
  return {
    clients,
    orders,
    perSecond: orders / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    failed,
    serverErrors: tally.serverErrors,
  }
}
