// POST /signup (api.Signup): e-mail and password sign-up. With autoconfirm (local Supabase's default)
// the answer is a session; otherwise a confirmation mail goes out and the answer is the user.
import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { flowFromChallenge, validatePkceParams } from '../crypto.ts'
import { validateEmail } from '../email.ts'
import { badRequest, unprocessable } from '../http/errors.ts'
import { decodeParams } from '../http/params.ts'
import { clientInfo, readBody } from '../http/request.ts'
import { sendConfirmation } from '../mail/send.ts'
import { checkPasswordStrength, hashPassword } from '../password.ts'
import { createFlowState } from '../sessions/flow-state.ts'
import { issueSession, loadUserJson } from '../sessions/issue.ts'
import { confirmUser, emailIdentityData, removeUnconfirmedIdentities, signupNewUser } from '../users/actions.ts'
import { audit } from '../users/audit.ts'
import { goTime } from '../users/serialize.ts'
import { findDuplicateEmail, findIdentity, findUserById, insertIdentity } from '../users/store.ts'
import { type AuthDeps, limitByAddress, mailContext, sendQueued } from './deps.ts'

export const SIGNUP_PARAMS = {
  email: 'string',
  phone: 'string',
  password: 'string',
  data: 'object',
  channel: 'string',
  code_challenge_method: 'string',
  code_challenge: 'string',
} as const

export async function signup(c: Context, deps: AuthDeps): Promise<Response> {
  const params = decodeParams('SignupParams', await readBody(c), SIGNUP_PARAMS)
  if (!params.email && !params.phone) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  limitByAddress(c, deps.limits.signInSignUps)
  if (deps.settings.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  if (!params.password) throw badRequest('validation_failed', 'Signup requires a valid password')
  checkPasswordStrength(params.password, deps.settings.password)
  if (params.email && params.phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.')
  }
  if (params.phone && params.code_challenge) {
    throw badRequest('validation_failed', 'PKCE not supported for phone signups')
  }
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  if (!params.email) throw badRequest('phone_provider_disabled', 'Phone signups are disabled')

  return c.json(
    await signupUser(c, deps, {
      email: params.email,
      password: params.password,
      data: params.data ?? {},
      codeChallenge: params.code_challenge,
      codeChallengeMethod: params.code_challenge_method,
    }),
  )
}

export interface SignupRequest {
  email: string
  password: string
  data: Record<string, unknown>
  codeChallenge: string
  codeChallengeMethod: string
}

class UserExists extends Error {}

/** The body of api.Signup for an e-mail address; answers what POST /signup answers. */
export async function signupUser(c: Context, deps: AuthDeps, request: SignupRequest) {
  const { settings } = deps
  if (settings.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  if (!settings.emailEnabled) throw badRequest('email_provider_disabled', 'Email signups are disabled')
  const email = validateEmail(request.email)
  const { data } = request
  const flow = flowFromChallenge(request.codeChallenge)
  const client = clientInfo(c)
  const ip = client.ip ?? ''

  const existing = await findDuplicateEmail(deps.db, email, settings.aud, null)
  // Hashing is slow: done before the transaction, as GoTrue does.
  const hash = existing ? null : await hashPassword(request.password)
  const mail = mailContext(c, deps)

  let userId: string
  try {
    userId = await deps.db.transaction(async (tx) => {
      let user = existing ? await findUserById(tx, existing.id, true) : null
      if (user) {
        // An unconfirmed account is left as it is: the caller has not proven it owns the address.
        if (user.email_confirmed_at) throw new UserExists()
      } else {
        const id = await signupNewUser(
          tx,
          {
            aud: settings.aud,
            email,
            encryptedPassword: hash,
            userMetadata: data,
            appMetadata: { provider: 'email', providers: ['email'] },
          },
          settings.defaultRole,
        )
        user = await findUserById(tx, id)
        if (!user) throw new Error('the new user is not readable')
      }

      if (!(await findIdentity(tx, user.id, 'email'))) {
        await insertIdentity(tx, user.id, 'email', emailIdentityData(user.id, user.email, data))
        const identity = await findIdentity(tx, user.id, 'email')
        if (identity) await removeUnconfirmedIdentities(tx, user, identity)
        user = (await findUserById(tx, user.id)) ?? user
      }

      if (!user.email_confirmed_at) {
        if (settings.autoconfirm) {
          await audit(tx, user, 'user_signedup', { provider: 'email' }, ip)
          await confirmUser(tx, user)
        } else {
          await audit(tx, user, 'user_confirmation_requested', { provider: 'email' }, ip)
          if (flow === 'pkce') {
            await createFlowState(tx, {
              userId: user.id,
              providerType: 'email',
              authenticationMethod: 'email/signup',
              codeChallenge: request.codeChallenge,
              codeChallengeMethod: request.codeChallengeMethod,
            })
          }
          await sendConfirmation(mail, tx, user, flow)
        }
      }
      return user.id
    })
  } catch (error) {
    if (!(error instanceof UserExists) || !existing) throw error
    await deps.db.transaction((tx) => audit(tx, existing, 'user_repeated_signup', { provider: 'email' }, ip))
    if (settings.autoconfirm) throw unprocessable('user_already_exists', 'User already registered')
    return obfuscatedUser(email, data, settings.aud)
  }
  await sendQueued(deps, mail.outgoing)

  const created = await findUserById(deps.db, userId)
  if (created?.email_confirmed_at) {
    return deps.db.transaction(async (tx) => {
      await audit(tx, created, 'login', { provider: 'email' }, ip)
      return issueSession(deps, tx, userId, 'password', client)
    })
  }
  const user = await loadUserJson(deps.db, userId)
  if (user.row.invited_at) return { ...user.json, user_metadata: {}, identities: [] }
  return user.json
}

/** sanitizeUser: what a repeated sign-up sees when confirmations are on, so the account stays hidden. */
function obfuscatedUser(email: string, data: Record<string, unknown>, aud: string) {
  const now = goTime(new Date().toISOString())
  return {
    id: randomUUID(),
    aud,
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}
