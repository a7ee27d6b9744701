// POST /recover (password recovery mail), POST /resend, POST /otp and POST /magiclink (api/recover.go,
// resend.go, otp.go, magic_link.go). Unknown addresses get the same empty answer as known ones.
import type { Context } from 'hono'
import type { Tx } from '../../db/types.ts'
import { type FlowType, flowFromChallenge, validatePkceParams } from '../crypto.ts'
import { validateEmail } from '../email.ts'
import { badRequest, unprocessable } from '../http/errors.ts'
import { decodeParams } from '../http/params.ts'
import { clientInfo, readBody, requestAud } from '../http/request.ts'
import { type MailContext, sendConfirmation, sendEmailChange, sendRecoveryOrMagicLink } from '../mail/send.ts'
import { generatePassword } from '../password.ts'
import { createFlowState } from '../sessions/flow-state.ts'
import { audit } from '../users/audit.ts'
import { findUserByEmail, findUserById, type UserRow } from '../users/store.ts'
import { type AuthDeps, limitByAddress, mailContext, sendQueued } from './deps.ts'
import { signupUser } from './signup.ts'

export async function recover(c: Context, deps: AuthDeps): Promise<Response> {
  limitByAddress(c, deps.limits.signInSignUps)
  if (!deps.settings.emailEnabled) throw badRequest('email_provider_disabled', 'Email logins are disabled')
  const params = decodeParams('RecoverParams', await readBody(c), {
    email: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })
  if (!params.email) throw badRequest('validation_failed', 'Password recovery requires an email')
  const email = validateEmail(params.email)
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  const flow = flowFromChallenge(params.code_challenge)
  const aud = requestAud(c, null, deps.settings.aud, deps.settings.adminRoles)

  const found = await findUserByEmail(deps.db, email, aud)
  if (!found) return c.json({})
  const pkce = { providerType: 'recovery', authenticationMethod: 'recovery', ...challenge(params) }
  return mailUser(c, deps, found, flow, pkce, async (mail, tx, user, ip) => {
    await audit(tx, user, 'user_recovery_requested', undefined, ip)
    await sendRecoveryOrMagicLink(mail, tx, user, flow, 'recovery')
  })
}

export async function resend(c: Context, deps: AuthDeps): Promise<Response> {
  limitByAddress(c, deps.limits.signInSignUps)
  const params = decodeParams('ResendConfirmationParams', await readBody(c), {
    type: 'string',
    email: 'string',
    phone: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })
  if (params.type === 'signup' || params.type === 'email_change') {
    validatePkceParams(params.code_challenge_method, params.code_challenge)
  } else if (params.type !== 'sms' && params.type !== 'phone_change') {
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change')
  }
  if (!params.email && params.type === 'signup') {
    throw badRequest('validation_failed', 'Type provided requires an email address')
  }
  if (!params.phone && params.type === 'sms')
    throw badRequest('validation_failed', 'Type provided requires a phone number')
  if (params.email && params.phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided.')
  }
  if (params.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  if (!params.email) throw badRequest('validation_failed', 'Missing email address or phone number')
  if (!deps.settings.emailEnabled) throw badRequest('email_provider_disabled', 'Email logins are disabled')
  const email = validateEmail(params.email)
  const aud = requestAud(c, null, deps.settings.aud, deps.settings.adminRoles)

  const found = await findUserByEmail(deps.db, email, aud)
  if (!found) return c.json({})
  if (params.type === 'signup' && found.email_confirmed_at) return c.json({})
  if (params.type === 'email_change' && !found.email_change) return c.json({})
  if (params.type !== 'signup' && params.type !== 'email_change') return c.json({})

  const flow = flowFromChallenge(params.code_challenge)
  const signup = params.type === 'signup'
  const pkce = {
    providerType: signup ? 'email' : 'email_change',
    authenticationMethod: signup ? 'email/signup' : 'email_change',
    ...challenge(params),
  }
  return mailUser(c, deps, found, flow, pkce, async (mail, tx, user, ip) => {
    if (signup) {
      await audit(tx, user, 'user_confirmation_requested', undefined, ip)
      await sendConfirmation(mail, tx, user, flow)
    } else {
      await sendEmailChange(mail, tx, user, user.email_change, flow)
    }
  })
}

const OTP_PARAMS = {
  email: 'string',
  phone: 'string',
  create_user: 'bool',
  data: 'object',
  channel: 'string',
  code_challenge_method: 'string',
  code_challenge: 'string',
} as const

/** POST /otp with an e-mail address: a magic link (and the code), signing up unknown addresses. */
export async function otp(c: Context, deps: AuthDeps): Promise<Response> {
  limitByAddress(c, deps.limits.signInSignUps)
  const params = decodeParams('OtpParams', await readBody(c), OTP_PARAMS, { create_user: true })
  if (params.email && params.phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided')
  }
  if (params.email && params.channel)
    throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP')
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  if (!params.email && !params.phone) throw badRequest('validation_failed', 'One of email or phone must be set')
  if (params.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider')
  const aud = requestAud(c, null, deps.settings.aud, deps.settings.adminRoles)
  if (!params.create_user) {
    const email = validateEmail(params.email)
    if (!(await findUserByEmail(deps.db, email, aud)))
      throw unprocessable('otp_disabled', 'Signups not allowed for otp')
  }
  return magicLinkFor(c, deps, params.email, params.data ?? {}, params.code_challenge, params.code_challenge_method)
}

/** POST /magiclink (deprecated in auth-js, still served). */
export async function magicLink(c: Context, deps: AuthDeps): Promise<Response> {
  limitByAddress(c, deps.limits.signInSignUps)
  const params = decodeParams('MagicLinkParams', await readBody(c), {
    email: 'string',
    data: 'object',
    code_challenge_method: 'string',
    code_challenge: 'string',
  })
  return magicLinkFor(c, deps, params.email, params.data ?? {}, params.code_challenge, params.code_challenge_method)
}

async function magicLinkFor(
  c: Context,
  deps: AuthDeps,
  rawEmail: string,
  data: Record<string, unknown>,
  codeChallenge: string,
  codeChallengeMethod: string,
): Promise<Response> {
  if (!deps.settings.emailEnabled) throw unprocessable('email_provider_disabled', 'Email logins are disabled')
  if (!rawEmail) throw unprocessable('validation_failed', 'Password recovery requires an email')
  const email = validateEmail(rawEmail)
  validatePkceParams(codeChallengeMethod, codeChallenge)
  const flow = flowFromChallenge(codeChallenge)
  const aud = requestAud(c, null, deps.settings.aud, deps.settings.adminRoles)

  let user = await findUserByEmail(deps.db, email, aud)
  if (!user?.email_confirmed_at) {
    // Not yet an account: sign it up with a random password. With autoconfirm the magic link follows;
    // otherwise the confirmation mail is the link.
    await signupUser(c, deps, {
      email,
      password: generatePassword(deps.settings.password.requiredCharacters, 33),
      data,
      codeChallenge,
      codeChallengeMethod,
    })
    if (!deps.settings.autoconfirm) return c.json({})
    user = await findUserByEmail(deps.db, email, aud)
    if (!user) return c.json({})
  }

  const pkce = { providerType: 'magiclink', authenticationMethod: 'magiclink', codeChallenge, codeChallengeMethod }
  return mailUser(c, deps, user, flow, pkce, async (mail, tx, locked, ip) => {
    await audit(tx, locked, 'user_recovery_requested', undefined, ip)
    await sendRecoveryOrMagicLink(mail, tx, locked, flow, 'magiclink')
  })
}

const challenge = (params: { code_challenge: string; code_challenge_method: string }) => ({
  codeChallenge: params.code_challenge,
  codeChallengeMethod: params.code_challenge_method,
})

/**
 * In one transaction with the user's row locked: the PKCE flow state when the request brought a
 * code challenge, then what `queue` records and queues; the queued mails go out once committed.
 */
async function mailUser(
  c: Context,
  deps: AuthDeps,
  found: UserRow,
  flow: FlowType,
  pkce: Omit<Parameters<typeof createFlowState>[1], 'userId'>,
  queue: (mail: MailContext, tx: Tx, user: UserRow, ip: string) => Promise<void>,
): Promise<Response> {
  const mail = mailContext(c, deps)
  const ip = clientInfo(c).ip ?? ''
  await deps.db.transaction(async (tx) => {
    const user = (await findUserById(tx, found.id, true)) ?? found
    if (flow === 'pkce') await createFlowState(tx, { userId: user.id, ...pkce })
    await queue(mail, tx, user, ip)
  })
  await sendQueued(deps, mail.outgoing)
  return c.json({})
}
