// GET /verify (the link in a mail) and POST /verify (token_hash, or e-mail and code) — api/verify.go.
// The link answers 303: to `redirect_to?code=…` in the PKCE flow, to `redirect_to#access_token=…`
// in the implicit flow, and errors to `redirect_to` with `error`, `error_code`, `error_description`.
import type { Context } from 'hono'
import type { Tx } from '../../db/types.ts'
import { PKCE_PREFIX, tokenHash } from '../crypto.ts'
import { validateEmail } from '../email.ts'
import { AuthError, badRequest, unprocessable } from '../http/errors.ts'
import { encodeGoQuery, parseGoUrl, withQueryAndFragment } from '../http/go-url.ts'
import { decodeParams } from '../http/params.ts'
import { clientInfo, queryValue, readBody, requestAud } from '../http/request.ts'
import { findLatestFlowState, recordAuthCodeIssued } from '../sessions/flow-state.ts'
import { type AuthMethod, issueSession, type SessionJson } from '../sessions/issue.ts'
import { findUserById, refreshProviders, type UserRow } from '../users/store.ts'
import {
  emailChangeVerify,
  killCodes,
  pendingCodes,
  recoverVerify,
  SINGLE_CONFIRMATION_ACCEPTED,
  signupVerify,
  userByEmailAndOtp,
  userByTokenHash,
} from '../users/verification.ts'
import { type AuthDeps, limitByAddress, requestReferrer } from './deps.ts'

/** ParseAuthenticationMethod for link types, as the PKCE flow records them. */
// A Map: the type comes from the request (see OTT_TYPES in users/verification.ts).
const AUTH_METHODS = new Map<string, AuthMethod>([
  ['signup', 'email/signup'],
  ['invite', 'invite'],
  ['recovery', 'recovery'],
  ['magiclink', 'magiclink'],
  ['email_change', 'email_change'],
])

// GoTrue's oauthErrorMap: the `error` value for an HTTP status.
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

/** What a verified link does to the account; false when a second confirmation is still needed. */
async function applyVerification(deps: AuthDeps, tx: Tx, user: UserRow, type: string, hash: string, ip: string) {
  switch (type) {
    case 'signup':
    case 'invite':
      await signupVerify(tx, user, ip)
      return true
    case 'recovery':
    case 'magiclink':
      await recoverVerify(tx, user, ip)
      return true
    case 'email_change':
      return emailChangeVerify(tx, deps.settings, user, hash, ip)
    default:
      throw badRequest('validation_failed', 'Unsupported verification type')
  }
}

export async function verifyGet(c: Context, deps: AuthDeps): Promise<Response> {
  limitByAddress(c, deps.limits.verify)
  const token = queryValue(c, 'token')
  const type = queryValue(c, 'type')
  const redirectTo = requestReferrer(c, deps)
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type')
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash')
  const flow = token.startsWith(PKCE_PREFIX) ? 'pkce' : 'implicit'
  const client = clientInfo(c)

  let outcome: { session: SessionJson } | { code: string } | { message: string }
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const method = AUTH_METHODS.get(type)
      if (flow === 'pkce' && !method) throw badRequest('validation_failed', 'Unsupported verification type')
      const found = await userByTokenHash(tx, deps.settings, type, token)
      const done = await applyVerification(deps, tx, found.user, found.type, token, client.ip ?? '')
      if (!done) return { message: SINGLE_CONFIRMATION_ACCEPTED }
      const user = await findUserById(tx, found.user.id)
      if (user) await refreshProviders(tx, user)
      if (flow === 'implicit') return { session: await issueSession(deps, tx, found.user.id, 'otp', client) }

      const state = await findLatestFlowState(tx, found.user.id, method as string)
      if (!state) {
        throw badRequest(
          'flow_state_not_found',
          'No associated flow state found. 422: No valid flow state found for user.',
        )
      }
      await recordAuthCodeIssued(tx, state.id)
      return { code: state.auth_code }
    })
  } catch (error) {
    if (error instanceof AuthError) return seeOther(c, errorRedirect(error, redirectTo, flow))
    throw error
  }

  const target = parseGoUrl(redirectTo)
  if (!target) throw unprocessable('validation_failed', 'Invalid redirect URL')
  if ('message' in outcome) {
    const fragment = encodeGoQuery([
      ['message', outcome.message],
      ['sb', ''],
    ])
    return seeOther(c, withQueryAndFragment(target, flow === 'pkce' ? [['message', outcome.message]] : null, fragment))
  }
  if ('code' in outcome) return seeOther(c, withQueryAndFragment(target, [['code', outcome.code]], undefined))
  const s = outcome.session
  // AccessTokenResponse.AsRedirectURL: the session in the fragment, plus the link type.
  const fragment = encodeGoQuery([
    ['access_token', s.access_token],
    ['token_type', s.token_type],
    ['expires_in', String(s.expires_in)],
    ['expires_at', String(s.expires_at)],
    ['refresh_token', s.refresh_token],
    ['sb', ''],
    ['type', type],
  ])
  return seeOther(c, `${redirectTo}#${fragment}`)
}

/** http.Redirect with 303; characters a header cannot carry are percent-encoded. */
function seeOther(c: Context, location: string): Response {
  return c.redirect(
    location.replace(/[^\x21-\x7e]/gu, (ch) => encodeURIComponent(ch)),
    303,
  )
}

/** prepErrorRedirectURL: the error in the fragment, and in the query too for the PKCE flow. */
function errorRedirect(error: AuthError, redirectTo: string, flow: 'pkce' | 'implicit'): string {
  const details: [string, string][] = []
  const oauth = OAUTH_ERRORS[error.status]
  if (oauth) details.push(['error', oauth])
  details.push(['error_code', error.code], ['error_description', error.message])
  const target = parseGoUrl(redirectTo)
  if (!target) return redirectTo
  return withQueryAndFragment(target, flow === 'pkce' ? details : null, encodeGoQuery([...details, ['sb', '']]))
}

/** A wrong code typed for an account: after the last one its codes allow, they are spent. */
async function countWrongCode(deps: AuthDeps, type: string, email: string, aud: string) {
  await deps.db.transaction(async (tx) => {
    const codes = await pendingCodes(tx, type, email, aud)
    if (codes && deps.limits.wrongCodes.failed(codes.key)) await killCodes(tx, codes)
  })
}

export const VERIFY_PARAMS = {
  type: 'string',
  token: 'string',
  token_hash: 'string',
  email: 'string',
  phone: 'string',
  redirect_to: 'string',
} as const

export async function verifyPost(c: Context, deps: AuthDeps): Promise<Response> {
  limitByAddress(c, deps.limits.verify)
  const params = decodeParams('VerifyParams', await readBody(c), VERIFY_PARAMS)
  if (!params.type) throw badRequest('validation_failed', 'Verify requires a verification type')
  if (!params.token === !params.token_hash) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
  }
  let hash = params.token_hash
  let email = ''
  if (params.token) {
    if (params.phone && !params.email) {
      const phone = params.phone.replace(/^\+/, '').replaceAll(' ', '')
      if (!/^[1-9]\d{1,14}$/.test(phone)) {
        throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)')
      }
      // No phone provider here: no account can own this code.
      throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
    }
    if (!params.email || params.phone) {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify')
    }
    try {
      email = validateEmail(params.email)
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format')
    }
    hash = tokenHash(email, params.token)
  } else if (params.email || params.phone || params.redirect_to) {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
  }
  if (params.type === 'sms' || params.type === 'phone_change') {
    throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
  }

  const client = clientInfo(c)
  const aud = requestAud(c, null, deps.settings.aud, deps.settings.adminRoles)
  const result = await deps.db
    .transaction(async (tx) => {
      const found = email
        ? await userByEmailAndOtp(tx, deps.settings, params.type, email, hash, aud)
        : await userByTokenHash(tx, deps.settings, params.type, hash)
      if (!(await applyVerification(deps, tx, found.user, found.type, hash, client.ip ?? ''))) return null
      const user = await findUserById(tx, found.user.id)
      if (user) await refreshProviders(tx, user)
      return issueSession(deps, tx, found.user.id, 'otp', client)
    })
    .catch(async (error) => {
      if (email && error instanceof AuthError && error.code === 'otp_expired') {
        await countWrongCode(deps, params.type, email, aud)
      }
      throw error
    })
  if (!result) return c.json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' })
  return c.json(result)
}
