import { describe, expect, it } from 'vitest'
import { matchesRider } from './search.ts'

const joseph = { full_name: 'Joseph Mugisha', email: 'rider@example.com', phone: '+256772300400' }

describe('searching riders: a case-insensitive substring of name, e-mail or phone', () => {
  it('finds by any part of the name, in any case', () => {
    expect(matchesRider(joseph, 'MUGI')).toBe(true)
    expect(matchesRider(joseph, 'joseph m')).toBe(true)
  })
  it('finds by e-mail and by phone', () => {
    expect(matchesRider(joseph, 'Rider@Example')).toBe(true)
    expect(matchesRider(joseph, '772300')).toBe(true)
  })
  it('an empty search keeps everyone; anything else excludes who does not match', () => {
    expect(matchesRider(joseph, '  ')).toBe(true)
    expect(matchesRider(joseph, 'sarah')).toBe(false)
    expect(matchesRider({ ...joseph, email: null, phone: null }, '0772')).toBe(false)
  })
})
