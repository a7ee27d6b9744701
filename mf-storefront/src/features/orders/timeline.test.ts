import { describe, expect, it } from 'vitest'
import { orderTimeline } from './timeline.ts'

const base = {
  status: 'pending' as const,
  payment_status: 'pending' as const,
  payment_method: 'cash_on_delivery' as const,
  created_at: '2026-11-20T08:00:00Z',
  assigned_at: null,
  picked_up_at: null,
  delivered_at: null,
  cancelled_at: null,
  paid_at: null,
}
const view = (steps: ReturnType<typeof orderTimeline>) => steps.map((step) => `${step.label}:${step.state}`)

describe('order status timeline', () => {
  it('a new cash-on-delivery order is placed and pending, the rest to come', () => {
    expect(view(orderTimeline(base))).toEqual([
      'Order placed:current',
      'Processing:upcoming',
      'Out for delivery:upcoming',
      'Delivered:upcoming',
    ])
  })

  it('customers read assigned and picked up as "Out for delivery" (one status vocabulary)', () => {
    for (const status of ['assigned', 'picked_up'] as const) {
      const steps = orderTimeline({ ...base, status, assigned_at: '2026-11-20T09:00:00Z' })
      expect(view(steps)).toEqual([
        'Order placed:done',
        'Processing:done',
        'Out for delivery:current',
        'Delivered:upcoming',
      ])
      expect(steps[2]?.at).toBe('2026-11-20T09:00:00Z')
    }
  })

  it('once the rider has the order, "Out for delivery" says when it was collected', () => {
    const assigned = orderTimeline({ ...base, status: 'assigned', assigned_at: '2026-11-20T09:00:00Z' })
    expect(assigned[2]?.detail).toBeUndefined()
    const picked = orderTimeline({
      ...base,
      status: 'picked_up',
      assigned_at: '2026-11-20T09:00:00Z',
      picked_up_at: '2026-11-20T09:20:00Z',
    })
    expect(picked[2]).toMatchObject({
      label: 'Out for delivery',
      state: 'current',
      detail: { label: 'Collected by your rider', at: '2026-11-20T09:20:00Z' },
    })
    expect(picked.filter((step) => step.detail)).toHaveLength(1)
  })

  it('a delivered order has every step done', () => {
    const steps = orderTimeline({ ...base, status: 'delivered', delivered_at: '2026-11-20T11:00:00Z' })
    expect(steps.every((step) => step.state === 'done')).toBe(true)
  })

  it('an online payment shows whether it was paid', () => {
    expect(view(orderTimeline({ ...base, payment_method: 'mtn_money' }))[1]).toBe('Paid:upcoming')
    expect(
      view(orderTimeline({ ...base, payment_method: 'card', payment_status: 'paid', status: 'processing' })),
    ).toEqual([
      'Order placed:done',
      'Paid:done',
      'Processing:current',
      'Out for delivery:upcoming',
      'Delivered:upcoming',
    ])
  })

  it('a cancelled order ends where it stopped, with Cancelled', () => {
    expect(view(orderTimeline({ ...base, status: 'cancelled', cancelled_at: '2026-11-20T08:30:00Z' }))).toEqual([
      'Order placed:done',
      'Cancelled:cancelled',
    ])
  })
})
