import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createPositionSender,
  type Fix,
  type SenderState,
  type SendResult,
  SHARE_INTERVAL_MS,
} from './position-sender.ts'

const HERE: Fix = { latitude: 0.3227, longitude: 32.5789, accuracy: 10 }
const THERE: Fix = { latitude: 0.3301, longitude: 32.5872, accuracy: 8 }

function setUp(answer: (orderId: string) => SendResult = () => 'stored') {
  const sent: { orderId: string; fix: Fix; at: number }[] = []
  const refused: string[] = []
  const states: SenderState[] = []
  let online = true
  const sender = createPositionSender({
    send: async (orderId, fix) => {
      sent.push({ orderId, fix, at: Date.now() })
      return answer(orderId)
    },
    onRefused: (orderId) => refused.push(orderId),
    onState: (state) => states.push(state),
    now: () => Date.now(),
    online: () => online,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  })
  return {
    sender,
    sent,
    refused,
    states,
    goOffline: () => {
      online = false
    },
    goOnline: () => {
      online = true
    },
  }
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms)

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('sharing the position of an order on the road', () => {
  it('sends the first fix at once, then the newest every 15 s, never more often however often the phone moves', async () => {
    const { sender, sent, states } = setUp()
    sender.setOrders(['order-1'])
    sender.offer(HERE)
    await advance(0)
    expect(sent.map((s) => s.fix)).toEqual([HERE])
    expect(states).toEqual(['sharing'])

    for (let second = 1; second < 15; second++) {
      sender.offer({ ...THERE, accuracy: second })
      await advance(1000)
    }
    expect(sent).toHaveLength(1)
    await advance(1000)
    expect(sent).toHaveLength(2)
    expect(sent[1]?.fix).toEqual({ ...THERE, accuracy: 14 })
    expect((sent[1]?.at ?? 0) - (sent[0]?.at ?? 0)).toBe(SHARE_INTERVAL_MS)
  })

  it('keeps sending the last fix every 15 s while the rider stands still, so the customer sees it is current', async () => {
    const { sender, sent } = setUp()
    sender.setOrders(['order-1'])
    sender.offer(HERE)
    await advance(60_000)
    expect(sent.map((s) => s.at - (sent[0]?.at ?? 0))).toEqual([0, 15_000, 30_000, 45_000, 60_000])
  })

  it('sends nothing without an order picked up, and stops when there is none left', async () => {
    const { sender, sent } = setUp()
    sender.offer(HERE)
    await advance(30_000)
    expect(sent).toEqual([])
    sender.setOrders(['order-1'])
    await advance(0)
    expect(sent).toHaveLength(1)
    sender.setOrders([])
    await advance(60_000)
    expect(sent).toHaveLength(1)
  })

  it('sends for each order on the road at each tick', async () => {
    const { sender, sent } = setUp()
    sender.setOrders(['order-1', 'order-2'])
    sender.offer(HERE)
    await advance(15_000)
    expect(sent.map((s) => s.orderId)).toEqual(['order-1', 'order-2', 'order-1', 'order-2'])
  })

  it('drops an order the server refuses (delivered or cancelled meanwhile), and says so', async () => {
    const { sender, sent, refused } = setUp((orderId) => (orderId === 'order-2' ? 'refused' : 'stored'))
    sender.setOrders(['order-1', 'order-2'])
    sender.offer(HERE)
    await advance(15_000)
    expect(refused).toEqual(['order-2'])
    expect(sent.map((s) => s.orderId)).toEqual(['order-1', 'order-2', 'order-1'])
  })

  it('keeps nothing for later while offline: back online, the next tick sends the position of then', async () => {
    const { sender, sent, states, goOffline, goOnline } = setUp()
    goOffline()
    sender.setOrders(['order-1'])
    sender.offer(HERE)
    await advance(0)
    sender.offer(THERE)
    await advance(45_000)
    expect(sent).toEqual([])
    expect(states.at(-1)).toBe('not-sent')
    goOnline()
    await advance(15_000)
    expect(sent.map((s) => s.fix)).toEqual([THERE])
    expect(states.at(-1)).toBe('sharing')
  })

  it('a failed send is not repeated: the next tick sends the newest fix', async () => {
    let fail = true
    const { sender, sent, states } = setUp(() => (fail ? 'failed' : 'stored'))
    sender.setOrders(['order-1'])
    sender.offer(HERE)
    await advance(0)
    expect(states).toEqual(['not-sent'])
    fail = false
    sender.offer(THERE)
    await advance(5_000)
    expect(sent).toHaveLength(1)
    await advance(10_000)
    expect(sent.map((s) => s.fix)).toEqual([HERE, THERE])
    expect(states.at(-1)).toBe('sharing')
  })

  it('sends nothing once the phone has lost its position, until a new fix comes', async () => {
    const { sender, sent } = setUp()
    sender.setOrders(['order-1'])
    sender.offer(HERE)
    await advance(0)
    sender.lose()
    await advance(60_000)
    expect(sent).toHaveLength(1)
    sender.offer(THERE)
    await advance(0)
    expect(sent.map((s) => s.fix)).toEqual([HERE, THERE])
  })

  it('stops for good when stopped', async () => {
    const { sender, sent } = setUp()
    sender.setOrders(['order-1'])
    sender.offer(HERE)
    await advance(0)
    sender.stop()
    sender.offer(THERE)
    await advance(60_000)
    expect(sent).toHaveLength(1)
  })
})
