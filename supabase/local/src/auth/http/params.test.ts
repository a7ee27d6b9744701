import { describe, expect, it } from 'vitest'
import { AuthError } from './errors.ts'
import { decodeParams } from './params.ts'

const SCHEMA = { email: 'string', data: 'object', create_user: 'bool', password: 'optionalString' } as const
const decode = (body: string | null, initial = {}) => decodeParams('OtpParams', body, SCHEMA, initial)

function failure(body: string | null): string {
  try {
    decode(body)
  } catch (error) {
    if (error instanceof AuthError) return `${error.status} ${error.code}: ${error.message}`
    throw error
  }
  throw new Error('expected a failure')
}

describe('request bodies, decoded as Go decodes them', () => {
  it('give zero values to missing fields and ignore unknown keys', () => {
    expect(decode('{"other": 1}')).toEqual({ email: '', data: null, create_user: false, password: null })
  })

  it('match keys case-insensitively, the exact key first', () => {
    expect(decode('{"EMAIL": "a@b.c"}').email).toBe('a@b.c')
    expect(decode('{"Email": "x", "email": "y"}').email).toBe('y')
  })

  it('keep the initial value when a field is null or absent', () => {
    expect(decode('{"create_user": null}', { create_user: true }).create_user).toBe(true)
    expect(decode('{}', { create_user: true }).create_user).toBe(true)
    expect(decode('{"create_user": false}', { create_user: true }).create_user).toBe(false)
    expect(decode('null', { create_user: true }).create_user).toBe(true)
  })

  it('refuse a value of the wrong JSON type with 400 bad_json', () => {
    expect(failure('{"email": 5}')).toBe(
      '400 bad_json: Could not parse request body as JSON: json: cannot unmarshal number into Go struct field OtpParams.email of type string',
    )
    expect(failure('{"data": []}')).toContain(
      'cannot unmarshal array into Go struct field OtpParams.data of type map[string]interface {}',
    )
    expect(failure('{"create_user": "yes"}')).toContain('of type bool')
  })

  it('refuse a body that is not a JSON object', () => {
    expect(failure(null)).toBe('400 bad_json: Could not parse request body as JSON: unexpected end of JSON input')
    expect(failure('[1]')).toContain('json: cannot unmarshal array into Go value of type api.OtpParams')
    expect(failure('{')).toMatch(/^400 bad_json: Could not parse request body as JSON: /)
  })

  it('refuse the NUL character, which Postgres cannot store', () => {
    expect(failure('{"data": {"a": "x\\u0000y"}}')).toMatch(/^400 bad_json/)
  })

  it('replace unpaired surrogates with U+FFFD, as Go does', () => {
    expect(decode('{"email": "a\\ud800b"}').email).toBe('a\ufffdb')
    expect(decode('{"data": {"k": "\\udc00"}}').data).toEqual({ k: '\ufffd' })
  })
})
