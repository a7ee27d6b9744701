// `/net`: the stand-in's pg_net (see ./README.md). The worker sends what net.http_post queued; the
// route shows, for tests and curious developers, the latest answers it recorded.
import { Hono } from 'hono'
import type { Service, StackContext } from '../context.ts'
import { requireApiKey } from '../http/apikey.ts'
import { startNetWorker } from './worker.ts'

export async function createNetService(ctx: StackContext): Promise<Service> {
  const worker = await startNetWorker(ctx.db, ctx.log)
  const app = new Hono()
  app.use('*', requireApiKey({ anonKey: ctx.config.serviceRoleKey, serviceRoleKey: ctx.config.serviceRoleKey }))
  app.get('/responses', async (c) => {
    const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 50) || 50, 1), 500)
    const { rows } = await ctx.db.query(
      `select id::integer as id, status_code, content_type, content, timed_out, error_msg, created
         from net._http_response order by created desc, id desc limit $1`,
      [limit],
    )
    return c.json(rows)
  })
  app.post('/drain', async (c) => c.json({ sent: await worker.drain() }))
  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  return { mount: '/net', app, close: () => worker.close() }
}
