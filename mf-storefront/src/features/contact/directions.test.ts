import { describe, expect, it } from 'vitest'
import { directionsUrl, telHref } from './directions.ts'

describe("an outlet's 'Get Directions' link", () => {
  it('opens maps directions to the outlet when it has latitude and longitude', () => {
    expect(directionsUrl({ latitude: 0.3136, longitude: 32.5811 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=0.3136%2C32.5811',
    )
  })

  it('is not offered without latitude and longitude', () => {
    expect(directionsUrl({ latitude: null, longitude: null })).toBeNull()
    expect(directionsUrl({ latitude: 0.3136, longitude: null })).toBeNull()
  })

  it('a negative latitude (south of the equator, e.g. Kalangala) keeps its sign', () => {
    expect(directionsUrl({ latitude: -0.3194, longitude: 32.2933 })).toContain('destination=-0.3194%2C32.2933')
  })
})

describe("an outlet's phone link", () => {
  it('dials the number as printed, without spaces', () => {
    expect(telHref('+256 414 231 560')).toBe('tel:+256414231560')
  })
})
