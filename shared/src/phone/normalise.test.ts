import { describe, expect, test } from 'vitest'
import { normalisePhone, storedPhone } from './normalise.ts'

describe('phone numbers are validated and normalised to +256', () => {
  test.each([
    ['0772 123 456', '+256772123456'],
    ['+256 772 123456', '+256772123456'],
    ['256772123456', '+256772123456'],
    ['0414 123 456', '+256414123456'],
    ['+254 712 345678', '+254712345678'],
  ])('%s is %s', (input, e164) => expect(normalisePhone(input)).toBe(e164))

  test.each(['', '12345', 'call me', '0772 123', '+256 999 123456'])('"%s" is not a phone number', (input) =>
    expect(normalisePhone(input)).toBeNull(),
  )
})

describe('storedPhone', () => {
  test('keeps a valid number in E.164, and anything else as typed, trimmed, for the server to refuse', () => {
    expect(storedPhone(' 0772 123 456 ')).toBe('+256772123456')
    expect(storedPhone(' call me ')).toBe('call me')
  })
})
