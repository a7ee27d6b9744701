// The refresh_token grant (tokens.Service.RefreshTokenGrant) for legacy refresh tokens: each use
// revokes the token and issues its child. Using a revoked token again answers the live child when
// that child descends from it (the client lost the last answer); otherwise it is allowed only within
// refresh_token_reuse_interval of its revocation, after which the whole session's tokens are revoked.
import type { Database } from '../../db/types.ts'
import { AuthError, badRequest } from '../http/errors.ts'
import { audit } from '../users/audit.ts'
import { findUserById } from '../users/store.ts'
import { accessToken, loadUserJson, type SessionJson, type TokenDeps } from './issue.ts'
import {
  type ClientInfo,
  createRefreshToken,
  deleteRefreshToken,
  findActiveRefreshToken,
  findRefreshToken,
  findSession,
  revokeRefreshToken,
  revokeSessionTokens,
  touchSession,
} from './store.ts'

const notFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')

const isBanned = (bannedUntil: string | null) => bannedUntil !== null && Date.parse(bannedUntil) > Date.now()

export async function refreshTokenGrant(
  deps: TokenDeps,
  db: Database,
  refreshToken: string,
  client: ClientInfo,
): Promise<SessionJson> {
  const found = await findRefreshToken(db, refreshToken)
  if (!found) throw notFound()
  const owner = await findUserById(db, found.user_id)
  if (!owner) throw notFound()
  if (isBanned(owner.banned_until)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned')
  const session = found.session_id ? await findSession(db, found.session_id) : null
  if (!session) {
    await deleteRefreshToken(db, found.id)
    throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found')
  }
  if (session.not_after && Date.parse(session.not_after) < Date.now()) {
    throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired')
  }

  // Rows are locked for the rest of the work, so concurrent refreshes of one token run one after the other.
  const outcome = await db.transaction(async (tx): Promise<SessionJson | AuthError> => {
    const token = await findRefreshToken(tx, refreshToken, true)
    const locked = token?.session_id ? await findSession(tx, token.session_id, true) : null
    const user = token ? await findUserById(tx, token.user_id) : null
    if (!token || !locked || !user) return notFound()

    let issued: string | null = null
    if (token.revoked) {
      const active = await findActiveRefreshToken(tx, locked.id)
      if (active && active.parent === token.token) {
        issued = active.token
      } else {
        const reuseUntil = Date.parse(token.updated_at) + deps.settings.refreshTokenReuseInterval * 1000
        if (Date.now() > reuseUntil) {
          if (deps.settings.refreshTokenRotation) await revokeSessionTokens(tx, locked.id)
          // Committed with the error, so the revocation stays.
          return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used')
        }
      }
    }

    await audit(tx, user, 'token_refreshed', undefined, client.ip ?? '')
    if (!issued) {
      await audit(tx, user, 'token_revoked', undefined, client.ip ?? '')
      await revokeRefreshToken(tx, token.id)
      issued = await createRefreshToken(tx, user.id, locked.id, token.token)
    }

    const access = await accessToken(deps, tx, user, locked.id)
    await touchSession(tx, locked.id, client)
    const { json } = await loadUserJson(tx, user.id)
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: issued,
      user: json,
    }
  })
  if (outcome instanceof AuthError) throw outcome
  return outcome
}
