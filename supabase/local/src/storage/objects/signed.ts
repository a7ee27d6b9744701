// Signed URLs: a JWT signed with the project secret naming `bucket/key` and its scope (download or
// upload), as Storage's signObjectUrl and signUploadObjectUrl make them.
import { errors, jwtVerify, SignJWT } from 'jose'
import { ERRORS } from '../errors.ts'

/** Storage's limit for an upload URL's life. */
export const UPLOAD_URL_EXPIRES_IN = 2 * 60 * 60

export interface UploadToken {
  url: string
  owner?: string
  upsert: boolean
}

/** `expiresIn` as Storage accepts it: a whole number of seconds, at least 1. */
export function mustBeValidExpiresIn(expiresIn: unknown): asserts expiresIn is number {
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn)) {
    throw ERRORS.invalidRequest(
      expiresIn === undefined ? "body must have required property 'expiresIn'" : 'body/expiresIn must be number',
    )
  }
  const seconds = Math.floor(expiresIn)
  if (
    !Number.isSafeInteger(seconds) ||
    seconds < 1 ||
    seconds > Math.floor(Number.MAX_SAFE_INTEGER / 1000) - Date.now() / 1000
  ) {
    throw ERRORS.invalidParameter('expiresIn')
  }
}

export function signToken(secret: Uint8Array, claims: Record<string, unknown>, expiresIn: number) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + Math.floor(expiresIn))
    .sign(secret)
}

export function signDownloadUrl(secret: Uint8Array, url: string, expiresIn: number) {
  return signToken(secret, { url, scope: 'download' }, expiresIn)
}

/** Verifies a signed URL's token for `bucket/key` and `scope`, with Storage's errors. */
export async function verifySignedUrl(
  secret: Uint8Array,
  token: string | undefined,
  url: string,
  scope: 'download' | 'upload',
): Promise<Record<string, unknown> & { exp: number }> {
  if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'")
  let payload: Record<string, unknown>
  try {
    payload = (await jwtVerify(token, secret)).payload as Record<string, unknown>
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw ERRORS.invalidJwt(error.message)
    throw ERRORS.invalidJwt(error instanceof Error ? error.message : undefined)
  }
  const isUpload = payload.scope === 'upload' || (payload.scope === undefined && 'upsert' in payload)
  const isDownload = payload.scope === 'download' || (payload.scope === undefined && !('upsert' in payload))
  if (scope === 'upload' ? !isUpload : !isDownload) throw ERRORS.invalidSignature(`Token is not scoped for ${scope}`)
  if (payload.url !== url) throw ERRORS.invalidSignature()
  const exp = Number(payload.exp)
  if (exp * 1000 < Date.now()) throw ERRORS.expiredSignature()
  return { ...payload, exp }
}
