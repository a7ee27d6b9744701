import { describe, expect, it } from 'vitest'
import { AUTH_STORAGE_KEY, mayHaveSession } from './session-hint.ts'

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null })

describe('telling whether a session may exist without loading supabase-js', () => {
  it('is false for a first visit', () => {
    expect(mayHaveSession(storage({}), 'http://127.0.0.1:3000/')).toBe(false)
  })
  it('is true when a session is stored', () => {
    expect(mayHaveSession(storage({ [AUTH_STORAGE_KEY]: '{}' }), 'http://127.0.0.1:3000/')).toBe(true)
  })
  it('is true when the URL carries a PKCE code (sign-in or password-reset link)', () => {
    expect(mayHaveSession(storage({}), 'http://127.0.0.1:3000/account/reset-password?code=abc')).toBe(true)
  })
})
