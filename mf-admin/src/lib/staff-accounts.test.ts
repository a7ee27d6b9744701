import type { ShopClient } from '@shop/shared/supabase'
import { describe, expect, it } from 'vitest'
import { invokeStaffAccounts, staffAccountError } from './staff-accounts.ts'

/** A client whose functions.invoke answers as supabase-js does: data, or an error with the Response as context. */
const clientAnswering = (status: number, body: unknown) =>
  ({
    functions: {
      invoke: async () =>
        status < 300
          ? { data: body, error: null }
          : {
              data: null,
              error: { name: 'FunctionsHttpError', context: new Response(JSON.stringify(body), { status }) },
            },
    },
  }) as unknown as ShopClient

describe('the staff-accounts function: its refusals carry the words to show', () => {
  it('a created account answers its ids', async () => {
    const result = await invokeStaffAccounts(clientAnswering(201, { user_id: 'u1' }), 'employees', {}, 'Failed')
    expect(result).toEqual({ data: { user_id: 'u1' }, error: null })
  })

  it('a refusal keeps its status, code and message', async () => {
    const answer = { error: 'A user with this email address has already been registered', code: 'email_exists' }
    const result = await invokeStaffAccounts(clientAnswering(409, answer), 'employees', {}, 'Failed to create employee')
    expect(result.error).toEqual({ status: 409, code: 'email_exists', message: answer.error })
    expect(staffAccountError(result.error, 'Failed to create employee')).toBe(answer.error)
  })

  it('an answer without words falls back to the screen’s failure message', async () => {
    const result = await invokeStaffAccounts(clientAnswering(500, 'oops'), 'riders', {}, 'Failed to save rider')
    expect(staffAccountError(result.error, 'Failed to save rider')).toBe('Failed to save rider')
    expect(staffAccountError({ code: 'something_else', message: 'internal detail' }, 'Failed to create employee')).toBe(
      'Failed to create employee',
    )
  })
})
