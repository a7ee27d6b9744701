import { describe, expect, it } from 'vitest'
import { hoursProblem, hoursValue } from './delivery-hours.ts'

const shop = { delivery_days: [1, 2, 3, 4, 5, 6], opens_at: '08:00', closes_at: '18:00', same_day_cutoff: '14:00' }

describe('the delivery hours on the settings screen', () => {
  it('accepts the shop’s hours and refuses what the database would', () => {
    expect(hoursProblem(shop)).toBeNull()
    expect(hoursProblem({ ...shop, delivery_days: [] })).toEqual({
      field: 'delivery_days',
      message: 'Choose at least one delivery day',
    })
    expect(hoursProblem({ ...shop, opens_at: '18:00' })).toEqual({
      field: 'closes_at',
      message: 'Deliveries must start before they end',
    })
    expect(hoursProblem({ ...shop, same_day_cutoff: '18:30' })).toEqual({
      field: 'same_day_cutoff',
      message: 'The same-day cut-off must be no later than the end of deliveries',
    })
    expect(hoursProblem({ ...shop, closes_at: '' })).toEqual({
      field: 'closes_at',
      message: 'Enter every delivery time',
    })
  })

  it('says the recorded minutes and weekday bitmask in words', () => {
    expect(hoursValue('same_day_cutoff', 990)).toBe('4:30 PM')
    expect(hoursValue('delivery_days', 126)).toBe('Monday to Saturday')
    expect(hoursValue('delivery_days', 62)).toBe('Monday to Friday')
  })
})
