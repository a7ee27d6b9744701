import { describe, expect, it } from 'vitest'
import { riderDistanceText } from './rider-distance.ts'

const NOW = Date.parse('2026-11-27T10:00:00Z')

describe('what the assign-rider modal says about a rider’s distance', () => {
  it('measured to the latest delivery point, it says so', () => {
    expect(
      riderDistanceText({ distance_km: 2.3, located_by: 'last_delivery', located_at: '2026-11-26T08:00:00Z' }, NOW),
    ).toBe('2.3 km from the outlet (last delivery)')
  })

  it('measured to a shared position, it says how old the position is', () => {
    expect(
      riderDistanceText({ distance_km: 0.2, located_by: 'position', located_at: '2026-11-27T09:57:00Z' }, NOW),
    ).toBe('0.2 km from the outlet (position 3 min ago)')
    expect(riderDistanceText({ distance_km: 4, located_by: 'position', located_at: '2026-11-27T09:59:30Z' }, NOW)).toBe(
      '4.0 km from the outlet (position just now)',
    )
  })

  it('with nothing to measure, or an outlet without coordinates, the distance is unknown', () => {
    expect(riderDistanceText({ distance_km: null, located_by: null, located_at: null }, NOW)).toBe('distance unknown')
    expect(
      riderDistanceText({ distance_km: null, located_by: 'last_delivery', located_at: '2026-11-26T08:00:00Z' }, NOW),
    ).toBe('distance unknown')
  })
})
