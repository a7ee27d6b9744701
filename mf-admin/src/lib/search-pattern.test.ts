import { describe, expect, it } from 'vitest'
import { containsPattern } from './search-pattern.ts'

describe('searching products', () => {
  it('finds names containing the words as typed, wildcards taken literally', () => {
    expect(containsPattern(' beef ')).toBe('%beef%')
    expect(containsPattern('100%_lean')).toBe('%100\\%\\_lean%')
  })
})
