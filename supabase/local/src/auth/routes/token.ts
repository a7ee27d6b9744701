// POST /token?grant_type=password|refresh_token|pkce (api.Token and its grants).
import type { Context } from 'hono'
import { legacyRefreshTokenPattern, verifyPkce } from '../crypto.ts'
import { badRequest, notFound, tooManyRequests, unprocessable, WeakPasswordError } from '../http/errors.ts'
import { decodeParams } from '../http/params.ts'
import { clientInfo, queryValue, readBody, requestAud } from '../http/request.ts'
import { checkPasswordStrength, dummyHash, verifyPassword } from '../password.ts'
import { deleteFlowState, findFlowStateByAuthCode, flowStateExpired } from '../sessions/flow-state.ts'
import { type AuthMethod, issueSession } from '../sessions/issue.ts'
import { refreshTokenGrant } from '../sessions/refresh.ts'
import { audit } from '../users/audit.ts'
import { findUserByEmail, findUserById } from '../users/store.ts'
import { type AuthDeps, limitByAddress } from './deps.ts'

const INVALID_LOGIN = 'Invalid login credentials'

/** Whether `email`'s account has signed in with a password from `address` in the last 30 days. */
async function signedInFrom(deps: AuthDeps, email: string, address: string): Promise<boolean> {
  const { rows } = await deps.db.query(
    `select 1 from auth.audit_log_entries a
       join auth.users u on u.id::text = a.payload ->> 'actor_id'
      where lower(u.email) = $1 and a.ip_address = $2 and a.payload ->> 'action' = 'login'
        and a.created_at > now() - interval '30 days'
      limit 1`,
    [email, address],
  )
  return rows.length > 0
}

export async function token(c: Context, deps: AuthDeps): Promise<Response> {
  switch (queryValue(c, 'grant_type')) {
    case 'password':
      limitByAddress(c, deps.limits.signInSignUps)
      return passwordGrant(c, deps)
    case 'refresh_token':
      limitByAddress(c, deps.limits.tokenRefresh)
      return refreshGrant(c, deps)
    case 'pkce':
      limitByAddress(c, deps.limits.signInSignUps)
      return pkceGrant(c, deps)
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type')
  }
}

async function passwordGrant(c: Context, deps: AuthDeps): Promise<Response> {
  const params = decodeParams('PasswordGrantParams', await readBody(c), {
    email: 'string',
    phone: 'string',
    password: 'string',
  })
  const aud = requestAud(c, null, deps.settings.aud, deps.settings.adminRoles)
  if (params.email && params.phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.')
  }
  if (params.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
  if (!params.email) throw badRequest('validation_failed', 'missing email or phone')
  if (!deps.settings.emailEnabled) throw unprocessable('email_provider_disabled', 'Email logins are disabled')

  // Guessing is limited per account and client, and per account (password-guard.ts); a refused attempt
  // is refused before its password is checked.
  const account = params.email.toLowerCase()
  const { ip } = clientInfo(c)
  const verdict = await deps.limits.failedPasswords.check(account, ip, (email, address) =>
    signedInFrom(deps, email, address),
  )
  if (!verdict.allowed) {
    throw tooManyRequests(
      'over_request_rate_limit',
      'Request rate limit reached',
      Math.ceil(verdict.retryAfterMs / 1000),
    )
  }
  const user = await findUserByEmail(deps.db, params.email, aud)
  // An unknown address costs a bcrypt comparison too, so the answer's timing does not tell who exists.
  const matches = await verifyPassword(user?.encrypted_password ?? (await dummyHash()), params.password)
  if (!user?.encrypted_password || !matches) {
    deps.limits.failedPasswords.failed(account, ip)
    throw badRequest('invalid_credentials', INVALID_LOGIN)
  }
  deps.limits.failedPasswords.succeeded(account, ip)
  if (user.banned_until && Date.parse(user.banned_until) > Date.now()) throw badRequest('user_banned', 'User is banned')
  // A correct password that no longer meets the rules still signs in; the answer says so.
  let weak: WeakPasswordError | null = null
  try {
    checkPasswordStrength(params.password, deps.settings.password)
  } catch (error) {
    if (error instanceof WeakPasswordError) weak = error
  }
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed')

  const client = clientInfo(c)
  const session = await deps.db.transaction(async (tx) => {
    await audit(tx, user, 'login', { provider: 'email' }, client.ip ?? '')
    return issueSession(deps, tx, user.id, 'password', client)
  })
  return c.json(weak ? { ...session, weak_password: { message: weak.message, reasons: weak.reasons } } : session)
}

async function refreshGrant(c: Context, deps: AuthDeps): Promise<Response> {
  const params = decodeParams('RefreshTokenGrantParams', await readBody(c), { refresh_token: 'string' })
  if (!legacyRefreshTokenPattern.test(params.refresh_token)) {
    throw badRequest('validation_failed', 'Refresh token is not valid')
  }
  return c.json(await refreshTokenGrant(deps, deps.db, params.refresh_token, clientInfo(c)))
}

async function pkceGrant(c: Context, deps: AuthDeps): Promise<Response> {
  const params = decodeParams('PKCEGrantParams', await readBody(c), { auth_code: 'string', code_verifier: 'string' })
  if (!params.auth_code || !params.code_verifier) {
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty')
  }
  const flow = await findFlowStateByAuthCode(deps.db, params.auth_code)
  if (!flow?.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
  if (flowStateExpired(flow, deps.settings.flowStateExpiry)) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
  }
  const user = await findUserById(deps.db, flow.user_id)
  if (!user) throw notFound('user_not_found', 'User not found')
  const mismatch = verifyPkce(flow.code_challenge, flow.code_challenge_method, params.code_verifier)
  if (mismatch) throw badRequest('bad_code_verifier', mismatch)

  const client = clientInfo(c)
  const session = await deps.db.transaction(async (tx) => {
    if (!(await deleteFlowState(tx, flow.id))) {
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
    }
    await audit(tx, user, 'login', { provider_type: flow.provider_type }, client.ip ?? '')
    return issueSession(deps, tx, user.id, flow.authentication_method as AuthMethod, client)
  })
  return c.json(session)
}
