// One way for the functions to send mail. On the local stand-in, with no MAIL_API_URL, its outbox
// (`${SUPABASE_URL}/mail/api/send`, service role key), shown at `${SUPABASE_URL}/mail`. In production
// an HTTP mail API compatible with Resend's `POST /emails` (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM).
import { env, requiredEnv, supabaseUrl } from '../env.ts'
import { secretKey } from '../keys.ts'
import { localMode, MissingSettingError, setting } from '../settings.ts'

export interface Mail {
  to: string
  subject: string
  html: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

export class MailError extends Error {}

/**
 * The shop as its mails name and link it (SHOP_NAME, SITE_URL without a trailing slash). SITE_URL falls
 * back to the shop on 127.0.0.1:3000 on the local stand-in only: elsewhere a mail with links to nowhere is
 * not sent.
 */
export function shop() {
  return {
    name: env('SHOP_NAME') ?? 'Kampala Meats',
    site: setting('SITE_URL', () => 'http://127.0.0.1:3000').replace(/\/+$/, ''),
  }
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  )

async function post(url: string, headers: Record<string, string>, body: unknown) {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw new MailError(`mail provider unreachable: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!response.ok)
    throw new MailError(`mail provider answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
}

const outbox: Mailer = {
  send: (mail) => {
    const key = secretKey()
    return post(`${supabaseUrl()}/mail/api/send`, { apikey: key, Authorization: `Bearer ${key}` }, mail)
  },
}

const httpApi: Mailer = {
  send: (mail) =>
    post(
      requiredEnv('MAIL_API_URL'),
      { Authorization: `Bearer ${requiredEnv('MAIL_API_KEY')}` },
      { from: requiredEnv('MAIL_FROM'), to: [mail.to], subject: mail.subject, html: mail.html, text: mail.text },
    ),
}

/** The outbox on the local stand-in when no mail API is set; elsewhere MAIL_API_URL is required. */
export function mailer(): Mailer {
  const provider = env('MAIL_PROVIDER') ?? (env('MAIL_API_URL') || !localMode() ? 'http' : 'outbox')
  if (provider !== 'http') return outbox
  for (const name of ['MAIL_API_URL', 'MAIL_API_KEY', 'MAIL_FROM']) if (!env(name)) throw new MissingSettingError(name)
  return httpApi
}
