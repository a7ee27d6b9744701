import { describe, expect, it } from 'vitest'
import { MOBILE_MONEY_MESSAGES, mobileMoneyError, parseUgandanNumber } from './mobile-money.ts'

describe('mobile money numbers', () => {
  it('are normalised to +256 from any usual form', () => {
    for (const input of ['0772123456', '256772123456', '+256772123456', '0772 123 456', '772123456']) {
      expect(parseUgandanNumber(input)?.e164).toBe('+256772123456')
    }
  })

  it('tell the network by the prefix: MTN 76, 77, 78, 39, 31; Airtel 70, 75, 74', () => {
    for (const prefix of ['76', '77', '78', '39', '31']) {
      expect(parseUgandanNumber(`0${prefix}2123456`)?.network).toBe('mtn')
    }
    for (const prefix of ['70', '75', '74']) {
      expect(parseUgandanNumber(`0${prefix}2123456`)?.network).toBe('airtel')
    }
    expect(parseUgandanNumber('0712123456')?.network).toBeNull()
  })

  it('mobile money requires a number ("Please enter your mobile money number")', () => {
    expect(mobileMoneyError('mtn_money', ' ')).toBe('Please enter your mobile money number')
    expect(mobileMoneyError('airtel_money', '')).toBe('Please enter your mobile money number')
  })

  it('cash on delivery and card need no number', () => {
    expect(mobileMoneyError('cash_on_delivery', '')).toBeNull()
    expect(mobileMoneyError('card', '')).toBeNull()
  })

  it('refuses a number that is not a Ugandan mobile number', () => {
    expect(mobileMoneyError('mtn_money', '077212345')).toBe(MOBILE_MONEY_MESSAGES.invalid)
    expect(mobileMoneyError('mtn_money', '+254712345678')).toBe(MOBILE_MONEY_MESSAGES.invalid)
  })

  it('refuses an Airtel number for MTN Mobile Money, and an MTN number for Airtel Money', () => {
    expect(mobileMoneyError('mtn_money', '0752123456')).toBe(
      'This is an Airtel number. Please enter an MTN number or choose Airtel Money.',
    )
    expect(mobileMoneyError('airtel_money', '0772123456')).toBe(
      'This is an MTN number. Please enter an Airtel number or choose MTN Mobile Money.',
    )
    expect(mobileMoneyError('mtn_money', '0712123456')).toBe(MOBILE_MONEY_MESSAGES.notMtn)
    expect(mobileMoneyError('airtel_money', '0712123456')).toBe(MOBILE_MONEY_MESSAGES.notAirtel)
  })

  it('accepts a number of the chosen network', () => {
    expect(mobileMoneyError('mtn_money', '+256 772 123 456')).toBeNull()
    expect(mobileMoneyError('airtel_money', '0702123456')).toBeNull()
  })
})
