import { describe, expect, it } from 'vitest'
import { validateEmail } from './email.ts'

const refusal = (email: string) => {
  try {
    return validateEmail(email)
  } catch (error) {
    return (error as Error).message
  }
}

describe('e-mail addresses', () => {
  it('are accepted in the format Supabase Auth checks, and lower-cased', () => {
    expect(refusal('Nakato.Sarah+shop@Example.co.ug')).toBe('nakato.sarah+shop@example.co.ug')
  })

  it('are refused when the domain has no top-level part, as hosted Auth refuses a domain without mail', () => {
    for (const bad of ['a@b', 'rider@localhost', 'a@b.123']) {
      expect(refusal(bad)).toBe(`Email address "${bad}" is invalid`)
    }
  })

  it('are refused when empty, too long or malformed', () => {
    expect(refusal('')).toBe('An email address is required')
    expect(refusal(`${'a'.repeat(250)}@b.com`)).toBe('An email address is too long')
    for (const bad of ['plain', 'a@', '@b.c', 'a b@c.d', 'a@-b.c', 'a@b..c']) {
      expect(refusal(bad)).toBe('Unable to validate email address: invalid format')
    }
  })
})
