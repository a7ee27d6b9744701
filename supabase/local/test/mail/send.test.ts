// The outbox's inbound route for the project's Edge Functions: POST /mail/api/send with the service
// role key stores the mail; anyone else is refused.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

const send = (key: string | null, body: unknown) =>
  fetch(`${stack.url}/mail/api/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { apikey: key } : {}) },
    body: JSON.stringify(body),
  })

it('stores a mail sent with the service role key, shown in the outbox', async () => {
  const response = await send(stack.config.serviceRoleKey, {
    to: 'sent.route@example.com',
    subject: 'Hello',
    text: 'Hi there',
    html: '<p>Hi there</p>',
  })
  expect(response.status).toBe(202)
  const stored = await response.json()
  expect(stored).toMatchObject({ to: 'sent.route@example.com', subject: 'Hello' })
  const mail = await (await fetch(`${stack.url}/mail/api/messages/${stored.id}`)).json()
  expect(mail).toMatchObject({
    to: 'sent.route@example.com',
    subject: 'Hello',
    text: 'Hi there',
    html: '<p>Hi there</p>',
  })
})

it('refuses the anon key, no key, and a mail without recipient or body', async () => {
  expect((await send(stack.config.anonKey, { to: 'a@example.com', subject: 'x', text: 'y' })).status).toBe(401)
  expect((await send(null, { to: 'a@example.com', subject: 'x', text: 'y' })).status).toBe(401)
  expect((await send(stack.config.serviceRoleKey, { to: 'nobody', subject: 'x', text: 'y' })).status).toBe(400)
  expect((await send(stack.config.serviceRoleKey, { to: 'a@example.com', subject: 'x' })).status).toBe(400)
})
