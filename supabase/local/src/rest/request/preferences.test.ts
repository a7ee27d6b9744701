import { describe, expect, it } from 'vitest'
import { parsePreferences, preferenceApplied } from './preferences.ts'

describe('Prefer header', () => {
  it('reads comma-joined values with any spacing and keeps the unknown ones', () => {
    expect(
      parsePreferences([
        'count=exact,    tx=commit   ,return=representation , missing=default, handling=strict, anything',
      ]),
    ).toEqual({
      count: 'exact',
      tx: 'commit',
      return: 'representation',
      missing: 'default',
      handling: 'strict',
      invalid: ['anything'],
    })
  })

  it('uses the first value of a kind, across headers', () => {
    expect(parsePreferences(['tx=commit, tx=rollback']).tx).toBe('commit')
    expect(parsePreferences(['resolution=ignore-duplicates', 'resolution=merge-duplicates']).resolution).toBe(
      'ignore-duplicates',
    )
  })

  it('reads timezone and max-affected', () => {
    const p = parsePreferences(['timezone=Africa/Kampala, max-affected=5, handling=strict'])
    expect(p).toMatchObject({ timezone: 'Africa/Kampala', maxAffected: 5 })
    expect(preferenceApplied(p)).toBe('handling=strict, timezone=Africa/Kampala, max-affected=5')
  })

  it('echoes applied preferences in PostgREST order', () => {
    expect(
      preferenceApplied({
        count: 'exact',
        return: 'representation',
        resolution: 'merge-duplicates',
        missing: 'default',
      }),
    ).toBe('resolution=merge-duplicates, missing=default, return=representation, count=exact')
    expect(preferenceApplied({})).toBeNull()
  })
})
