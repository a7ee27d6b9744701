import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { createJwtKeys } from '../../jwt/index.ts'
import { authenticate, JwtCache, requestToken } from './auth.ts'

const secret = 'a-test-secret-that-is-at-least-32-characters-long'
const keys = createJwtKeys(secret)

describe('request token', () => {
  it('takes the bearer token; the apikey alone makes an anonymous request', () => {
    expect(requestToken({ authorization: 'Bearer abc', apikey: 'key' })).toBe('abc')
    expect(requestToken({ apikey: 'key' })).toBeNull()
    expect(requestToken({ authorization: 'Bearer ' })).toBe('')
    expect(requestToken({})).toBeNull()
  })
})

describe('authentication', () => {
  it('runs as anon without a token, and as the role claim with one', async () => {
    expect(await authenticate(null, keys)).toEqual({ role: 'anon', claims: {} })
    const token = await keys.sign({ sub: 'u1', role: 'authenticated' })
    expect(await authenticate(token, keys)).toMatchObject({ role: 'authenticated', claims: { sub: 'u1' } })
    expect((await authenticate(await keys.sign({ sub: 'u2' }), keys)).role).toBe('anon')
  })

  it('answers PostgREST JWT errors with WWW-Authenticate', async () => {
    const expired = await keys.sign({ role: 'authenticated' }, -60)
    await expect(authenticate(expired, keys)).rejects.toMatchObject({
      status: 401,
      code: 'PGRST303',
      message: 'JWT expired',
      headers: { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"' },
    })
    await expect(authenticate('', keys)).rejects.toMatchObject({
      code: 'PGRST301',
      message: 'Empty JWT is sent in Authorization header',
    })
    await expect(authenticate('a.b.c.d', keys)).rejects.toMatchObject({ message: 'Expected 3 parts in JWT; got 4' })
    const other = await createJwtKeys('another-secret-that-is-at-least-32-characters').sign({ role: 'anon' })
    await expect(authenticate(other, keys)).rejects.toMatchObject({
      code: 'PGRST301',
      message: 'JWT cryptographic operation failed',
    })
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`
    await expect(authenticate(none, keys)).rejects.toMatchObject({ message: 'Wrong or unsupported encoding algorithm' })
  })

  it('refuses tokens issued in the future beyond the allowed skew', async () => {
    const future = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) + 3600)
      .sign(new TextEncoder().encode(secret))
    await expect(authenticate(future, keys)).rejects.toMatchObject({
      code: 'PGRST303',
      message: 'JWT issued at future',
    })
  })
})

describe('jwt cache', () => {
  it('answers a token seen before without verifying it again, until it expires', async () => {
    let verifications = 0
    const counting = {
      ...keys,
      verify: (token: string) => {
        verifications++
        return keys.verify(token)
      },
    }
    const cache = new JwtCache(counting)
    const token = await keys.sign({ sub: 'u1', role: 'authenticated' }, 60)
    expect((await cache.authenticate(token)).role).toBe('authenticated')
    expect((await cache.authenticate(token)).role).toBe('authenticated')
    expect(verifications).toBe(1)
    const expired = await keys.sign({ role: 'authenticated' }, -60)
    await expect(cache.authenticate(expired)).rejects.toMatchObject({ code: 'PGRST303' })
    await expect(cache.authenticate(expired)).rejects.toMatchObject({ code: 'PGRST303' })
    expect(verifications).toBe(3)
  })
})
