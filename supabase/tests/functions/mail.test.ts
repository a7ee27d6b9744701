// The welcome mail follows the account, never a request: the database queues it once when a customer's
// address is confirmed (at sign-up, where Auth confirms addresses itself), and the transactional-mail
// sender mails it, with fixed words, to the stand-in's outbox (<API URL>/mail), where this test reads it.
// No endpoint sends a mail because a browser asked, and nothing a sign-up sends reaches a mail.

import type { TestStack } from '@shop/supabase-local/testing/stack'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { callFunction, eventually, newCustomer, startProductStack } from './support/stack.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startProductStack()
  // As after a deploy: one call of the sender stores where the database wakes it.
  const first = await callFunction(stack, 'transactional-mail/dispatch', {
    body: {},
    token: stack.config.serviceRoleKey,
  })
  expect(first.status).toBe(200)
}, 180_000)
afterAll(() => stack?.stop())

interface OutboxMail {
  to: string
  subject: string
  text: string
  html: string
}
const outbox = async (to: string) =>
  (await (await fetch(`${stack.url}/mail/api/messages?to=${encodeURIComponent(to)}`)).json()) as OutboxMail[]
const welcomes = (to: string) =>
  eventually(
    () => outbox(to),
    (mails) => mails.length > 0,
  )

const LURE = 'your account is locked - verify now at http://evil.example/login'

it('sign-up alone brings one welcome mail, in the shop’s own words', async () => {
  const customer = await newCustomer(stack, 'Amina Nakato')
  const [mail, ...more] = await welcomes(customer.email)
  expect(more).toEqual([])
  expect(mail).toMatchObject({ to: customer.email, subject: 'Welcome to Kampala Meats' })
  expect(mail?.text).toContain('Thank you for creating your Kampala Meats account.')
  expect(mail?.html).toContain('<p>Hello,</p>')
})

it('nothing the sign-up sent reaches the mail: not the name, not the address it typed', async () => {
  const customer = await newCustomer(stack, `Kampala Meats, ${LURE}!`)
  const [mail] = await welcomes(customer.email)
  for (const part of [mail?.subject, mail?.text, mail?.html]) {
    expect(part).not.toContain('evil.example')
    expect(part).not.toContain('locked')
    expect(part).not.toContain(customer.email)
  }
})

it('no endpoint mails because a browser asks: the welcome-mail function is gone, and asking again sends nothing', async () => {
  const customer = await newCustomer(stack, 'Brian Okello')
  await welcomes(customer.email)
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      callFunction(stack, 'welcome-mail', {
        token: customer.token,
        body: { template_params: { user_name: LURE, email: customer.email } },
      }),
    ),
  )
  expect(answers.map((r) => r.status)).toEqual(Array(20).fill(404))
  // Signing in again, or the sender woken again, mails nothing more.
  const client = createClient(stack.url, stack.config.anonKey, { auth: { persistSession: false } })
  expect((await client.auth.signInWithPassword({ email: customer.email, password: 'matooke-2026' })).error).toBeNull()
  await callFunction(stack, 'transactional-mail/dispatch', { body: {}, token: stack.config.serviceRoleKey })
  expect(await outbox(customer.email)).toHaveLength(1)
})
