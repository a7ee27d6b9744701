// The mails Supabase Auth sends, with its default subjects, and a plain body of our own that carries
// the action link (<API URL>/auth/v1/verify?token=…&type=…&redirect_to=…) and the one-time code.
import type { Mail } from '../../context.ts'
import { escapeHtml } from '../../mail/pages.ts'
import { goQueryEscape } from '../http/go-url.ts'
import { MAX_WRONG_CODES } from '../wrong-codes.ts'

export type MailKind = 'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change'

/** The verify link GoTrue mails (templatemailer getPath): redirect_to is escaped only when it must be. */
export function actionLink(externalUrl: string, token: string, type: string, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo
  return `${externalUrl}/verify?token=${goQueryEscape(token)}&type=${goQueryEscape(type)}&redirect_to=${redirect}`
}

interface Content {
  subject: string
  heading: string
  lead: string
  action: string
  footer?: string
}

function content(kind: MailKind, newEmail: string): Content {
  switch (kind) {
    case 'signup':
      return {
        subject: 'Confirm your email address',
        heading: 'Confirm your email address',
        lead: 'Thanks for signing up. Open the link below to confirm this email address.',
        action: 'Confirm email address',
      }
    case 'recovery':
      return {
        subject: 'Reset your password',
        heading: 'Reset your password',
        lead: 'Someone asked to reset the password of this account. Open the link below to choose a new one.',
        action: 'Reset password',
        footer: 'If you did not ask for this, ignore this mail: your password stays as it is.',
      }
    case 'magiclink':
      return {
        subject: 'Your sign-in link',
        heading: 'Your sign-in link',
        lead: 'Open the link below to sign in. It works once and expires soon.',
        action: 'Sign in',
      }
    case 'invite':
      return {
        subject: "You've been invited",
        heading: "You've been invited",
        lead: 'You have been invited to create an account. Open the link below to accept.',
        action: 'Accept the invitation',
      }
    case 'email_change':
      return {
        subject: 'Confirm your new email address',
        heading: 'Confirm your new email address',
        lead: `Open the link below to confirm ${newEmail} as the new email address of your account.`,
        action: 'Confirm the change',
        footer: 'If you did not ask for this change, ignore this mail.',
      }
  }
}

/** What the code line adds: a code dies after a few wrong tries for its account (wrong-codes.ts). */
export const CODE_LIMIT_NOTE = `After ${MAX_WRONG_CODES} wrong tries the code stops working: then ask for a new mail.`

export function renderMail(kind: MailKind, to: string, link: string, otp: string, newEmail = ''): Mail {
  const c = content(kind, newEmail)
  const html = `<h2>${escapeHtml(c.heading)}</h2>
<p>${escapeHtml(c.lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(c.action)}</a></p>
${otp ? `<p>Or enter this code: <strong>${escapeHtml(otp)}</strong>. ${escapeHtml(CODE_LIMIT_NOTE)}</p>\n` : ''}${c.footer ? `<p>${escapeHtml(c.footer)}</p>\n` : ''}`
  const text = [
    c.heading,
    '',
    c.lead,
    '',
    `${c.action}: ${link}`,
    ...(otp ? ['', `Or enter this code: ${otp}`, CODE_LIMIT_NOTE] : []),
  ]
    .concat(c.footer ? ['', c.footer] : [])
    .join('\n')
  return { to, subject: c.subject, html, text }
}
