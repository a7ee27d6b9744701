import { describe, expect, it } from 'vitest'
import { readQueryState, searchPatterns, writeQueryState } from './query-state.ts'

describe('the orders screen keeps its search, status filter and page in the URL', () => {
  it('reads what the URL says and ignores what it cannot be', () => {
    expect(readQueryState(new URLSearchParams('q=Sarah&status=pending&page=3'))).toEqual({
      search: 'Sarah',
      status: 'pending',
      page: 3,
    })
    expect(readQueryState(new URLSearchParams('status=Pending&page=-2'))).toEqual({ search: '', status: null, page: 1 })
    expect(readQueryState(new URLSearchParams('page=abc'))).toMatchObject({ page: 1 })
  })

  it('writes a clean URL: defaults are left out, and reading it back gives the same state', () => {
    expect(writeQueryState({ search: '  ', status: null, page: 1 }).toString()).toBe('')
    const state = { search: 'a2f9c1', status: 'processing' as const, page: 2 }
    expect(readQueryState(writeQueryState(state))).toEqual(state)
  })
})

describe('searching orders by short id, customer name, e-mail or phone', () => {
  it('matches in lower case and drops characters that are filter syntax', () => {
    expect(searchPatterns('  Sarah  NAMUBIRU ')).toEqual(['sarah namubiru'])
    expect(searchPatterns('a,b)(c*%_"d')).toEqual(['abcd'])
    expect(searchPatterns('sarah@example.com')).toEqual(['sarah@example.com'])
    expect(searchPatterns('   ')).toEqual([])
  })

  it('finds a phone number typed the local way in its stored international form', () => {
    expect(searchPatterns('0772 481 530')).toEqual(['0772 481 530', '772481530'])
    expect(searchPatterns('+256 772 481530')).toEqual(['+256 772 481530', '772481530'])
    expect(searchPatterns('772481530')).toEqual(['772481530'])
  })

  it('finds an order by its number as a customer reads it from a mail or a screen', () => {
    expect(searchPatterns('10234')).toEqual(['10234'])
    expect(searchPatterns('#10234')).toEqual(['10234'])
    expect(searchPatterns('Order #10234')).toEqual(['10234'])
    expect(searchPatterns(' order # 10234 ')).toEqual(['10234'])
  })

  it('never asks the database for more than it takes (254 characters a pattern)', () => {
    const pasted = 'a'.repeat(1000)
    expect(searchPatterns(pasted)).toEqual(['a'.repeat(254)])
  })

  it('finds an order by its full id, as pasted', () => {
    expect(searchPatterns('3F2A9C1E-0000-4000-8000-00000A1B2C3D')).toEqual(['3f2a9c1e-0000-4000-8000-00000a1b2c3d'])
  })

  it('treats a piece of an id as text, not a phone number', () => {
    expect(searchPatterns('3F2A91')).toEqual(['3f2a91'])
    expect(searchPatterns('123456')).toEqual(['123456'])
  })
})
