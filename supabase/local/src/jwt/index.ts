// One JWT module for every service: HS256 with the project's secret, as the hosted platform signs.
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose'

export interface Claims extends JWTPayload {
  role?: string
  email?: string
  phone?: string
  session_id?: string
  app_metadata?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
  aal?: string
  amr?: { method: string; timestamp: number }[]
  is_anonymous?: boolean
}

export type VerifyFailure = 'expired' | 'invalid'

export class JwtError extends Error {
  constructor(
    readonly reason: VerifyFailure,
    message: string,
  ) {
    super(message)
  }
}

export interface JwtKeys {
  sign(claims: Claims, expiresInSeconds?: number): Promise<string>
  /** Verifies signature and expiry; throws JwtError. */
  verify(token: string): Promise<Claims>
}

export function createJwtKeys(secret: string): JwtKeys {
  const key = new TextEncoder().encode(secret)
  return {
    async sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000)
      const jwt = new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(now)
      if (expiresInSeconds !== undefined) jwt.setExpirationTime(now + expiresInSeconds)
      return jwt.sign(key)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        return payload as Claims
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired')
        throw new JwtError('invalid', error instanceof Error ? error.message : 'invalid JWT')
      }
    },
  }
}
