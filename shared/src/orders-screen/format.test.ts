import { describe, expect, it } from 'vitest'
import { formatKampalaTime, orderNumber } from './format.ts'

describe('order ids and times in the back office', () => {
  it('shows an order as "Order #" and the last 6 characters of its id', () => {
    expect(orderNumber('7201e173-4221-575f-8481-b34d693c0cd8')).toBe('Order #3C0CD8')
  })

  it('writes times in Kampala (UTC+3) whatever the device zone', () => {
    expect(formatKampalaTime('2026-11-24T21:30:00Z')).toBe('25 Nov 2026, 00:30')
  })
})
