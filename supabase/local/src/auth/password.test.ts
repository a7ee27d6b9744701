import bcrypt from 'bcryptjs'
import { describe, expect, it } from 'vitest'
import { WeakPasswordError } from './http/errors.ts'
import {
  checkPasswordStrength,
  generatePassword,
  hashPassword,
  requiredCharacters,
  verifyPassword,
} from './password.ts'

describe('password hashes', () => {
  it('are bcrypt at cost 10 with the $2a$ prefix Go writes, and verify', async () => {
    const hash = await hashPassword('kampala-123')
    expect(hash).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/)
    expect(await verifyPassword(hash, 'kampala-123')).toBe(true)
    expect(await verifyPassword(hash, 'kampala-124')).toBe(false)
  })

  it('from pgcrypto (cost 6) and with the $2b$ prefix verify too', async () => {
    const cost6 = bcrypt.hashSync('seeded', 6).replace(/^\$2b\$/, '$2a$')
    expect(await verifyPassword(cost6, 'seeded')).toBe(true)
    expect(await verifyPassword(bcrypt.hashSync('seeded', 4), 'seeded')).toBe(true)
  })

  it('that are missing or not bcrypt never verify', async () => {
    expect(await verifyPassword(null, '')).toBe(false)
    expect(await verifyPassword('', '')).toBe(false)
    expect(await verifyPassword('plain-text', 'plain-text')).toBe(false)
  })
})

describe('password strength', () => {
  const reasons = (password: string, rules = { minLength: 6, requiredCharacters: [] as string[] }) => {
    try {
      checkPasswordStrength(password, rules)
      return null
    } catch (error) {
      return error instanceof WeakPasswordError
        ? { message: error.message, reasons: error.reasons }
        : (error as Error).message
    }
  }

  it('needs the minimum length, counted in bytes', () => {
    expect(reasons('12345')).toEqual({ message: 'Password should be at least 6 characters.', reasons: ['length'] })
    expect(reasons('123456')).toBeNull()
    expect(reasons('ééé')).toBeNull()
  })

  it('refuses more than 72 bytes, what bcrypt reads', () => {
    expect(reasons('x'.repeat(72))).toBeNull()
    expect(reasons('é'.repeat(37))).toBe('Password cannot be longer than 72 characters')
  })

  it('needs a character of each required set, naming the sets', () => {
    const rules = { minLength: 6, requiredCharacters: requiredCharacters('lower_upper_letters_digits') }
    expect(reasons('abcdefg1', rules)).toEqual({
      message:
        'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      reasons: ['characters'],
    })
    expect(reasons('Abcdefg1', rules)).toBeNull()
    expect(reasons('Ab1', rules)).toMatchObject({ reasons: ['length', 'characters'].slice(0, 1) })
  })

  it('generated passwords meet the requirements', () => {
    const required = requiredCharacters('lower_upper_letters_digits_symbols')
    for (let i = 0; i < 50; i++) {
      const password = generatePassword(required, 33)
      expect(password).toHaveLength(33)
      for (const set of required) expect([...password].some((c) => set.includes(c))).toBe(true)
    }
  })
})
