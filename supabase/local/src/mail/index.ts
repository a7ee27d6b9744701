// The mail outbox service, mounted at /mail. The stack's Mailer stores every mail here instead of
// delivering it, as local Supabase's mail viewer does; routes are listed in ./README.md.
import { Hono } from 'hono'
import type { StackConfig } from '../config/index.ts'
import type { Logger, Mailer, Service } from '../context.ts'
import type { Database } from '../db/types.ts'
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

  app.notFound((c) => c.json({ message: 'Not found' }, 404))

  return { mailer, service: { mount: '/mail', app } }
}
