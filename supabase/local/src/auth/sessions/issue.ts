// Sessions and access tokens as Supabase Auth issues them (tokens.Service.IssueRefreshToken and
// GenerateAccessToken): a session row, its first refresh token, an AMR claim for how the user got
// in, and a JWT with GoTrue's claims, signed as the project signs (ES256 by default: src/jwt).
import type { Queryable, Tx } from '../../db/types.ts'
import type { JwtKeys } from '../../jwt/index.ts'
import type { AuthSettings } from '../settings.ts'
import { serializeUser, type UserJson } from '../users/serialize.ts'
import { findIdentities, findUserById, NOW, type UserRow, updateUser } from '../users/store.ts'
import { addAmrClaim, type ClientInfo, createRefreshToken, createSession, sessionAmr } from './store.ts'

export interface TokenDeps {
  jwt: JwtKeys
  settings: AuthSettings
}

/** models.AuthenticationMethod values as they appear in `amr`. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'recovery'
  | 'invite'
  | 'magiclink'
  | 'email/signup'
  | 'email_change'
  | 'token_refresh'

export interface SessionJson {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: UserJson
  weak_password?: { message: string; reasons: string[] }
}

export async function loadUserJson(tx: Queryable, userId: string): Promise<{ row: UserRow; json: UserJson }> {
  const row = await findUserById(tx, userId)
  if (!row) throw new Error(`user ${userId} vanished during the request`)
  return { row, json: serializeUser(row, await findIdentities(tx, userId)) }
}

export async function accessToken(deps: TokenDeps, tx: Tx, user: UserRow, sessionId: string) {
  const now = Math.floor(Date.now() / 1000)
  const expiresAt = now + deps.settings.jwtExpiry
  const amr = await sessionAmr(tx, sessionId)
  const token = await deps.jwt.sign({
    iss: deps.settings.externalUrl,
    sub: user.id,
    aud: user.aud,
    exp: expiresAt,
    email: user.email,
    phone: user.phone,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: 'aal1',
    ...(amr.length ? { amr } : {}),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
  return { token, expiresAt, expiresIn: expiresAt - now }
}

/** IssueRefreshToken: a new session for `userId`, signed in by `method`. Runs inside `tx`. */
export async function issueSession(
  deps: TokenDeps,
  tx: Tx,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
): Promise<SessionJson> {
  const sessionId = await createSession(tx, userId, client)
  const refreshToken = await createRefreshToken(tx, userId, sessionId, null)
  await updateUser(tx, userId, { last_sign_in_at: NOW })
  await addAmrClaim(tx, sessionId, method)
  const user = await loadUserJson(tx, userId)
  const access = await accessToken(deps, tx, user.row, sessionId)
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: user.json,
  }
}
