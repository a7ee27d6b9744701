import { describe, expect, it } from 'vitest'
import { AuthError, OAuthError, parseApiVersion, shapeError, WeakPasswordError } from './errors.ts'

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code })

describe('X-Supabase-Api-Version', () => {
  it.each([
    ['2024-01-01', '2024-01-01'],
    ['2025-06-30', '2024-01-01'],
    ['2023-12-31', 'initial'],
    ['', 'initial'],
    [undefined, 'initial'],
    ['2024-02-30', 'initial'],
    ['2024-1-1', 'initial'],
    ['garbage', 'initial'],
  ])('%s is read as the %s version', (header, version) => {
    expect(parseApiVersion(header)).toBe(version)
  })
})

describe('error bodies', () => {
  const error = new AuthError(400, 'invalid_credentials', 'Invalid login credentials')

  it('are {code, message} for 2024-01-01, with x-sb-error-code and the version echoed', () => {
    expect(shapeError(error, '2024-01-01')).toEqual({
      status: 400,
      headers: { 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': 'invalid_credentials' },
      body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    })
  })

  it('are {code: status, error_code, msg} for the initial version', () => {
    expect(shapeError(error, 'initial')).toEqual({
      status: 400,
      headers: { 'x-sb-error-code': 'invalid_credentials' },
      body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
    })
  })

  it('carry an error_id on 5xx answers of the initial version', () => {
    const shaped = shapeError(new AuthError(500, 'unexpected_failure', 'Database error finding user'), 'initial')
    expect(shaped.body).toMatchObject({ code: 500, error_code: 'unexpected_failure', error_id: expect.any(String) })
  })

  it('name weak passwords with their reasons; only the initial version has the header', () => {
    const weak = new WeakPasswordError('Password should be at least 6 characters.', ['length'])
    expect(shapeError(weak, '2024-01-01')).toEqual({
      status: 422,
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      body: {
        code: 'weak_password',
        message: 'Password should be at least 6 characters.',
        weak_password: { reasons: ['length'] },
      },
    })
    expect(shapeError(weak, 'initial').headers).toEqual({ 'x-sb-error-code': 'weak_password' })
  })

  it('for OAuth errors are {error, error_description} with 400, whatever the version', () => {
    const shaped = shapeError(new OAuthError('invalid_request', 'refresh_token required'), '2024-01-01')
    expect(shaped.status).toBe(400)
    expect(shaped.body).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' })
  })

  it('hide anything unexpected behind 500 unexpected_failure', () => {
    expect(shapeError(new TypeError('x is undefined'), '2024-01-01')).toMatchObject({
      status: 500,
      body: {
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs for more information',
      },
    })
  })

  it("show a trigger's exception to initial-version clients, with the status GoTrue maps it to", () => {
    const raised = new AuthError(
      500,
      'unexpected_failure',
      'Database error saving new user',
      pgError('P0001', 'no') as never,
    )
    expect(shapeError(raised, 'initial')).toMatchObject({ status: 500, body: { code: 'P0001', message: 'no' } })
    expect(shapeError(raised, '2024-01-01').body).toEqual({
      code: 'unexpected_failure',
      message: 'Database error saving new user',
    })
    const custom = new AuthError(500, 'unexpected_failure', 'x', pgError('PT403', 'not for you') as never)
    expect(shapeError(custom, 'initial').status).toBe(403)
    const internal = new AuthError(500, 'unexpected_failure', 'x', pgError('42P01', 'no table') as never)
    expect(shapeError(internal, 'initial').body).toMatchObject({ code: 500, msg: 'x' })
  })
})
