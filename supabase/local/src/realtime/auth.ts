// Token checks as Realtime makes them (RealtimeWeb.ChannelsAuthorization, JwtVerification): a JWT
// signed with the project's secret or one of its asymmetric signing keys, carrying `role` and `exp`, not expired; each failure has its own text.
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose'
import { JWT_ALGORITHMS, type JwtKeys } from '../jwt/index.ts'

export type TokenFailure =
  | { kind: 'malformed' }
  | { kind: 'signature' }
  | { kind: 'expired'; secondsAgo: number }
  | { kind: 'missing_claims' }

export type TokenCheck =
  | { ok: true; claims: Record<string, unknown>; exp: number }
  | { ok: false; failure: TokenFailure }

export type TokenVerifier = (token: unknown) => Promise<TokenCheck>

export function createTokenVerifier(keys: JwtKeys): TokenVerifier {
  return async (token) => {
    if (typeof token !== 'string') return { ok: false, failure: { kind: 'malformed' } }
    const cleaned = token.replace(/\s/g, '')
    try {
      decodeProtectedHeader(cleaned)
      decodeJwt(cleaned)
    } catch {
      return { ok: false, failure: { kind: 'malformed' } }
    }
    try {
      const { payload } = await jwtVerify(cleaned, keys.keyFor, { algorithms: JWT_ALGORITHMS })
      if (typeof payload.role !== 'string' || typeof payload.exp !== 'number') {
        return { ok: false, failure: { kind: 'missing_claims' } }
      }
      return { ok: true, claims: payload as Record<string, unknown>, exp: payload.exp }
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        const exp = Number(error.payload.exp)
        return { ok: false, failure: { kind: 'expired', secondsAgo: Math.floor(Date.now() / 1000) - exp } }
      }
      if (error instanceof errors.JWTClaimValidationFailed) return { ok: false, failure: { kind: 'malformed' } }
      return { ok: false, failure: { kind: 'signature' } }
    }
  }
}

/** The reason of a refused `phx_join`, as RealtimeChannel.join/3 words it. */
export function joinRefusal(failure: TokenFailure): string {
  switch (failure.kind) {
    case 'malformed':
      return 'MalformedJWT: The token provided is not a valid JWT'
    case 'signature':
      return 'JwtSignatureError: Failed to validate JWT signature'
    case 'expired':
      return `InvalidJWTToken: Token has expired ${failure.secondsAgo} seconds ago`
    case 'missing_claims':
      return 'InvalidJWTToken: Fields `role` and `exp` are required in JWT'
  }
}

/** The `system` error message of a channel shut down by a bad `access_token` (or its expiry). */
export function shutdownMessage(failure: TokenFailure): string {
  switch (failure.kind) {
    case 'malformed':
      return 'The token provided is not a valid JWT'
    case 'signature':
      return ':signature_error'
    case 'expired':
      return `Token has expired ${failure.secondsAgo} seconds ago`
    case 'missing_claims':
      return 'Fields `role` and `exp` are required in JWT'
  }
}

/** The WebSocket handshake refusal (UserSocket.handle_error): status and `{error}` text. */
export function connectRefusal(failure: TokenFailure | { kind: 'missing_api_key' }): string {
  switch (failure.kind) {
    case 'missing_api_key':
      return 'API key is missing'
    case 'malformed':
      return 'The token provided is not a valid JWT'
    case 'signature':
      return 'Failed to validate JWT signature'
    case 'expired':
      return 'Token has expired'
    case 'missing_claims':
      return 'Fields `role` and `exp` are required in JWT'
  }
}
