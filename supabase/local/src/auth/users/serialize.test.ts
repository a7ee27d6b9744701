import { describe, expect, it } from 'vitest'
import { goTime, serializeUser } from './serialize.ts'
import type { UserRow } from './store.ts'

describe('user JSON', () => {
  it('writes times as Go does: trailing zeros of the fraction dropped', () => {
    expect(goTime('2025-01-02T03:04:05.120000Z')).toBe('2025-01-02T03:04:05.12Z')
    expect(goTime('2025-01-02T03:04:05.000000Z')).toBe('2025-01-02T03:04:05Z')
    expect(goTime('2025-01-02T03:04:05.123456Z')).toBe('2025-01-02T03:04:05.123456Z')
    expect(goTime(null)).toBeUndefined()
  })

  it("has GoTrue's fields in its order, leaving out empty optional ones", () => {
    const row = {
      id: 'u1',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'a@b.c',
      email_confirmed_at: '2025-01-01T00:00:00.000000Z',
      invited_at: null,
      confirmation_sent_at: null,
      recovery_sent_at: null,
      email_change: '',
      email_change_sent_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: {},
      created_at: '2025-01-01T00:00:00.000000Z',
      updated_at: '2025-01-01T00:00:00.500000Z',
      phone: '',
      phone_confirmed_at: null,
      phone_change: '',
      phone_change_sent_at: null,
      confirmed_at: '2025-01-01T00:00:00.000000Z',
      banned_until: null,
      reauthentication_sent_at: null,
      deleted_at: null,
      is_anonymous: false,
    } as unknown as UserRow
    const json = serializeUser(row, [])
    expect(Object.keys(json)).toEqual([
      'id',
      'aud',
      'role',
      'email',
      'email_confirmed_at',
      'phone',
      'confirmed_at',
      'app_metadata',
      'user_metadata',
      'identities',
      'created_at',
      'updated_at',
      'is_anonymous',
    ])
    expect(json.updated_at).toBe('2025-01-01T00:00:00.5Z')
  })
})
