// Placeholder until the auth service lands: answers 501 so the stack starts.
import { Hono } from 'hono'
import type { Service, StackContext } from '../context.ts'

export async function createAuthService(_ctx: StackContext): Promise<Service> {
  const app = new Hono()
  app.all('*', (c) => c.json({ message: 'auth is not implemented yet' }, 501))
  return { mount: '/auth/v1', app }
}
