import { describe, expect, it } from 'vitest'
import { awaitsOutlet } from './api.ts'

describe('an unseen order waits for the outlet until someone takes it up', () => {
  it.each([
    [
      'a pending cash order',
      { status: 'pending', payment_method: 'cash_on_delivery', payment_status: 'pending' },
      true,
    ],
    [
      'a pending order awaiting its mobile money',
      { status: 'pending', payment_method: 'mtn_money', payment_status: 'pending' },
      false,
    ],
    [
      'an order its online payment moved to processing',
      { status: 'processing', payment_method: 'card', payment_status: 'paid' },
      true,
    ],
    [
      'a cash order someone started preparing',
      { status: 'processing', payment_method: 'cash_on_delivery', payment_status: 'pending' },
      false,
    ],
    ['an assigned order', { status: 'assigned', payment_method: 'airtel_money', payment_status: 'paid' }, false],
    [
      'a cancelled order',
      { status: 'cancelled', payment_method: 'cash_on_delivery', payment_status: 'pending' },
      false,
    ],
  ] as const)('%s: %s', (_, order, waits) => {
    expect(awaitsOutlet(order)).toBe(waits)
  })
})
