// What every route handler of the Auth service is given, and the helpers they share.
import type { Context } from 'hono'
import type { Logger, Mail, Mailer } from '../../context.ts'
import type { Database } from '../../db/types.ts'
import type { JwtKeys } from '../../jwt/index.ts'
import { tooManyRequests } from '../http/errors.ts'
import { referrer } from '../http/redirect.ts'
import { clientInfo, queryValue } from '../http/request.ts'
import type { MailContext } from '../mail/send.ts'
import type { PasswordGuard } from '../password-guard.ts'
import type { RateLimiter } from '../rate-limit.ts'
import type { TokenDeps } from '../sessions/issue.ts'
import type { AuthSettings } from '../settings.ts'
import type { WrongCodes } from '../wrong-codes.ts'

export interface AuthDeps extends TokenDeps {
  db: Database
  jwt: JwtKeys
  mailer: Mailer
  log: Logger
  settings: AuthSettings
  limits: {
    /** Sign-ups, sign-ins, and the mails that start one, per client address. */
    signInSignUps: RateLimiter
    /** Failed password sign-ins per account (e-mail address) and client, and per account. */
    failedPasswords: PasswordGuard
    tokenRefresh: RateLimiter
    verify: RateLimiter
    /** Wrong one-time codes per account and mailed code. */
    wrongCodes: WrongCodes
    /** Auth's mails per hour, all addresses together (RATE_LIMIT_EMAIL_SENT). */
    emailSent: RateLimiter
  }
}

/** 429 over_request_rate_limit once the client address has used up `limiter`. */
export function limitByAddress(c: Context, limiter: RateLimiter) {
  const { ip } = clientInfo(c)
  if (ip && !limiter.take(ip)) throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached')
}

/** GetReferrer: the redirect_to header or query value, the Referer, or site_url. */
export function requestReferrer(c: Context, deps: AuthDeps): string {
  const redirectTo = c.req.header('redirect_to') || queryValue(c, 'redirect_to')
  return referrer(deps.settings.redirect, redirectTo, c.req.header('referer'))
}

export function mailContext(c: Context, deps: AuthDeps): MailContext {
  return {
    settings: deps.settings,
    referrer: requestReferrer(c, deps),
    outgoing: [],
    // Hosted Auth counts its mails against the hourly limit only where sign-ups are confirmed by mail.
    projectLimit: deps.settings.autoconfirm ? null : deps.limits.emailSent,
  }
}

/** Sends what a committed transaction queued. A mail that cannot be stored is logged, not fatal. */
export async function sendQueued(deps: AuthDeps, outgoing: Mail[]) {
  for (const mail of outgoing) {
    try {
      await deps.mailer.send(mail)
    } catch (error) {
      deps.log.error(`could not store mail to ${mail.to}`, error)
    }
  }
}
