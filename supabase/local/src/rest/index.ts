// Placeholder until the rest service lands: answers 501 so the stack starts.
import { Hono } from 'hono'
import type { Service, StackContext } from '../context.ts'

export async function createRestService(_ctx: StackContext): Promise<Service> {
  const app = new Hono()
  app.all('*', (c) => c.json({ message: 'rest is not implemented yet' }, 501))
  return { mount: '/rest/v1', app }
}
