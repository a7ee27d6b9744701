// The benchmark's clients: plain fetch over keep-alive connections, each call timed and its status
// kept, so a part can report count, p50/p95 and 5xx per kind of request.
import { randomUUID } from 'node:crypto'
import { DEMO_ANON_KEY } from '@shop/supabase-local/config/defaults'

export const headers = (token?: string, extra: Record<string, string> = {}) => ({
  apikey: DEMO_ANON_KEY,
  Authorization: `Bearer ${token ?? DEMO_ANON_KEY}`,
  'Content-Type': 'application/json',
  ...extra,
})

export interface Answer {
  status: number
  body: string
}

/** The answer, or null when none came (refused or cut connection); `onError` hears why. */
export async function send(url: string, init: RequestInit, onError?: (reason: string) => void): Promise<Answer | null> {
  try {
    const response = await fetch(url, init)
    return { status: response.status, body: await response.text() }
  } catch (error) {
    onError?.((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message)
    return null
  }
}

/** Timings and statuses per kind of request. */
export class Tally {
  readonly times = new Map<string, number[]>()
  readonly statuses = new Map<string, number>()
  serverErrors = 0
  unanswered = 0
  /** "kind: why" of each request that got no answer. */
  readonly unansweredWhy: string[] = []

  async call(kind: string, url: string, init: RequestInit): Promise<Answer | null> {
    const started = performance.now()
    const answer = await send(url, init, (why) => this.unansweredWhy.push(`${kind}: ${why}`))
    if (!answer) {
      this.unanswered++
      return null
    }
    this.times.set(kind, [...(this.times.get(kind) ?? []), performance.now() - started])
    const key = `${kind} ${answer.status}`
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1)
    if (answer.status >= 500) this.serverErrors++
    return answer
  }
}

/** A cash-on-delivery order of `quantity` of `product`, with its own request id. */
export function orderRequest(product: string, quantity: number) {
  return {
    items: [{ product_id: product, quantity }],
    shipping_address: { full_name: 'Reliability Bench', email: 'bench@example.com', phone: '+256772100200' },
    delivery_latitude: 0.3356,
    delivery_longitude: 32.5947,
    payment_method: 'cash_on_delivery',
    request_id: randomUUID(),
  }
}

export const placeOrderInit = (token: string, request: ReturnType<typeof orderRequest>): RequestInit => ({
  method: 'POST',
  headers: headers(token),
  body: JSON.stringify(request),
})

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
