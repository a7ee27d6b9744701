import { describe, expect, it } from 'vitest'
import { formatMoney } from '../money/format.ts'
import { addressLine, amountToCollect, billTitle, collectText } from './printable-order.ts'

const order = (payment_method: string, payment_status: 'pending' | 'paid' | 'failed' | 'refunded') => ({
  payment_method,
  payment_status,
  total_amount: 47500,
})

describe('what the rider collects at the door', () => {
  it.each([
    [
      'an unpaid cash order: its total',
      order('cash_on_delivery', 'pending'),
      47500,
      'Cash on Delivery: collect UGX 47,500',
    ],
    ['a paid mobile money order: nothing', order('mtn_money', 'paid'), 0, 'MTN Mobile Money, paid: collect nothing'],
    [
      'an online order not paid yet: nothing, and it waits',
      order('airtel_money', 'pending'),
      0,
      'Airtel Money, not paid yet: do not send out until it is paid',
    ],
    ['a refunded card order: nothing', order('card', 'refunded'), 0, 'Card, refunded: collect nothing'],
  ] as const)('%s', (_, o, due, words) => {
    expect(amountToCollect(o)).toBe(due)
    expect(collectText(o, formatMoney)).toBe(words)
  })
})

describe('the bill', () => {
  it('is a receipt once paid, an invoice before', () => {
    expect(billTitle({ payment_status: 'paid' })).toBe('Receipt')
    expect(billTitle({ payment_status: 'pending' })).toBe('Invoice')
    expect(billTitle({ payment_status: 'refunded' })).toBe('Invoice')
  })
})

describe('the address line', () => {
  it('joins the parts the customer gave', () => {
    expect(
      addressLine({ street: 'Plot 76, Prince Charles Drive', state: 'Kololo', city: 'Kampala', country: 'Uganda' }),
    ).toBe('Plot 76, Prince Charles Drive, Kololo, Kampala, Uganda')
    expect(addressLine({})).toBe('—')
  })
})
