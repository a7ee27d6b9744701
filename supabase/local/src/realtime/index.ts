// Placeholder until the realtime service lands: answers 501 so the stack starts.
import { Hono } from 'hono'
import type { Service, StackContext } from '../context.ts'

export async function createRealtimeService(_ctx: StackContext): Promise<Service> {
  const app = new Hono()
  app.all('*', (c) => c.json({ message: 'realtime is not implemented yet' }, 501))
  return { mount: '/realtime/v1', app }
}
