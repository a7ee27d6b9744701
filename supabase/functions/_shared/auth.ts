// Who is calling a function, from its bearer token, checked here rather than by the platform's
// verify_jwt (which knows only the legacy JWT secret, not the project's signing keys):
//   - an access token signed with one of the project's asymmetric keys (ES256/RS256, its `kid` in the
//     header) is verified against the project's JWKS, `${SUPABASE_URL}/auth/v1/.well-known/jwks.json`,
//     fetched once per worker and again when a token names a key it does not hold;
//   - a legacy HS256 token: the project's own anon or service_role key as given to functions, else a
//     user's token, which Auth verifies with the JWT secret functions are not given (`GET /auth/v1/user`,
//     as supabase-js's getClaims does for such tokens);
//   - a new API key (`sb_publishable_…`, `sb_secret_…`), compared with the project's.
// Anything else (no token, another project's key, `alg: none`, a bad signature, expired) answers 401.
import { createRemoteJWKSet, decodeProtectedHeader, errors, type JWTPayload, jwtVerify } from 'npm:jose@6.2.18'
import { env, supabaseUrl } from './env.ts'
import { bearer, HttpError, sameSecret } from './http.ts'
import { projectKeys, publishableKey } from './keys.ts'

export interface Caller {
  /** The database role the token acts as: `anon`, `authenticated` or `service_role`. */
  role: string
  /** The signed-in user, for a user's access token. */
  userId: string | null
}

const ASYMMETRIC = ['ES256', 'RS256']

const refused = (message: string) => new HttpError(401, message, 'invalid_jwt')

let keySet: { url: string; keys: ReturnType<typeof createRemoteJWKSet> } | null = null

/** The project's JWKS, cached for the worker's life (jose refetches it for a `kid` it does not know). */
function projectJwks() {
  const url = `${supabaseUrl()}/auth/v1/.well-known/jwks.json`
  if (keySet?.url !== url) keySet = { url, keys: createRemoteJWKSet(new URL(url)) }
  return keySet.keys
}

const callerOf = (claims: JWTPayload): Caller => {
  const role = typeof claims.role === 'string' ? claims.role : 'anon'
  const userId = role === 'authenticated' && typeof claims.sub === 'string' && claims.sub ? claims.sub : null
  return { role, userId }
}

async function verifyAsymmetric(token: string): Promise<Caller> {
  try {
    const { payload } = await jwtVerify(token, projectJwks(), { algorithms: ASYMMETRIC })
    return callerOf(payload)
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new HttpError(401, 'JWT expired', 'jwt_expired')
    // The key set could not be read: the project's trouble, not the caller's.
    if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) throw error
    if (error instanceof errors.JOSEError) throw refused('Invalid JWT')
    throw error
  }
}

/** A legacy token: one of the project's own keys, else a user's token that Auth accepts. */
async function verifyLegacy(token: string): Promise<Caller> {
  if (matches(token, env('SUPABASE_ANON_KEY'))) return { role: 'anon', userId: null }
  if (matches(token, env('SUPABASE_SERVICE_ROLE_KEY'))) return { role: 'service_role', userId: null }
  const response = await fetch(`${supabaseUrl()}/auth/v1/user`, {
    headers: { apikey: publishableKey(), Authorization: `Bearer ${token}` },
  })
  if (response.status === 401 || response.status === 403) throw refused('Invalid JWT')
  if (!response.ok) throw new Error(`auth answered ${response.status}`)
  const user = (await response.json()) as { id?: unknown; role?: unknown }
  if (typeof user.id !== 'string' || !user.id) throw refused('Invalid JWT')
  const role = typeof user.role === 'string' && user.role ? user.role : 'authenticated'
  return { role, userId: role === 'authenticated' ? user.id : null }
}

const matches = (token: string, key: string | undefined) => key !== undefined && sameSecret(token, key)

/** The verified caller of a request; 401 when its bearer token is missing or not the project's. */
export async function verifyCaller(request: Request): Promise<Caller> {
  const token = bearer(request)
  if (!token) throw new HttpError(401, 'Missing authorization header', 'missing_authorization')
  if (token.startsWith('sb_')) {
    const { publishable, secret } = projectKeys()
    if (publishable.some((key) => sameSecret(token, key))) return { role: 'anon', userId: null }
    if (secret.some((key) => sameSecret(token, key))) return { role: 'service_role', userId: null }
    throw refused('Invalid API key')
  }
  let alg: unknown
  try {
    alg = decodeProtectedHeader(token).alg
  } catch {
    throw refused('Invalid JWT')
  }
  if (typeof alg === 'string' && ASYMMETRIC.includes(alg)) return verifyAsymmetric(token)
  if (alg === 'HS256') return verifyLegacy(token)
  throw refused('Invalid JWT')
}

/** The signed-in user behind a request; 401 ('Please sign in') for anyone else. */
export async function requireSignedIn(request: Request): Promise<string> {
  const caller = await verifyCaller(request).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 401) throw new HttpError(401, 'Please sign in', 'not_signed_in')
    throw error
  })
  if (!caller.userId) throw new HttpError(401, 'Please sign in', 'not_signed_in')
  return caller.userId
}
