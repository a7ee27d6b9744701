import { describe, expect, it } from 'vitest'
import { pendingOrders, type RecentOrder, statusPanelCounts, withAnnouncedOrder } from './dashboard.ts'

// 10:00 in Kampala (UTC+3) on 26 November 2026.
const now = new Date('2026-11-26T07:00:00Z')

const order = (id: string, createdAt: string): RecentOrder => ({
  id,
  number: 10000 + Number(id.slice(1)),
  status: 'pending',
  total_amount: 25000,
  created_at: createdAt,
  shipping_address: { full_name: 'Amina Nakato' },
  customer: { full_name: 'Amina Nakato' },
})

const listed = [
  order('o5', '2026-11-26T06:50:00Z'),
  order('o4', '2026-11-26T06:40:00Z'),
  order('o3', '2026-11-26T06:30:00Z'),
  order('o2', '2026-11-26T06:20:00Z'),
  order('o1', '2026-11-26T06:10:00Z'),
]

const announced = {
  id: 'o6',
  number: 10006,
  status: 'pending',
  total_amount: 41000,
  created_at: '2026-11-26T06:59:00Z',
  shipping_address: { full_name: 'Brian Okello' },
  outlet_id: 'outlet',
}

describe('Recent Orders takes a new order from the realtime row, before the list reads again', () => {
  it('puts the announced order first and keeps today’s first five', () => {
    const next = withAnnouncedOrder(listed, announced, now)
    expect(next.map((o) => o.id)).toEqual(['o6', 'o5', 'o4', 'o3', 'o2'])
    expect(next[0]).toEqual({
      id: 'o6',
      number: 10006,
      status: 'pending',
      total_amount: 41000,
      created_at: '2026-11-26T06:59:00Z',
      shipping_address: { full_name: 'Brian Okello' },
      customer: null,
    })
  })

  it('reads an amount sent as text (numeric columns) as a number', () => {
    expect(withAnnouncedOrder([], { ...announced, total_amount: '41000.00' }, now)[0]?.total_amount).toBe(41000)
  })

  it('leaves the list as it is for an order already listed, one of another day, or a row that is not whole', () => {
    expect(withAnnouncedOrder(listed, { ...announced, id: 'o5' }, now)).toBe(listed)
    // 23:59 in Kampala the day before.
    expect(withAnnouncedOrder(listed, { ...announced, created_at: '2026-11-25T20:59:00Z' }, now)).toBe(listed)
    expect(withAnnouncedOrder(listed, { id: 'o7' }, now)).toBe(listed)
  })
})

describe('one meaning of pending on the dashboard', () => {
  // Today: one pending order came in; one from yesterday still waits, and one is being prepared.
  const today = [
    { status: 'pending' as const, orders: 1 },
    { status: 'processing' as const, orders: 0 },
    { status: 'delivered' as const, orders: 4 },
    { status: 'cancelled' as const, orders: 1 },
  ]
  const waiting = [{ status: 'pending' as const }, { status: 'pending' as const }, { status: 'processing' as const }]

  it('the Pending Orders card and the panel’s Pending say the same number', () => {
    const panel = statusPanelCounts(today, waiting)
    expect(pendingOrders(waiting)).toBe(2)
    expect(panel.find((row) => row.status === 'pending')?.orders).toBe(pendingOrders(waiting))
  })

  it('the panel counts waiting orders whatever day, delivered and cancelled ones today, every status listed', () => {
    expect(statusPanelCounts(today, waiting)).toEqual([
      { status: 'pending', orders: 2 },
      { status: 'processing', orders: 1 },
      { status: 'assigned', orders: 0 },
      { status: 'picked_up', orders: 0 },
      { status: 'delivered', orders: 4 },
      { status: 'cancelled', orders: 1 },
    ])
  })
})
