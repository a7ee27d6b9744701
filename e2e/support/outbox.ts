// The stand-in's mail outbox (supabase/local/src/mail/README.md): what the stack "sent" to an address,
// and the action link of an auth mail (password recovery, confirmation).
import { E2E_SUPABASE_URL } from './ports.ts'

export interface Mail {
  id: number
  to: string
  subject: string
  html: string
  text: string
  created_at: string
}

const ACTION_LINK = /https?:\/\/\S+\/auth\/v1\/verify\?[^\s"<]+/

/** Every mail to `email`, newest first. */
export async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${E2E_SUPABASE_URL}/mail/api/messages?to=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`outbox answered ${response.status}`)
  return (await response.json()) as Mail[]
}

/** Waits for a mail to `email` newer than `afterId` whose subject matches; throws after `timeoutMs`. */
export async function waitForMail(
  email: string,
  { subject = /./, afterId = 0, timeoutMs = 15_000 }: { subject?: RegExp; afterId?: number; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = (await mailsTo(email)).find((m) => m.id > afterId && subject.test(m.subject))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no mail to ${email} matching ${subject} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The newest mail's id for `email` (0 when none), to wait for the next one. */
export async function lastMailId(email: string): Promise<number> {
  return (await mailsTo(email))[0]?.id ?? 0
}

/** The Auth verify link an auth mail carries (`…/auth/v1/verify?token=…&type=recovery&redirect_to=…`). */
export function actionLink(mail: Mail): string {
  const link = ACTION_LINK.exec(mail.text)?.[0] ?? ACTION_LINK.exec(mail.html)?.[0]
  if (!link) throw new Error(`mail ${mail.id} "${mail.subject}" carries no action link`)
  return link.replaceAll('&amp;', '&')
}

/** Waits for the next password-recovery mail to `email` and returns its link. */
export async function recoveryLink(email: string, afterId = 0): Promise<string> {
  const mail = await waitForMail(email, { afterId, subject: /reset|recover|password/i })
  return actionLink(mail)
}
