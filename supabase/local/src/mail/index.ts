// Placeholder until the mail outbox lands: mails are logged.
import { Hono } from 'hono'
import type { StackConfig } from '../config/index.ts'
import type { Logger, Mailer, Service } from '../context.ts'
import type { Database } from '../db/types.ts'

export function createMailService(deps: { config: StackConfig; db: Database; log: Logger }): {
  mailer: Mailer
  service: Service
} {
  const app = new Hono()
  app.all('*', (c) => c.json({ message: 'mail outbox is not implemented yet' }, 501))
  return {
    mailer: { send: async (mail) => deps.log.info(`mail to ${mail.to}: ${mail.subject}`) },
    service: { mount: '/mail', app },
  }
}
