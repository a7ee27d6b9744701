// The random values and hashes Supabase Auth hands out: OTPs, the token hashes mailed in links,
// legacy refresh tokens (12 lower-case base32 characters) and PKCE challenges.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { badRequest } from './http/errors.ts'

/** A uniformly random `digits`-long numeric code, zero-padded. */
export function generateOtp(digits: number): string {
  const n = Math.min(Math.max(Math.trunc(digits), 1), 10)
  return String(randomInt(0, 10 ** n)).padStart(n, '0')
}

/** The hash GoTrue stores and mails for an OTP: hex SHA-224 of the address followed by the code. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex')
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** crypto.SecureAlphanumeric: lower-case base32 of random bytes, `length` characters (at least 8). */
export function secureAlphanumeric(length: number): string {
  const size = Math.max(length, 8)
  const bytes = randomBytes(Math.ceil((size * 5) / 8))
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out.slice(0, size)
}

/** The refresh tokens of sessions this stand-in issues (GoTrue's "legacy" format). */
export const legacyRefreshTokenPattern = /^[a-z0-9]{12}$/

export const newRefreshToken = () => secureAlphanumeric(12)

export type FlowType = 'pkce' | 'implicit'

export const PKCE_PREFIX = 'pkce_'

export const flowFromChallenge = (codeChallenge: string): FlowType => (codeChallenge ? 'pkce' : 'implicit')

export const withFlowPrefix = (token: string, flow: FlowType) => (flow === 'pkce' ? `${PKCE_PREFIX}${token}` : token)

/** validatePKCEParams: both or neither, and a challenge of 43-128 unreserved characters (RFC 7636). */
export function validatePkceParams(codeChallengeMethod: string, codeChallenge: string): void {
  if (!codeChallenge !== !codeChallengeMethod) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge')
  }
  if (!codeChallenge) return
  if (codeChallenge.length < 43 || codeChallenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters')
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(codeChallenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    )
  }
  // GoTrue only notices an unknown method when it stores the flow state, and answers 500; a client
  // mistake gets a 400 here.
  if (!parseCodeChallengeMethod(codeChallengeMethod)) {
    throw badRequest('validation_failed', `unsupported code_challenge method "${codeChallengeMethod}"`)
  }
}

export function parseCodeChallengeMethod(method: string): 's256' | 'plain' | null {
  const m = method.toLowerCase()
  return m === 's256' || m === 'plain' ? m : null
}

const sameBytes = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** security.VerifyPKCEChallenge; answers the error message GoTrue gives, or null when it matches. */
export function verifyPkce(codeChallenge: string, method: string, codeVerifier: string): string | null {
  const kind = parseCodeChallengeMethod(method)
  if (kind === 's256') {
    const hashed = createHash('sha256').update(codeVerifier).digest('base64url')
    return sameBytes(codeChallenge, hashed) ? null : 'code challenge does not match previously saved code verifier'
  }
  if (kind === 'plain') {
    return sameBytes(codeChallenge, codeVerifier)
      ? null
      : 'code challenge does not match previously saved code verifier'
  }
  return 'code challenge method not supported'
}
