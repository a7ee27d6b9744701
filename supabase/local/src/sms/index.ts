// The SMS sandbox, mounted at /sms: it takes Africa's Talking's SMS requests (./messaging.ts) and keeps
// what it was sent instead of delivering it, as the mail outbox keeps mail; routes in ./README.md.
import { Hono } from 'hono'
import type { StackConfig } from '../config/index.ts'
import type { Logger, Service } from '../context.ts'
import type { Database } from '../db/types.ts'
import { BodyTooLarge, readBodyWithin } from '../http/body-limit.ts'
import {
  acceptedRecipient,
  isInternationalNumber,
  messagingAnswer,
  newMessageId,
  parseMessagingForm,
  type Recipient,
  refusedRecipient,
} from './messaging.ts'
import { createSmsOutbox, type StoredSms } from './outbox.ts'
import { smsListPage } from './pages.ts'
import { smsSegments } from './segments.ts'

/** A form of a few numbers and one text: far below Africa's Talking's own limits. */
const FORM_LIMIT = 64 * 1024

export function createSmsService(deps: { config: StackConfig; db: Database; log: Logger }): Service {
  const outbox = createSmsOutbox(deps.db)
  const app = new Hono()
  // A `+` left unencoded in a query string reads as a space.
  const number = (value: string | undefined) => value?.replace(/^ (?=\d)/, '+').trim() || undefined
  const withSegments = (sms: StoredSms) => ({ ...sms, segments: smsSegments(sms.message) })

  // The project's own key stands for the Africa's Talking account: the service role's, which only the
  // Edge Functions hold (the API gateway has exchanged a secret key for it already).
  app.post('/version1/messaging', async (c) => {
    if (c.req.header('apikey') !== deps.config.serviceRoleKey)
      return c.text('The supplied authentication is invalid', 401)
    let body: Buffer | null
    try {
      body = await readBodyWithin(c.req.raw, FORM_LIMIT)
    } catch (error) {
      if (error instanceof BodyTooLarge) return c.text(error.message, 413)
      throw error
    }
    const parsed = parseMessagingForm(new URLSearchParams(body?.toString('utf8') ?? ''))
    if ('refusal' in parsed) return c.text(parsed.refusal, 400)
    const recipients: Recipient[] = []
    for (const to of parsed.to) {
      if (!isInternationalNumber(to)) {
        recipients.push(refusedRecipient(to))
        continue
      }
      const stored = await outbox.add({
        message_id: newMessageId(),
        to,
        from: parsed.from,
        username: parsed.username,
        message: parsed.message,
      })
      deps.log.info(`sms to ${to}: ${parsed.message} (${deps.config.apiUrl}/sms)`)
      recipients.push(acceptedRecipient(to, parsed.message, stored.message_id))
    }
    return c.json(messagingAnswer(recipients), 201)
  })

  app.get('/', async (c) => {
    const to = number(c.req.query('to'))
    return c.html(smsListPage((await outbox.list({ to })).map(withSegments), to ?? null))
  })
  app.get('/api/messages', async (c) => {
    const limit = Number(c.req.query('limit') ?? 100)
    const list = await outbox.list({ to: number(c.req.query('to')), limit: Number.isFinite(limit) ? limit : 100 })
    return c.json(list.map(withSegments))
  })
  app.delete('/api/messages', async (c) => c.json({ deleted: await outbox.clear({ to: number(c.req.query('to')) }) }))

  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  return { mount: '/sms', app }
}
