import { describe, expect, it } from 'vitest'
import { riderDistanceText } from './rider-distance.ts'

describe('what the assign-rider modal says about a rider’s distance', () => {
  it('says it is measured to the latest delivery point, to one decimal', () => {
    expect(riderDistanceText({ distance_km: 2.3 })).toBe('2.3 km from the outlet (last delivery)')
    expect(riderDistanceText({ distance_km: 4 })).toBe('4.0 km from the outlet (last delivery)')
  })

  it('with nothing to measure (no delivery yet, an outlet without coordinates), the distance is unknown', () => {
    expect(riderDistanceText({ distance_km: null })).toBe('distance unknown')
  })
})
