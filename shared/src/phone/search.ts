// Searching stored phone numbers (E.164, +256701733905) with a number as people in Uganda type it:
// "0701733905", "0701 733 905", "+256 701 733905", "701733905", or only its start or end.
import { normalisePhone } from './normalise.ts'

/**
 * The digits that a typed phone number, whole or in part, has in common with its stored form: the
 * number after Uganda's country code (a foreign number keeps its own), or null when what was typed is
 * not a phone number (letters, or fewer than 4 digits).
 */
export function phoneSearchDigits(typed: string): string | null {
  const term = typed.trim()
  if (!/^[\d\s+().-]+$/.test(term)) return null
  const digits = term.replace(/\D/g, '')
  if (digits.length < 4) return null
  const e164 = normalisePhone(term)
  if (e164) return e164.startsWith('+256') ? e164.slice(4) : e164.slice(1)
  return term.startsWith('+') ? digits : digits.replace(/^256/, '').replace(/^0/, '')
}

/** Whether a stored phone number is the one (or contains the part) typed in a search. */
export function phoneMatches(stored: string | null | undefined, typed: string): boolean {
  const digits = phoneSearchDigits(typed)
  return digits !== null && !!stored && stored.replace(/\D/g, '').includes(digits)
}

/** The longest search term a people search sends (admin_customers takes patterns of at most 254 characters). */
export const PEOPLE_SEARCH_MAX_LENGTH = 254

/**
 * What a search for a person by name, e-mail or phone sends to the database, as substrings its rows
 * must contain: the term in lower case, and when it is a phone number, also the digits it shares with
 * the stored form (phoneSearchDigits), so "0772 481 530" finds +256772481530. [] for no search.
 */
export function peopleSearchPatterns(typed: string): string[] {
  const term = typed.trim().replace(/\s+/g, ' ').slice(0, PEOPLE_SEARCH_MAX_LENGTH).toLowerCase()
  if (!term) return []
  const digits = phoneSearchDigits(term)
  return digits && digits !== term ? [term, digits] : [term]
}
