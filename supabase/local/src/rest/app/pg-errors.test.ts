import { describe, expect, it } from 'vitest'
import { fromDatabaseError, statusOf } from './pg-errors.ts'

const pgError = (code: string, message: string, extra: Record<string, string> = {}) =>
  Object.assign(new Error(message), { code, ...extra })

describe('SQLSTATE to HTTP status', () => {
  it('maps codes as PostgREST does', () => {
    const cases: [string, number, boolean?][] = [
      ['23505', 409],
      ['23503', 409],
      ['23502', 400],
      ['22P02', 400],
      ['22023', 400],
      ['42P01', 404],
      ['42883', 404],
      ['42501', 401, false],
      ['42501', 403, true],
      ['P0001', 400],
      ['KM007', 400], // a class of the application's own, like the shop's business errors
      ['P0002', 500],
      ['PT418', 418],
      ['PT999', 500],
      ['08006', 503],
      ['53300', 503],
      ['53400', 500],
      ['57014', 500],
      ['57P01', 503],
      ['25006', 405],
      ['40001', 500],
      ['XX000', 500],
      ['0P000', 403],
      ['28000', 403],
      ['42703', 400],
    ]
    for (const [code, status, authenticated] of cases) {
      expect(statusOf(code, '', authenticated ?? false), code).toBe(status)
    }
    expect(statusOf('22023', 'role "x" does not exist', false)).toBe(401)
    expect(statusOf('21000', 'UPDATE requires a WHERE clause', false)).toBe(400)
  })
})

describe('database errors', () => {
  it('carries code, message, detail and hint, with WWW-Authenticate on 401', () => {
    const error = fromDatabaseError(pgError('42501', 'permission denied for table x', { hint: 'h' }), false)
    expect(error.body()).toEqual({ code: '42501', message: 'permission denied for table x', details: null, hint: 'h' })
    expect(error.headers).toEqual({ 'WWW-Authenticate': 'Bearer' })
  })

  it("lets RAISE SQLSTATE 'PGRST' set the whole response", () => {
    const error = fromDatabaseError(
      pgError('PGRST', '{"code":"123","message":"Payment Required","details":"Quota exceeded","hint":"Upgrade"}', {
        detail: '{"status":402,"headers":{"X-Powered-By":"Nerd Rage"}}',
      }),
      true,
    )
    expect(error.status).toBe(402)
    expect(error.body()).toEqual({
      code: '123',
      message: 'Payment Required',
      details: 'Quota exceeded',
      hint: 'Upgrade',
    })
    expect(error.headers).toEqual({ 'X-Powered-By': 'Nerd Rage' })
    expect(fromDatabaseError(pgError('PGRST', 'not json'), true)).toMatchObject({ status: 500, code: 'PGRST121' })
  })

  it('answers values PGlite rejects before the server sees them as bad input', () => {
    expect(fromDatabaseError(new Error('Invalid input for boolean type'), false)).toMatchObject({
      status: 400,
      code: '22P02',
    })
  })
})
