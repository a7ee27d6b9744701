// When the phone sends its position for the orders on the road: the first fix at once, then the newest
// fix every 15 s while there is one, for every order picked up, never more often. A position is only
// worth sending now: offline, or when a send fails, nothing is kept for later; the next tick sends
// whatever the phone knows then. An order the server refuses (delivered or cancelled meanwhile) is
// dropped at once. The clock and timers are passed in, so tests drive them.

export const SHARE_INTERVAL_MS = 15_000

export interface Fix {
  latitude: number
  longitude: number
  /** The phone's accuracy radius in metres. */
  accuracy: number | null
}

/** What the server made of one send. */
export type SendResult = 'stored' | 'ignored' | 'refused' | 'failed'

/** How sharing is going, for the rider's indicator. */
export type SenderState = 'waiting' | 'sharing' | 'not-sent'

export interface SenderDeps {
  send(orderId: string, fix: Fix): Promise<SendResult>
  /** Called with an order the server would not take a position for (it has left the road). */
  onRefused(orderId: string): void
  onState(state: SenderState): void
  now(): number
  online(): boolean
  setTimer(run: () => void, ms: number): unknown
  clearTimer(timer: unknown): void
}

export interface PositionSender {
  /** The orders picked up now (the set replaces the last one). */
  setOrders(orderIds: readonly string[]): void
  /** A new fix from the phone. */
  offer(fix: Fix): void
  /** The phone lost its position: nothing is sent until a new fix comes. */
  lose(): void
  stop(): void
}

export function createPositionSender(deps: SenderDeps): PositionSender {
  let orders: string[] = []
  let latest: Fix | null = null
  let lastTick = Number.NEGATIVE_INFINITY
  let timer: unknown = null
  let inFlight = false
  let stopped = false

  const cancelTimer = () => {
    if (timer !== null) deps.clearTimer(timer)
    timer = null
  }

  /** The next tick: at once if the last was 15 s ago or more, else when it will be. */
  const schedule = () => {
    if (stopped || timer !== null || inFlight || !latest || orders.length === 0) return
    const wait = Math.max(0, lastTick + SHARE_INTERVAL_MS - deps.now())
    timer = deps.setTimer(() => {
      timer = null
      void tick()
    }, wait)
  }

  const tick = async () => {
    const fix = latest
    if (stopped || !fix || orders.length === 0) return
    lastTick = deps.now()
    if (!deps.online()) {
      deps.onState('not-sent')
      schedule()
      return
    }
    inFlight = true
    const sending = [...orders]
    const results = await Promise.all(sending.map((orderId) => deps.send(orderId, fix).catch(() => 'failed' as const)))
    inFlight = false
    if (stopped) return
    results.forEach((result, i) => {
      const orderId = sending[i] as string
      if (result === 'refused') {
        orders = orders.filter((id) => id !== orderId)
        deps.onRefused(orderId)
      }
    })
    if (results.includes('failed')) deps.onState('not-sent')
    else if (results.some((result) => result === 'stored' || result === 'ignored')) deps.onState('sharing')
    schedule()
  }

  return {
    setOrders(orderIds) {
      orders = [...new Set(orderIds)]
      if (orders.length === 0) cancelTimer()
      else schedule()
    },
    offer(fix) {
      latest = fix
      schedule()
    },
    lose() {
      latest = null
      cancelTimer()
      deps.onState('waiting')
    },
    stop() {
      stopped = true
      cancelTimer()
    },
  }
}
