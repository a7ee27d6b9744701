import { describe, expect, it } from 'vitest'
import { peopleSearchPatterns, phoneMatches, phoneSearchDigits } from './search.ts'

describe('searching phone numbers as they are typed in Uganda', () => {
  it.each([
    '0701733905',
    '0701 733 905',
    '+256701733905',
    '+256 701 733 905',
    '256701733905',
    '701733905',
    '0701-733-905',
  ])('"%s" finds +256701733905', (typed) => {
    expect(phoneMatches('+256701733905', typed)).toBe(true)
  })

  it('the start of a local number finds the stored number', () => {
    expect(phoneMatches('+256701733905', '0701 73')).toBe(true)
    expect(phoneMatches('+256701733905', '0772')).toBe(false)
  })

  it('a foreign number keeps its own country code', () => {
    expect(phoneSearchDigits('+254 712 345 678')).toBe('254712345678')
    expect(phoneMatches('+254712345678', '+254712345678')).toBe(true)
  })

  it('names, e-mails and short numbers are not phone searches', () => {
    expect(phoneSearchDigits('Joseph')).toBeNull()
    expect(phoneSearchDigits('rider@example.com')).toBeNull()
    expect(phoneSearchDigits('07')).toBeNull()
    expect(phoneMatches(null, '0701733905')).toBe(false)
  })
})

describe('what a people search sends to the database', () => {
  it('a name or an e-mail is one lower-case pattern', () => {
    expect(peopleSearchPatterns('  Sarah   NAMUBIRU ')).toEqual(['sarah namubiru'])
    expect(peopleSearchPatterns('Customer@Example.com')).toEqual(['customer@example.com'])
  })

  it.each([
    ['0772 481530', ['0772 481530', '772481530']],
    ['+256772481530', ['+256772481530', '772481530']],
    ['772481530', ['772481530']],
  ])('a phone typed as "%s" also sends the digits after the country code', (typed, patterns) => {
    expect(peopleSearchPatterns(typed)).toEqual(patterns)
  })

  it('nothing typed is no search', () => {
    expect(peopleSearchPatterns('   ')).toEqual([])
  })
})
