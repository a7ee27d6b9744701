// What stands between a caller and a function: the API gateway puts the apikey in Authorization
// when there is none, and the edge runtime's main service verifies that JWT for functions with
// verify_jwt on, answering 401 with its own texts.
import { decodeProtectedHeader, jwtVerify } from 'jose'
import { JWT_ALGORITHMS, type JwtKeys } from '../jwt/index.ts'

/** The Kong request-transformer of the Supabase CLI: an existing bearer token, else the apikey. */
export function gatewayAuthorization(authorization: string | undefined, apikey: string | undefined) {
  if (authorization && !authorization.startsWith('Bearer sb_')) return authorization
  return apikey ? `Bearer ${apikey}` : undefined
}

/** null when the request may pass; else the `{msg}` of the edge runtime's 401. */
export async function verifyFunctionJwt(authorization: string | undefined, keys: JwtKeys): Promise<string | null> {
  if (!authorization) return 'Error: Missing authorization header'
  const [scheme, token] = authorization.split(' ')
  if (scheme !== 'Bearer') return "Error: Auth header is not 'Bearer {token}'"
  let alg: string | undefined
  try {
    alg = decodeProtectedHeader(token ?? '').alg
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`
  }
  if (!alg || !JWT_ALGORITHMS.includes(alg)) return 'Invalid JWT'
  try {
    await jwtVerify(token as string, keys.keyFor, { algorithms: JWT_ALGORITHMS })
    return null
  } catch {
    return 'Invalid JWT'
  }
}
