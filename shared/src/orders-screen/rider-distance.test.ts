import { describe, expect, it } from 'vitest'
import { riderDeliveriesText, riderDistanceText } from './rider-distance.ts'

describe('what the assign-rider modal says about a rider’s distance and deliveries', () => {
  it('says it is measured to the latest delivery point, to one decimal', () => {
    expect(riderDistanceText({ distance_km: 2.3 }, 'admin')).toBe('2.3 km from the outlet (last delivery)')
    expect(riderDistanceText({ distance_km: 4 }, 'admin')).toBe('4.0 km from the outlet (last delivery)')
  })

  it('with nothing to measure (no delivery yet, an outlet without coordinates), the distance is unknown', () => {
    expect(riderDistanceText({ distance_km: null }, 'admin')).toBe('distance unknown')
    expect(riderDistanceText({ distance_km: null }, 'outlet')).toBe('distance unknown')
  })

  it("tells an outlet's manager that both come from their own outlet's deliveries", () => {
    expect(riderDistanceText({ distance_km: 2.3 }, 'outlet')).toBe(
      '2.3 km from the outlet (last delivery for this outlet)',
    )
    expect(riderDeliveriesText({ total_deliveries: 1 }, 'outlet')).toBe('1 delivery for this outlet')
    expect(riderDeliveriesText({ total_deliveries: 1204 }, 'admin')).toBe('1,204 deliveries')
  })
})
