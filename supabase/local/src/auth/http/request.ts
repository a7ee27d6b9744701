// Reading a request as Supabase Auth does: the body (at most 1 MB), query values, the client's
// address and agent, the API version, and the bearer token with GoTrue's authentication rules.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { Queryable } from '../../db/types.ts'
import { BodyTooLarge, JSON_BODY_LIMIT, readBodyWithin } from '../../http/body-limit.ts'
import { type Claims, JwtError, type JwtKeys } from '../../jwt/index.ts'
import type { ClientInfo, SessionRow } from '../sessions/store.ts'
import { findSession } from '../sessions/store.ts'
import { findUserById, isUuid, NIL_UUID, type UserRow } from '../users/store.ts'
import { AuthError, badRequest, forbidden } from './errors.ts'

export const MAX_BODY_BYTES = JSON_BODY_LIMIT

const tooLarge = () =>
  new AuthError(413, 'request_entity_too_large', `Request body too large (max ${MAX_BODY_BYTES} bytes)`)

/** The raw body, or null when there is none (GoTrue's GetBodyBytes). */
export async function readBody(c: Context): Promise<string | null> {
  try {
    const body = await readBodyWithin(c.req.raw, MAX_BODY_BYTES)
    return body?.byteLength ? body.toString('utf8') : null
  } catch (error) {
    if (error instanceof BodyTooLarge) throw tooLarge()
    throw error
  }
}

/** A query-string value ('' when absent); NUL characters cannot reach the database. */
export function queryValue(c: Context, name: string): string {
  const value = c.req.query(name) ?? ''
  if (value.includes('\u0000')) throw badRequest('validation_failed', `Invalid value for ${name}`)
  return value
}

/**
 * The client's address for rate limits and session rows: the TCP peer. The stand-in is the API
 * gateway itself (nothing in front of it rewrites X-Forwarded-For), so that header is client-supplied
 * and not trusted: honouring it would let any caller pick a fresh address per request.
 */
export function clientInfo(c: Context): ClientInfo {
  let ip: string | null = null
  try {
    ip = getConnInfo(c).remote.address ?? null
  } catch {
    ip = null
  }
  if (ip?.startsWith('::ffff:')) ip = ip.slice(7)
  return { ip, userAgent: c.req.header('user-agent') ?? null }
}

export interface Authenticated {
  claims: Claims
  user: UserRow
  session: SessionRow | null
}

/** extractBearerToken: `Authorization: Bearer <token>` (any case), else 401 no_authorization. */
export function bearer(c: Context): string {
  const match = /^bearer (\S+)$/i.exec(c.req.header('authorization') ?? '')
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  return match[1] as string
}

const CLAIM_TYPES: Record<string, (v: unknown) => boolean> = {
  sub: (v) => typeof v === 'string',
  role: (v) => typeof v === 'string',
  email: (v) => typeof v === 'string',
  phone: (v) => typeof v === 'string',
  session_id: (v) => typeof v === 'string',
  aal: (v) => typeof v === 'string',
  is_anonymous: (v) => typeof v === 'boolean',
  aud: (v) => typeof v === 'string' || (Array.isArray(v) && v.every((a) => typeof a === 'string')),
  app_metadata: (v) => typeof v === 'object' && !Array.isArray(v),
  user_metadata: (v) => typeof v === 'object' && !Array.isArray(v),
}

/** parseJWTClaims: signature, expiry and the claim types Go's decoder insists on; else 403 bad_jwt. */
export async function parseClaims(jwt: JwtKeys, token: string): Promise<Claims> {
  let claims: Claims
  try {
    claims = await jwt.verify(token)
  } catch (error) {
    const detail =
      error instanceof JwtError && error.reason === 'expired'
        ? 'token has invalid claims: token is expired'
        : `token is malformed or its signature is invalid: ${(error as Error).message}`
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)
  }
  for (const [claim, ok] of Object.entries(CLAIM_TYPES)) {
    const value = (claims as Record<string, unknown>)[claim]
    if (value !== undefined && value !== null && !ok(value)) {
      throw forbidden(
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, the ${claim} claim has the wrong type`,
      )
    }
  }
  return claims
}

/** maybeLoadUserOrSession: the JWT's user must exist, and its session when it names one. */
export async function loadUserAndSession(db: Queryable, claims: Claims): Promise<Authenticated> {
  const sub = claims.sub ?? ''
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')
  const user = await findUserById(db, sub)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
  let session: SessionRow | null = null
  const sessionId = claims.session_id ?? ''
  if (sessionId && sessionId !== NIL_UUID) {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
    session = await findSession(db, sessionId)
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return { claims, user, session }
}

/** requireAuthentication, banned users refused. */
export async function authenticate(c: Context, db: Queryable, jwt: JwtKeys): Promise<Authenticated> {
  const auth = await loadUserAndSession(db, await parseClaims(jwt, bearer(c)))
  if (auth.user.banned_until && Date.parse(auth.user.banned_until) > Date.now()) {
    throw forbidden('user_banned', 'User is banned')
  }
  return auth
}

/** requireAdminCredentials: a JWT whose role is one of the admin roles (service_role). */
export async function requireAdmin(c: Context, db: Queryable, jwt: JwtKeys, adminRoles: string[]): Promise<Claims> {
  const claims = await parseClaims(jwt, bearer(c))
  if (claims.session_id && claims.session_id !== NIL_UUID) await loadUserAndSession(db, claims)
  if (!claims.role || !adminRoles.includes(claims.role)) throw forbidden('not_admin', 'User not allowed')
  return claims
}

/** requestAud: the X-JWT-AUD header, else the token's audience (unless an admin role), else the default. */
export function requestAud(c: Context, claims: Claims | null, defaultAud: string, adminRoles: string[]): string {
  const header = c.req.header('x-jwt-aud')
  if (header) return header
  if (claims && !adminRoles.includes(claims.role ?? '')) {
    const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud
    if (aud) return aud
  }
  return defaultAud
}
