// Placeholder until the functions service lands: answers 501 so the stack starts.
import { Hono } from 'hono'
import type { Service, StackContext } from '../context.ts'

export async function createFunctionsService(_ctx: StackContext): Promise<Service> {
  const app = new Hono()
  app.all('*', (c) => c.json({ message: 'functions is not implemented yet' }, 501))
  return { mount: '/functions/v1', app }
}
