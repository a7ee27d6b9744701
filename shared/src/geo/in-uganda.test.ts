import { PLACES } from '@shop/test-support/places'
import { describe, expect, it } from 'vitest'
import { isInUganda, UGANDA_BOUNDS } from './in-uganda.ts'

describe('the selected location must be in Uganda', () => {
  it.each(PLACES)('$name: in Uganda is $inUganda', ({ latitude, longitude, inUganda }) => {
    expect(isInUganda(latitude, longitude)).toBe(inUganda)
  })

  it('Uganda is checked against its outline, not a box: points inside the bounding box but abroad are refused', () => {
    // Inside the box around Uganda, across the border in Kenya, Tanzania and DR Congo.
    const corners = [
      { latitude: 4.0, longitude: 34.8 },
      { latitude: -1.2, longitude: 34.5 },
      { latitude: -1.4, longitude: 30.2 },
      { latitude: 3.8, longitude: 29.8 },
    ]
    for (const { latitude, longitude } of corners) {
      expect(latitude).toBeGreaterThan(UGANDA_BOUNDS.south)
      expect(latitude).toBeLessThan(UGANDA_BOUNDS.north)
      expect(longitude).toBeGreaterThan(UGANDA_BOUNDS.west)
      expect(longitude).toBeLessThan(UGANDA_BOUNDS.east)
      expect(isInUganda(latitude, longitude)).toBe(false)
    }
  })

  it('the outline spans Uganda’s known extent', () => {
    expect(UGANDA_BOUNDS.west).toBeCloseTo(29.57, 1)
    expect(UGANDA_BOUNDS.east).toBeCloseTo(35.0, 1)
    expect(UGANDA_BOUNDS.south).toBeCloseTo(-1.48, 1)
    expect(UGANDA_BOUNDS.north).toBeCloseTo(4.22, 1)
  })

  it('missing or non-numeric coordinates are not in Uganda', () => {
    expect(isInUganda(Number.NaN, 32.5)).toBe(false)
    expect(isInUganda(0.3, Number.POSITIVE_INFINITY)).toBe(false)
  })
})
