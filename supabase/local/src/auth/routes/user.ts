// GET /user and PUT /user (api/user.go), and POST /logout (api/logout.go).
import type { Context } from 'hono'
import { flowFromChallenge, validatePkceParams } from '../crypto.ts'
import { validateEmail } from '../email.ts'
import { badRequest, forbidden, unprocessable } from '../http/errors.ts'
import { decodeParams } from '../http/params.ts'
import { authenticate, clientInfo, queryValue, readBody, requestAud } from '../http/request.ts'
import { sendEmailChange } from '../mail/send.ts'
import { checkPasswordStrength, hashPassword, verifyPassword } from '../password.ts'
import { createFlowState } from '../sessions/flow-state.ts'
import { loadUserJson } from '../sessions/issue.ts'
import { deleteSessions } from '../sessions/store.ts'
import { updatePassword } from '../users/actions.ts'
import { audit } from '../users/audit.ts'
import { findDuplicateEmail, findUserById, mergeMetadata, updateUser } from '../users/store.ts'
import { emailChangeVerify } from '../users/verification.ts'
import { type AuthDeps, mailContext, sendQueued } from './deps.ts'

export async function getUser(c: Context, deps: AuthDeps): Promise<Response> {
  const { claims, user } = await authenticate(c, deps.db, deps.jwt)
  const aud = requestAud(c, claims, deps.settings.aud, deps.settings.adminRoles)
  const tokenAud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud
  if (!tokenAud || aud !== tokenAud) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience")
  }
  return c.json((await loadUserJson(deps.db, user.id)).json)
}

const USER_UPDATE_PARAMS = {
  email: 'string',
  password: 'optionalString',
  current_password: 'optionalString',
  nonce: 'string',
  data: 'object',
  app_metadata: 'object',
  phone: 'string',
  channel: 'string',
  code_challenge: 'string',
  code_challenge_method: 'string',
} as const

export async function updateUserRoute(c: Context, deps: AuthDeps): Promise<Response> {
  const { settings } = deps
  const { claims, user, session } = await authenticate(c, deps.db, deps.jwt)
  const aud = requestAud(c, claims, settings.aud, settings.adminRoles)
  const params = decodeParams('UserUpdateParams', await readBody(c), USER_UPDATE_PARAMS)

  const email = params.email ? validateEmail(params.email) : ''
  if (params.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider')
  if (params.password !== null) checkPasswordStrength(params.password, settings.password)
  // isAdmin: a user of the default audience with the role "admin" (GOTRUE_JWT_ADMIN_GROUP_NAME).
  if (params.app_metadata !== null && !(user.aud === settings.aud && user.role === 'admin')) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  }
  if (user.is_anonymous && params.password && !email) {
    throw unprocessable(
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    )
  }
  if (email && email !== user.email && (await findDuplicateEmail(deps.db, email, aud, user.id))) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  validatePkceParams(params.code_challenge_method, params.code_challenge)

  let hash: string | null = null
  if (params.password !== null && params.password !== '') {
    if (user.encrypted_password && (await verifyPassword(user.encrypted_password, params.password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.')
    }
    hash = await hashPassword(params.password)
  }

  const mail = mailContext(c, deps)
  const ip = clientInfo(c).ip ?? ''
  await deps.db.transaction(async (tx) => {
    let current = (await findUserById(tx, user.id, true)) ?? user
    if (params.password !== null) {
      await updatePassword(tx, current, hash ?? '', session?.id ?? null)
      await audit(tx, current, 'user_updated_password', undefined, ip)
      current = (await findUserById(tx, user.id)) ?? current
    }
    if (params.data !== null) {
      await updateUser(tx, user.id, { raw_user_meta_data: mergeMetadata(current.raw_user_meta_data, params.data) })
    }
    if (params.app_metadata !== null) {
      await updateUser(tx, user.id, {
        raw_app_meta_data: mergeMetadata(current.raw_app_meta_data, params.app_metadata),
      })
    }
    current = (await findUserById(tx, user.id)) ?? current
    if (email && email !== current.email) {
      if (current.is_anonymous && settings.autoconfirm) {
        await updateUser(tx, user.id, { email_change: email })
        const pending = await findUserById(tx, user.id)
        if (pending) await emailChangeVerify(tx, settings, pending, '', ip)
      } else {
        const flow = flowFromChallenge(params.code_challenge)
        if (flow === 'pkce') {
          await createFlowState(tx, {
            userId: user.id,
            providerType: 'email_change',
            authenticationMethod: 'email_change',
            codeChallenge: params.code_challenge,
            codeChallengeMethod: params.code_challenge_method,
          })
        }
        await sendEmailChange(mail, tx, current, email, flow)
      }
    }
    await audit(tx, current, 'user_modified', undefined, ip)
  })
  await sendQueued(deps, mail.outgoing)
  return c.json((await loadUserJson(deps.db, user.id)).json)
}

export async function logout(c: Context, deps: AuthDeps): Promise<Response> {
  const { user, session } = await authenticate(c, deps.db, deps.jwt)
  const scope = queryValue(c, 'scope') || 'global'
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`)
  }
  const ip = clientInfo(c).ip ?? ''
  await deps.db.transaction(async (tx) => {
    await audit(tx, user, 'logout', undefined, ip)
    if (session && scope === 'local') await deleteSessions(tx, { sessionId: session.id })
    else if (session && scope === 'others') await deleteSessions(tx, { userId: user.id, except: session.id })
    else await deleteSessions(tx, { userId: user.id })
  })
  return c.body(null, 204)
}
