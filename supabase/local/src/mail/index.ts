// The mail outbox service, mounted at /mail. The stack's Mailer stores every mail here instead of
// delivering it, as local Supabase's mail viewer does; routes are listed in ./README.md.
import { Hono } from 'hono'
import type { StackConfig } from '../config/index.ts'
import type { Logger, Mailer, Service } from '../context.ts'
import type { Database } from '../db/types.ts'
import { bearerToken } from '../http/apikey.ts'
import { createOutbox } from './outbox.ts'
import { listPage, messagePage, notFoundPage } from './pages.ts'

export function createMailService(deps: { config: StackConfig; db: Database; log: Logger }): {
  mailer: Mailer
  service: Service
} {
  const outbox = createOutbox(deps.db)
  const mailer: Mailer = {
    async send(mail) {
      const stored = await outbox.add(mail)
      deps.log.info(`mail to ${mail.to}: ${mail.subject} (${deps.config.apiUrl}/mail/messages/${stored.id})`)
    },
  }

  const app = new Hono()
  const recipient = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)
  const messageId = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null)

  app.get('/', async (c) => {
    const to = recipient(c.req.query('to'))
    return c.html(listPage(await outbox.list({ to }), to ?? null))
  })
  app.get('/messages/:id', async (c) => {
    const id = messageId(c.req.param('id'))
    const mail = id === null ? null : await outbox.get(id)
    return mail ? c.html(messagePage(mail)) : c.html(notFoundPage(), 404)
  })

  app.get('/api/messages', async (c) => {
    const limit = Number(c.req.query('limit') ?? 100)
    return c.json(await outbox.list({ to: recipient(c.req.query('to')), limit: Number.isFinite(limit) ? limit : 100 }))
  })
  app.get('/api/messages/:id', async (c) => {
    const id = messageId(c.req.param('id'))
    const mail = id === null ? null : await outbox.get(id)
    return mail ? c.json(mail) : c.json({ message: 'Mail not found' }, 404)
  })
  app.delete('/api/messages', async (c) =>
    c.json({ deleted: await outbox.clear({ to: recipient(c.req.query('to')) }) }),
  )

  // Inbound: how the project's Edge Functions send mail here (their mail interface's local provider).
  // Only the service role may send: `apikey` or `Authorization: Bearer` set to the service role key.
  app.post('/api/send', async (c) => {
    const key = c.req.header('apikey') ?? bearerToken(c.req.header('authorization')) ?? ''
    if (key !== deps.config.serviceRoleKey) return c.json({ message: 'Only the service role may send mail' }, 401)
    let body: Record<string, unknown> | null = null
    try {
      body = (await c.req.json()) as Record<string, unknown>
    } catch {}
    const field = (name: string) => (typeof body?.[name] === 'string' ? (body[name] as string) : '')
    const to = field('to').trim()
    const subject = field('subject').trim()
    const html = field('html')
    const text = field('text')
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(to) || to.length > 254)
      return c.json({ message: 'A valid "to" address is required' }, 400)
    if (!subject || subject.length > 998) return c.json({ message: 'A subject is required' }, 400)
    if (!html && !text) return c.json({ message: 'An html or text body is required' }, 400)
    const stored = await outbox.add({
      to,
      subject,
      html: html || `<pre>${text.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`)}</pre>`,
      text: text || html.replace(/<[^>]*>/g, ''),
    })
    deps.log.info(`mail to ${to}: ${subject} (${deps.config.apiUrl}/mail/messages/${stored.id})`)
    return c.json({ id: stored.id, to: stored.to, subject: stored.subject, created_at: stored.created_at }, 202)
  })

  app.notFound((c) => c.json({ message: 'Not found' }, 404))

  return { mailer, service: { mount: '/mail', app } }
}
