import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../theme/contrast.ts'
import {
  isOrderStatus,
  isPaymentStatus,
  ORDER_STATUSES,
  orderStatusColor,
  orderStatusLabel,
  PAYMENT_STATUSES,
  paymentStatusColor,
  paymentStatusLabel,
  statusTagStyle,
} from './status.ts'

describe('one order-status vocabulary', () => {
  it('has the six statuses, lower case, in the order an order goes through them', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'processing', 'assigned', 'picked_up', 'delivered', 'cancelled'])
    expect(PAYMENT_STATUSES).toEqual(['pending', 'paid', 'failed', 'refunded'])
  })

  it('assigned and picked_up read "Out for delivery" to a customer', () => {
    expect(orderStatusLabel('assigned')).toBe('Out for delivery')
    expect(orderStatusLabel('picked_up', 'customer')).toBe('Out for delivery')
  })

  it('staff see each step', () => {
    expect(ORDER_STATUSES.map((s) => orderStatusLabel(s, 'staff'))).toEqual([
      'Pending',
      'Processing',
      'Assigned',
      'Picked up',
      'Delivered',
      'Cancelled',
    ])
  })

  it('every status has its own colour; delivered is green and cancelled red', () => {
    const colours = ORDER_STATUSES.map(orderStatusColor)
    expect(new Set(colours).size).toBe(ORDER_STATUSES.length)
    expect(orderStatusColor('delivered')).toBe('green')
    expect(orderStatusColor('cancelled')).toBe('red')
  })

  it('payment: paid is green, refunded is displayed red, pending yellow', () => {
    expect(PAYMENT_STATUSES.map(paymentStatusLabel)).toEqual(['Pending', 'Paid', 'Failed', 'Refunded'])
    expect(paymentStatusColor('paid')).toBe('green')
    expect(paymentStatusColor('refunded')).toBe('red')
    expect(paymentStatusColor('pending')).toBe('gold')
  })

  it('tells the vocabulary from other words (the old "Pending", "Shipped", "fulfilled")', () => {
    expect(isOrderStatus('picked_up')).toBe(true)
    for (const old of ['Pending', 'Shipped', 'fulfilled', 'completed', '', null]) expect(isOrderStatus(old)).toBe(false)
    expect(isPaymentStatus('paid')).toBe(true)
    expect(isPaymentStatus('Paid')).toBe(false)
  })
})

describe('status tags are readable', () => {
  it.each([
    ...ORDER_STATUSES.map((s) => [`order ${s}`, orderStatusColor(s)] as const),
    ...PAYMENT_STATUSES.map((s) => [`payment ${s}`, paymentStatusColor(s)] as const),
  ])('a %s tag’s words reach WCAG AA contrast (4.5:1) on its fill', (_what, colour) => {
    const style = statusTagStyle(colour)
    expect(contrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5)
  })
})
