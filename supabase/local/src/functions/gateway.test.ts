import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { describe, expect, test } from 'vitest'
import { createJwtKeys } from '../jwt/index.ts'
import { gatewayAuthorization, verifyFunctionJwt } from './gateway.ts'

const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long')
const keys = createJwtKeys('super-secret-jwt-token-with-at-least-32-characters-long')
const token = (key = secret, alg = 'HS256') =>
  new SignJWT({ role: 'anon' }).setProtectedHeader({ alg }).setExpirationTime('1h').sign(key)

describe('the gateway’s Authorization', () => {
  test('keeps a bearer token, else uses the apikey, as the CLI’s Kong does', () => {
    expect(gatewayAuthorization('Bearer user-jwt', 'anon-key')).toBe('Bearer user-jwt')
    expect(gatewayAuthorization(undefined, 'anon-key')).toBe('Bearer anon-key')
    expect(gatewayAuthorization('Bearer sb_publishable_x', 'anon-key')).toBe('Bearer anon-key')
    expect(gatewayAuthorization(undefined, undefined)).toBeUndefined()
  })
})

describe('verify_jwt', () => {
  test('a project token passes', async () => {
    expect(await verifyFunctionJwt(`Bearer ${await token()}`, keys)).toBeNull()
  })

  test.each([
    [undefined, 'Error: Missing authorization header'],
    ['Basic abc', "Error: Auth header is not 'Bearer {token}'"],
  ])('%s is refused with %s', async (header, msg) => {
    expect(await verifyFunctionJwt(header, keys)).toBe(msg)
  })

  test('a token of another secret, or of another algorithm, is an "Invalid JWT"', async () => {
    const other = new TextEncoder().encode('x'.repeat(64))
    expect(await verifyFunctionJwt(`Bearer ${await token(other)}`, keys)).toBe('Invalid JWT')
    expect(await verifyFunctionJwt(`Bearer ${await token(other, 'HS512')}`, keys)).toBe('Invalid JWT')
  })

  test('a token signed with one of the project’s asymmetric signing keys passes; an unknown kid does not', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true })
    const jwk = { ...(await exportJWK(privateKey)), kid: 'key-1', alg: 'ES256' as const }
    const withSigningKey = createJwtKeys('super-secret-jwt-token-with-at-least-32-characters-long', [jwk])
    const signed = await withSigningKey.sign({ role: 'authenticated' }, 60)
    expect(await verifyFunctionJwt(`Bearer ${signed}`, withSigningKey)).toBeNull()
    expect(await verifyFunctionJwt(`Bearer ${signed}`, keys)).toBe('Invalid JWT')
  })

  test('a header that is not a JWT reports the decoder’s error, as the edge runtime does', async () => {
    expect(await verifyFunctionJwt('Bearer garbage', keys)).toBe(
      'TypeError: Invalid Token or Protected Header formatting',
    )
  })
})
