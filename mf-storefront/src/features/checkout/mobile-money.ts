// Mobile money numbers: validated and normalised to +256 with libphonenumber-js, and matched to the
// chosen network by the number's prefix (MTN 76, 77, 78, 39, 31; Airtel 70, 75, 74).

import type { PaymentMethod } from '@shop/shared/payments/methods'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

export type MobileNetwork = 'mtn' | 'airtel'

export const NETWORK_PREFIXES: Record<MobileNetwork, readonly string[]> = {
  mtn: ['76', '77', '78', '39', '31'],
  airtel: ['70', '75', '74'],
}

const METHOD_NETWORK: Partial<Record<PaymentMethod, MobileNetwork>> = { mtn_money: 'mtn', airtel_money: 'airtel' }

export const MOBILE_MONEY_MESSAGES = {
  required: 'Please enter your mobile money number',
  invalid: 'Please enter a valid Ugandan mobile money number, e.g. 0772 123 456',
  airtelForMtn: 'This is an Airtel number. Please enter an MTN number or choose Airtel Money.',
  mtnForAirtel: 'This is an MTN number. Please enter an Airtel number or choose MTN Mobile Money.',
  notMtn: 'Please enter an MTN Mobile Money number (076, 077, 078, 039 or 031)',
  notAirtel: 'Please enter an Airtel Money number (070, 074 or 075)',
} as const

export function isMobileMoney(method: PaymentMethod): boolean {
  return METHOD_NETWORK[method] !== undefined
}

export interface UgandanNumber {
  /** E.164, e.g. +256772123456. */
  e164: string
  network: MobileNetwork | null
}

/** A Ugandan number in any usual form (0772…, 256772…, +256 772 …), or null. */
export function parseUgandanNumber(input: string): UgandanNumber | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'UG')
  if (parsed?.country !== 'UG' || !parsed.isValid()) return null
  const prefix = parsed.nationalNumber.slice(0, 2)
  const network =
    (Object.keys(NETWORK_PREFIXES) as MobileNetwork[]).find((name) => NETWORK_PREFIXES[name].includes(prefix)) ?? null
  return { e164: parsed.number, network }
}

/** The message for a mobile money number that will not do for `method`, or null when it will. */
export function mobileMoneyError(method: PaymentMethod, input: string): string | null {
  const wanted = METHOD_NETWORK[method]
  if (!wanted) return null
  if (input.trim() === '') return MOBILE_MONEY_MESSAGES.required
  const number = parseUgandanNumber(input)
  if (!number) return MOBILE_MONEY_MESSAGES.invalid
  if (number.network === wanted) return null
  if (wanted === 'mtn')
    return number.network === 'airtel' ? MOBILE_MONEY_MESSAGES.airtelForMtn : MOBILE_MONEY_MESSAGES.notMtn
  return number.network === 'mtn' ? MOBILE_MONEY_MESSAGES.mtnForAirtel : MOBILE_MONEY_MESSAGES.notAirtel
}
