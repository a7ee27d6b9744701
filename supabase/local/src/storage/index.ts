// Placeholder until the storage service lands: answers 501 so the stack starts.
import { Hono } from 'hono'
import type { Service, StackContext } from '../context.ts'

export async function createStorageService(_ctx: StackContext, _options: { seedBuckets: boolean }): Promise<Service> {
  const app = new Hono()
  app.all('*', (c) => c.json({ message: 'storage is not implemented yet' }, 501))
  return { mount: '/storage/v1', app }
}
