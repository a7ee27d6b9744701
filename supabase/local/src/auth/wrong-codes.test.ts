import { describe, expect, it } from 'vitest'
import { createWrongCodes, MAX_WRONG_CODES } from './wrong-codes.ts'

describe('wrong codes per account', () => {
  it(`the ${MAX_WRONG_CODES}th wrong try is the last one a code allows`, () => {
    const codes = createWrongCodes(60_000)
    const tries = Array.from({ length: MAX_WRONG_CODES }, () => codes.failed('user:code'))
    expect(tries).toEqual([...Array(MAX_WRONG_CODES - 1).fill(false), true])
  })

  it('counts each code on its own, and forgets a count once the code has expired', () => {
    let t = 0
    const codes = createWrongCodes(60_000, () => t)
    for (let i = 1; i < MAX_WRONG_CODES; i++) codes.failed('user:first')
    expect(codes.failed('user:second')).toBe(false)
    t = 60_001
    expect(codes.failed('user:first')).toBe(false)
  })
})
