import { describe, expect, it } from 'vitest'
import { orderNumber, orderRef } from './order-number.ts'

describe('an order is named by its number, the same on every screen and in every mail', () => {
  it('is "Order #" and the number', () => {
    expect(orderNumber(10234)).toBe('Order #10234')
  })
  it('is read out as "#" and the number', () => {
    expect(orderRef(10234)).toBe('#10234')
  })
})
