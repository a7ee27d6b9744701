// One JWT module for every service. Tokens are signed as the project is set up: by default with its
// asymmetric signing key (ES256, its `kid` in the header: the data directory's own key, or the first of
// config.toml's `auth.signing_keys_path` as `supabase gen signing-key` writes them), as a new hosted
// project signs; with `legacyJwt`, with the legacy shared secret (HS256). Like the hosted platform, every
// service accepts both: the asymmetric keys by `kid`, whose public halves Auth serves as the project's
// JWKS, and HS256 with the secret, which the legacy anon and service_role keys and older tokens carry.
import {
  errors,
  exportJWK,
  importJWK,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  type KeyObject,
  SignJWT,
} from 'jose'

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

/** The algorithms a project's tokens may use. */
export const JWT_ALGORITHMS = ['HS256', 'ES256', 'RS256']

export interface JwtKeys {
  sign(claims: Claims, expiresInSeconds?: number): Promise<string>
  /** Verifies signature and expiry; throws JwtError. */
  verify(token: string): Promise<Claims>
  /** For `jwtVerify(token, keys.keyFor, { algorithms: JWT_ALGORITHMS })`: the key the token's header names. */
  keyFor: JWTVerifyGetKey
  /** The public halves of the asymmetric signing keys (`/auth/v1/.well-known/jwks.json`). */
  jwks(): Promise<{ keys: JWK[] }>
}

/** A private signing key as `supabase gen signing-key` writes it (a JWK with `kid` and `alg`). */
export type SigningKey = JWK & { kid: string; alg: 'ES256' | 'RS256' }

interface LoadedKey {
  jwk: SigningKey
  privateKey: KeyObject | CryptoKey
  publicKey: KeyObject | CryptoKey
  publicJwk: JWK
}

async function load(jwk: SigningKey): Promise<LoadedKey> {
  if (!jwk.kid || (jwk.alg !== 'ES256' && jwk.alg !== 'RS256')) {
    throw new Error(`signing key ${jwk.kid ?? '(no kid)'}: needs a kid and alg ES256 or RS256`)
  }
  // key_ops as the CLI writes them (["sign", "verify"]) cannot both apply to one half of the pair.
  const { key_ops: _ops, ...fields } = jwk
  const privateKey = await importJWK(fields, jwk.alg)
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicFields } = fields
  const publicKey = await importJWK({ ...publicFields, ext: true }, jwk.alg)
  const exported = await exportJWK(publicKey as KeyObject)
  const publicJwk: JWK = { ...exported, kid: jwk.kid, alg: jwk.alg, use: 'sig', key_ops: ['verify'] }
  return { jwk, privateKey: privateKey as KeyObject, publicKey: publicKey as KeyObject, publicJwk }
}

export function createJwtKeys(secret: string, signingKeys: SigningKey[] = []): JwtKeys {
  const shared = new TextEncoder().encode(secret)
  const loading = Promise.all(signingKeys.map(load))
  loading.catch(() => {}) // reported by the first sign or verify that needs the keys

  const keyFor: JWTVerifyGetKey = async (header) => {
    if (header.alg === 'HS256') return shared
    const key = (await loading).find((k) => k.jwk.kid === header.kid && k.jwk.alg === header.alg)
    if (!key) throw new errors.JWKSNoMatchingKey()
    return key.publicKey
  }

  return {
    async sign(claims, expiresInSeconds) {
      const current = (await loading)[0]
      const now = Math.floor(Date.now() / 1000)
      const header = current ? { alg: current.jwk.alg, kid: current.jwk.kid, typ: 'JWT' } : { alg: 'HS256', typ: 'JWT' }
      const jwt = new SignJWT({ ...claims }).setProtectedHeader(header).setIssuedAt(now)
      if (expiresInSeconds !== undefined) jwt.setExpirationTime(now + expiresInSeconds)
      return jwt.sign(current ? current.privateKey : shared)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keyFor, { algorithms: JWT_ALGORITHMS })
        return payload as Claims
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired')
        throw new JwtError('invalid', error instanceof Error ? error.message : 'invalid JWT')
      }
    },
    keyFor,
    jwks: async () => ({ keys: (await loading).map((k) => k.publicJwk) }),
  }
}
