// Who the request runs as (PostgREST's Auth.hs): the JWT in `Authorization: Bearer`; without one the
// request is anonymous — the `apikey` only gets it past the gateway (on a hosted project a request with
// the service_role key as `apikey` and no Authorization runs as anon too). The JWT's `role` claim names
// the database role (anon when absent); a bad or expired token is a 401 with WWW-Authenticate.
import { bearerToken } from '../../http/apikey.ts'
import { JWT_ALGORITHMS, JwtError, type JwtKeys } from '../../jwt/index.ts'
import { jwtClaimsError, jwtDecodeError } from '../errors.ts'
import { Lru } from './lru.ts'

export interface AuthResult {
  role: string
  claims: Record<string, unknown>
}

export const ANON_ROLE = 'anon'

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

/** The token a request carries in `Authorization: Bearer`, or null for an anonymous request. */
export function requestToken(headers: Record<string, string>): string | null {
  const authorization = headers.authorization
  if (authorization === undefined) return null
  const token = bearerToken(authorization)
  if (token !== null) return token
  return /^Bearer\s*$/i.test(authorization.trim()) ? '' : null
}

/**
 * Verified tokens, as PostgREST's JWT cache keeps them: a token seen again skips the signature
 * check until its `exp`. Failures are not cached.
 */
export class JwtCache {
  private readonly verified = new Lru<string, { result: AuthResult; expiresAt: number }>(1000)

  constructor(private readonly keys: JwtKeys) {}

  async authenticate(token: string | null): Promise<AuthResult> {
    if (token === null) return authenticate(null, this.keys)
    const hit = this.verified.get(token)
    if (hit && Date.now() < hit.expiresAt) return hit.result
    if (hit) this.verified.delete(token)
    const result = await authenticate(token, this.keys)
    const exp = result.claims.exp
    this.verified.set(token, { result, expiresAt: typeof exp === 'number' ? exp * 1000 : Number.POSITIVE_INFINITY })
    return result
  }
}

export async function authenticate(token: string | null, keys: JwtKeys): Promise<AuthResult> {
  if (token === null) return { role: ANON_ROLE, claims: {} }
  if (token.trim() === '') throw jwtDecodeError('Empty JWT is sent in Authorization header')
  const parts = token.split('.')
  if (parts.length !== 3) throw jwtDecodeError(`Expected 3 parts in JWT; got ${parts.length}`)
  const header = decodePart(parts[0] as string) as { alg?: unknown } | null
  if (
    header &&
    typeof header === 'object' &&
    header.alg !== undefined &&
    !JWT_ALGORITHMS.includes(String(header.alg))
  ) {
    throw jwtDecodeError('Wrong or unsupported encoding algorithm')
  }
  let claims: Record<string, unknown>
  try {
    claims = (await keys.verify(token)) as Record<string, unknown>
  } catch (error) {
    if (error instanceof JwtError) {
      if (error.reason === 'expired') throw jwtClaimsError('JWT expired')
      if (/"nbf" claim/.test(error.message)) throw jwtClaimsError('JWT not yet valid')
      if (/claim/.test(error.message)) throw jwtClaimsError('Parsing claims failed')
      throw jwtDecodeError('JWT cryptographic operation failed')
    }
    throw jwtDecodeError('JWT cryptographic operation failed')
  }
  const iat = claims.iat
  if (iat !== undefined && typeof iat !== 'number') throw jwtClaimsError("The JWT 'iat' claim must be a number")
  if (typeof iat === 'number' && iat > Date.now() / 1000 + 30) throw jwtClaimsError('JWT issued at future')
  const role = claims.role
  return { role: role === undefined ? ANON_ROLE : typeof role === 'string' ? role : JSON.stringify(role), claims }
}
