import { describe, expect, it } from 'vitest'
import { directionsUrl, hasPoint, telUrl } from './directions.ts'

describe('Navigate opens turn-by-turn directions to the coordinates', () => {
  it('the Maps URL carries the destination and asks for navigation', () => {
    const url = new URL(directionsUrl(0.3356, 32.5947))
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/')
    expect(url.searchParams.get('api')).toBe('1')
    expect(url.searchParams.get('destination')).toBe('0.335600,32.594700')
    expect(url.searchParams.get('dir_action')).toBe('navigate')
  })

  it('only real points can be navigated to', () => {
    expect(hasPoint(0.33, 32.59)).toBe(true)
    expect(hasPoint(null, 32.59)).toBe(false)
    expect(hasPoint(91, 32.59)).toBe(false)
  })

  it('phone links keep only digits and the plus', () => {
    expect(telUrl('+256 772 123-456')).toBe('tel:+256772123456')
  })
})
