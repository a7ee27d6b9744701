import { describe, expect, it } from 'vitest'
import { matchesPerson } from './person-search.ts'

const joseph = { full_name: 'Joseph Mugisha', email: 'rider@example.com', phone: '+256772300400' }

describe('searching riders and employees: a case-insensitive substring of name, e-mail or phone', () => {
  it('finds by any part of the name, in any case', () => {
    expect(matchesPerson(joseph, 'MUGI')).toBe(true)
    expect(matchesPerson(joseph, 'joseph m')).toBe(true)
  })
  it('finds by e-mail and by phone', () => {
    expect(matchesPerson(joseph, 'Rider@Example')).toBe(true)
    expect(matchesPerson(joseph, '772300')).toBe(true)
  })
  it('finds a phone typed the way it is in Uganda, stored as +256…', () => {
    for (const typed of ['0772300400', '0772 300 400', '+256 772 300 400', '0772 300'])
      expect(matchesPerson(joseph, typed), typed).toBe(true)
    expect(matchesPerson(joseph, '0701733905')).toBe(false)
  })
  it('an empty search keeps everyone; anything else excludes who does not match', () => {
    expect(matchesPerson(joseph, '  ')).toBe(true)
    expect(matchesPerson(joseph, 'sarah')).toBe(false)
    expect(matchesPerson({ ...joseph, email: null, phone: null }, '0772')).toBe(false)
  })
})
