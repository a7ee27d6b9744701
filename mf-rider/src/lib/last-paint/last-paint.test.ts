// Whose last paint may be painted, on which page, and for how long (lib/last-paint/last-paint.ts).
import { describe, expect, it } from 'vitest'
import { LAST_PAINT_KEY, LAST_PAINT_MAX_AGE_MS, lastPaintFor } from './last-paint.ts'

const RIDER = '57e8d625-4d8d-545e-b95a-8b7cf4d4d939'
const NOW = Date.parse('2026-11-26T08:00:00Z')

function storage(items: Record<string, unknown>) {
  const map = new Map(Object.entries(items).map(([key, value]) => [key, JSON.stringify(value)]))
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

const session = (userId: string) => ({ access_token: 'token', user: { id: userId } })
const kept = (over: Record<string, unknown> = {}) => ({
  userId: RIDER,
  path: '/rider',
  savedAt: NOW - 60_000,
  html: '<div data-portal="rider">Joseph</div>',
  ...over,
})

describe('the dashboard painted from the phone', () => {
  it('is painted for the rider who kept it, on /rider', () => {
    const s = storage({ 'shop-auth-token': session(RIDER), [LAST_PAINT_KEY]: kept() })
    expect(lastPaintFor(s, '/rider', NOW)).toBe('<div data-portal="rider">Joseph</div>')
  })

  it('is not painted on another page', () => {
    const s = storage({ 'shop-auth-token': session(RIDER), [LAST_PAINT_KEY]: kept() })
    expect(lastPaintFor(s, '/rider/earnings', NOW)).toBeNull()
  })

  it('is not painted once older than its limit (an earlier shift)', () => {
    const s = storage({
      'shop-auth-token': session(RIDER),
      [LAST_PAINT_KEY]: kept({ savedAt: NOW - LAST_PAINT_MAX_AGE_MS }),
    })
    expect(lastPaintFor(s, '/rider', NOW)).toBeNull()
  })

  it('is never shown to another signed-in user, nor with nobody signed in, and is then removed', () => {
    const other = storage({
      'shop-auth-token': session('00000000-0000-4000-8000-000000000009'),
      [LAST_PAINT_KEY]: kept(),
    })
    expect(lastPaintFor(other, '/rider', NOW)).toBeNull()
    expect(other.map.has(LAST_PAINT_KEY)).toBe(false)
    const nobody = storage({ [LAST_PAINT_KEY]: kept() })
    expect(lastPaintFor(nobody, '/rider', NOW)).toBeNull()
    expect(nobody.map.has(LAST_PAINT_KEY)).toBe(false)
  })

  it('a damaged copy paints nothing', () => {
    const s = storage({ 'shop-auth-token': session(RIDER) })
    s.setItem(LAST_PAINT_KEY, '{not json')
    expect(lastPaintFor(s, '/rider', NOW)).toBeNull()
  })
})
