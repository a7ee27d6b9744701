import { describe, expect, it } from 'vitest'
import { arrivalMinutes, arrivalText, ROAD_FACTOR, SPEED_KMH, straightLineKm } from './arrival-estimate.ts'

const NAKASERO = { lat: 0.3227, lng: 32.5789 }
const KOLOLO = { lat: 0.3356, lng: 32.5947 }
const ENTEBBE = { lat: 0.0566, lng: 32.4637 }

describe('the rough arrival estimate', () => {
  it('measures the straight line between two points (Nakasero to Kololo is about 2.3 km; to Entebbe about 32 km)', () => {
    expect(straightLineKm(NAKASERO, KOLOLO)).toBeCloseTo(2.27, 1)
    expect(straightLineKm(NAKASERO, ENTEBBE)).toBeCloseTo(32.2, 0)
    expect(straightLineKm(KOLOLO, KOLOLO)).toBe(0)
  })

  it('stretches the line by the road factor and drives it at the vehicle’s speed, rounded up to whole minutes', () => {
    // 2.27 km × 1.4 = 3.18 km: 9.5 min by motorcycle at 20 km/h, 15.9 min by bicycle at 12 km/h.
    expect(ROAD_FACTOR).toBe(1.4)
    expect(SPEED_KMH).toEqual({ motorcycle: 20, bicycle: 12 })
    expect(arrivalMinutes(NAKASERO, KOLOLO, 'motorcycle')).toBe(10)
    expect(arrivalMinutes(NAKASERO, KOLOLO, 'bicycle')).toBe(16)
    expect(arrivalMinutes(NAKASERO, ENTEBBE, 'motorcycle')).toBe(136)
  })

  it('never says less than a minute, even at the door', () => {
    expect(arrivalMinutes(KOLOLO, KOLOLO, 'motorcycle')).toBe(1)
    expect(arrivalMinutes({ lat: 0.3357, lng: 32.5947 }, KOLOLO, 'bicycle')).toBe(1)
  })

  it('reads "About N min away"', () => {
    expect(arrivalText(NAKASERO, KOLOLO, 'motorcycle')).toBe('About 10 min away')
    expect(arrivalText(KOLOLO, KOLOLO, 'bicycle')).toBe('About 1 min away')
  })
})
