// Every answer of the API, whatever the service and whether it succeeded, says nosniff: a browser takes
// each body as the type it was sent as.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

test('REST, Auth, Storage, Functions and unknown routes all answer X-Content-Type-Options: nosniff', async () => {
  const apikey = stack.config.anonKey
  const answers: Record<string, string | null> = {}
  for (const path of [
    '/',
    '/rest/v1/products?select=*',
    '/rest/v1/no_such_table',
    '/auth/v1/settings',
    '/auth/v1/token?grant_type=password',
    '/storage/v1/bucket',
    '/storage/v1/object/public/st-public/missing.txt',
    '/functions/v1/public-echo',
    '/no/such/route',
  ]) {
    const res = await fetch(`${stack.url}${path}`, { headers: { apikey } })
    await res.arrayBuffer()
    answers[path] = res.headers.get('x-content-type-options')
  }
  expect(Object.values(answers).every((value) => value === 'nosniff') ? 'all' : answers).toBe('all')
})
