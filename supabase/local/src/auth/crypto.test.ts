import { describe, expect, it } from 'vitest'
import {
  generateOtp,
  legacyRefreshTokenPattern,
  newRefreshToken,
  secureAlphanumeric,
  tokenHash,
  validatePkceParams,
  verifyPkce,
  withFlowPrefix,
} from './crypto.ts'
import type { AuthError } from './http/errors.ts'

describe('one-time codes and token hashes', () => {
  it('codes are the configured number of digits, zero-padded', () => {
    for (let i = 0; i < 200; i++) expect(generateOtp(6)).toMatch(/^\d{6}$/)
    expect(generateOtp(8)).toMatch(/^\d{8}$/)
  })

  it('a token hash is the hex SHA-224 of the address followed by the code', () => {
    // SHA-224("abc"), FIPS 180-2 appendix.
    expect(tokenHash('ab', 'c')).toBe('23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7')
  })

  it('the PKCE flow prefixes the stored hash with pkce_', () => {
    expect(withFlowPrefix('abc', 'pkce')).toBe('pkce_abc')
    expect(withFlowPrefix('abc', 'implicit')).toBe('abc')
  })
})

describe('refresh tokens', () => {
  it('are 12 lower-case base32 characters, all different', () => {
    const tokens = new Set(Array.from({ length: 500 }, newRefreshToken))
    expect(tokens.size).toBe(500)
    for (const token of tokens) expect(token).toMatch(legacyRefreshTokenPattern)
    expect(secureAlphanumeric(20)).toMatch(/^[a-z2-7]{20}$/)
    expect(secureAlphanumeric(3)).toHaveLength(8)
  })
})

describe('PKCE', () => {
  const refusal = (method: string, challenge: string) => {
    try {
      validatePkceParams(method, challenge)
      return null
    } catch (error) {
      return (error as AuthError).message
    }
  }

  it('needs both the challenge and its method, or neither', () => {
    expect(refusal('', '')).toBeNull()
    expect(refusal('s256', '')).toBe('PKCE flow requires code_challenge_method and code_challenge')
    expect(refusal('', 'x'.repeat(43))).toBe('PKCE flow requires code_challenge_method and code_challenge')
  })

  it('takes challenges of 43 to 128 unreserved characters and the methods s256 and plain', () => {
    expect(refusal('S256', 'x'.repeat(43))).toBeNull()
    expect(refusal('plain', 'x'.repeat(128))).toBeNull()
    expect(refusal('s256', 'x'.repeat(42))).toBe('code challenge has to be between 43 and 128 characters')
    expect(refusal('s256', `${'x'.repeat(42)}+`)).toMatch(/^code challenge can only contain/)
    expect(refusal('md5', 'x'.repeat(43))).toBe('unsupported code_challenge method "md5"')
  })

  it('checks a verifier against an S256 challenge (RFC 7636 appendix B) and a plain one', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
    expect(verifyPkce('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', 's256', verifier)).toBeNull()
    expect(verifyPkce('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', 's256', `${verifier}x`)).toBe(
      'code challenge does not match previously saved code verifier',
    )
    expect(verifyPkce(verifier, 'plain', verifier)).toBeNull()
    expect(verifyPkce(verifier, 'plain', 'other')).not.toBeNull()
    expect(verifyPkce(verifier, 'none', verifier)).toBe('code challenge method not supported')
  })
})
