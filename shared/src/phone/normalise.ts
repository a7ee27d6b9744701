// Phone numbers as customers type them ("0772 123 456", "+256772123456", "256 772 123456"): valid for
// their country, Ugandan when written without a country code, and stored in E.164 (+256772123456).
// Mobile-money numbers add a network check on top (the checkout's own rule).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** The number in E.164, or null when it is not a valid phone number. */
export function normalisePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'UG')
  return parsed?.isValid() ? parsed.number : null
}

/**
 * A phone as the shop stores it: E.164 when it is valid, else as typed (trimmed), for the server's own
 * check to refuse with its words. Forms call it once their rule has accepted the number.
 */
export function storedPhone(input: string): string {
  return normalisePhone(input) ?? input.trim()
}
