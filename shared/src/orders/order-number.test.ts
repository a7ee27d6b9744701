import { describe, expect, it } from 'vitest'
import { orderNumber } from './order-number.ts'

describe('an order in the back office', () => {
  it('is "Order #" and the last 6 characters of its id, as the id has them', () => {
    expect(orderNumber('7201e173-4221-575f-8481-b34d693c0cd8')).toBe('Order #3c0cd8')
  })
})
