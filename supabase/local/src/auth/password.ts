// Passwords as Supabase Auth keeps them: bcrypt at cost 10 (Go's bcrypt.DefaultCost), checked
// against any bcrypt hash, including the `$2a$06$` ones pgcrypto's crypt(pw, gen_salt('bf')) makes
// for seed users; and GoTrue's strength rules (checkPasswordStrength).
import { randomInt, randomUUID } from 'node:crypto'
import { badRequest, WeakPasswordError } from './http/errors.ts'
import { bcryptCompare, bcryptHash } from './password-hashing.ts'

export const BCRYPT_COST = 10
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72

export async function hashPassword(password: string): Promise<string> {
  const hash = await bcryptHash(password, BCRYPT_COST)
  // Go writes the `$2a$` prefix; `$2a$` and `$2b$` are the same algorithm for passwords of at most 72 bytes.
  return hash.replace(/^\$2b\$/, '$2a$')
}

let dummy: Promise<string> | null = null
/**
 * A hash of a random password at the same cost: compared against when the account does not exist, so
 * that a sign-in for an unknown address takes as long as one for a known address.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomUUID())
  return dummy
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(hash)) return false
  try {
    return await bcryptCompare(password, hash)
  } catch {
    return false
  }
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'

/** The Supabase CLI's `password_requirements` values, as the character sets GoTrue is given. */
export function requiredCharacters(requirement: string): string[] {
  switch (requirement) {
    case 'letters_digits':
      return [LOWER + UPPER, DIGITS]
    case 'lower_upper_letters_digits':
      return [LOWER, UPPER, DIGITS]
    case 'lower_upper_letters_digits_symbols':
      return [LOWER, UPPER, DIGITS, SYMBOLS]
    default:
      return []
  }
}

export interface PasswordRules {
  minLength: number
  requiredCharacters: string[]
}

export function checkPasswordStrength(password: string, rules: PasswordRules): void {
  const bytes = Buffer.byteLength(password)
  if (bytes > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  }
  const messages: string[] = []
  const reasons: string[] = []
  if (bytes < rules.minLength) {
    reasons.push('length')
    messages.push(`Password should be at least ${rules.minLength} characters.`)
  }
  if (rules.requiredCharacters.some((set) => set && ![...set].some((c) => password.includes(c)))) {
    reasons.push('characters')
    messages.push(`Password should contain at least one character of each: ${rules.requiredCharacters.join(', ')}.`)
  }
  if (reasons.length) throw new WeakPasswordError(messages.join(' '), reasons)
}

/** crypto.GeneratePassword: random, with at least one character of each required set. */
export function generatePassword(required: string[], length: number): string {
  const pick = (set: string) => set[randomInt(set.length)] as string
  const chars = required.filter(Boolean).map(pick)
  while (chars.length < length) chars.push(pick(LOWER + UPPER + DIGITS))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j] as string, chars[i] as string]
  }
  return chars.join('')
}
