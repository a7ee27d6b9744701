import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestStack, type TestStack } from './stack.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

test('the test stack hands out supabase-js clients that reach its API', async () => {
  const { error } = await stack.anon().auth.getSession()
  expect(error).toBeNull()
  const health = await fetch(`${stack.url}/auth/v1/health`, { headers: { apikey: stack.config.anonKey } })
  expect(health.status).toBe(200)
})
