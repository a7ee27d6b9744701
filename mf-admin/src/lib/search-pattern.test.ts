import { describe, expect, it } from 'vitest'
import { containsPattern, exactPattern } from './search-pattern.ts'

describe('searching products', () => {
  it('finds names containing the words as typed, wildcards taken literally', () => {
    expect(containsPattern(' beef ')).toBe('%beef%')
    expect(containsPattern('100%_lean')).toBe('%100\\%\\_lean%')
  })
})

describe("a customer's subscriptions by their e-mail", () => {
  it('match the address itself only: an _ in it is no wildcard', () => {
    expect(exactPattern(' mary_k@example.com ')).toBe('mary\\_k@example.com')
  })
})
