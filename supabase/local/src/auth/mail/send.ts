// Mails with one-time tokens (api/mail.go): each stores a token hash on the user (prefixed `pkce_`
// in the PKCE flow) and in auth.one_time_tokens, then mails the link. Mails are collected while the
// transaction runs and sent once it has committed, so a rolled-back request sends nothing.
import type { Mail } from '../../context.ts'
import type { Tx } from '../../db/types.ts'
import { type FlowType, generateOtp, tokenHash, withFlowPrefix } from '../crypto.ts'
import { tooManyRequests } from '../http/errors.ts'
import type { RateLimiter } from '../rate-limit.ts'
import type { AuthSettings } from '../settings.ts'
import { createOneTimeToken, NOW, type UserRow, updateUser } from '../users/store.ts'
import { actionLink, type MailKind, renderMail } from './templates.ts'

export interface MailContext {
  settings: AuthSettings
  /** Where links send the user after verification (GetReferrer). */
  referrer: string
  outgoing: Mail[]
  /** The project's mails an hour, when they are counted (else null). */
  projectLimit: RateLimiter | null
}

/** validateSentWithinFrequencyLimit (GOTRUE_SMTP_MAX_FREQUENCY, `[auth.email] max_frequency`). */
function checkFrequency(settings: AuthSettings, sentAt: string | null) {
  if (!sentAt) return
  const until = Date.parse(sentAt) + settings.emailMaxFrequency * 1000
  if (until > Date.now()) {
    const left = Math.trunc((until - Date.now()) / 1000)
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    )
  }
}

function queue(mc: MailContext, kind: MailKind, to: string, token: string, otp: string, newEmail?: string) {
  if (mc.projectLimit && !mc.projectLimit.take('project')) {
    throw tooManyRequests('over_email_send_rate_limit', 'Email rate limit exceeded')
  }
  const link = actionLink(mc.settings.externalUrl, token, kind, mc.referrer)
  mc.outgoing.push(renderMail(kind, to, link, otp, newEmail))
}

export async function sendConfirmation(mc: MailContext, tx: Tx, user: UserRow, flow: FlowType) {
  checkFrequency(mc.settings, user.confirmation_sent_at)
  const otp = generateOtp(mc.settings.otpLength)
  const token = withFlowPrefix(tokenHash(user.email, otp), flow)
  queue(mc, 'signup', user.email, token, otp)
  await updateUser(tx, user.id, { confirmation_token: token, confirmation_sent_at: NOW })
  await createOneTimeToken(tx, user.id, user.email, token, 'confirmation_token')
}

export async function sendInvite(mc: MailContext, tx: Tx, user: UserRow) {
  const otp = generateOtp(mc.settings.otpLength)
  const token = tokenHash(user.email, otp)
  queue(mc, 'invite', user.email, token, otp)
  await updateUser(tx, user.id, { confirmation_token: token, confirmation_sent_at: NOW, invited_at: NOW })
  await createOneTimeToken(tx, user.id, user.email, token, 'confirmation_token')
}

/** Password recovery and magic links both use the recovery token (and its timer). */
export async function sendRecoveryOrMagicLink(
  mc: MailContext,
  tx: Tx,
  user: UserRow,
  flow: FlowType,
  kind: 'recovery' | 'magiclink',
) {
  checkFrequency(mc.settings, user.recovery_sent_at)
  const otp = generateOtp(mc.settings.otpLength)
  const token = withFlowPrefix(tokenHash(user.email, otp), flow)
  queue(mc, kind, user.email, token, otp)
  await updateUser(tx, user.id, { recovery_token: token, recovery_sent_at: NOW })
  await createOneTimeToken(tx, user.id, user.email, token, 'recovery_token')
}

/** sendEmailChange: a link to the new address and, with secure email change, one to the current. */
export async function sendEmailChange(mc: MailContext, tx: Tx, user: UserRow, newEmail: string, flow: FlowType) {
  checkFrequency(mc.settings, user.email_change_sent_at)
  const otpNew = generateOtp(mc.settings.otpLength)
  const tokenNew = withFlowPrefix(tokenHash(newEmail, otpNew), flow)
  let tokenCurrent = ''
  queue(mc, 'email_change', newEmail, tokenNew, otpNew, newEmail)
  if (mc.settings.secureEmailChange && user.email) {
    const otpCurrent = generateOtp(mc.settings.otpLength)
    tokenCurrent = withFlowPrefix(tokenHash(user.email, otpCurrent), flow)
    queue(mc, 'email_change', user.email, tokenCurrent, otpCurrent, newEmail)
  }
  await updateUser(tx, user.id, {
    email_change: newEmail,
    email_change_token_new: tokenNew,
    email_change_token_current: tokenCurrent,
    email_change_confirm_status: 0,
    email_change_sent_at: NOW,
  })
  if (tokenCurrent) await createOneTimeToken(tx, user.id, user.email, tokenCurrent, 'email_change_token_current')
  await createOneTimeToken(tx, user.id, newEmail, tokenNew, 'email_change_token_new')
}
