// A mail provider that is down loses no order mail: the sender records the failure and the row waits;
// the next wake-up, once the provider answers again, sends it exactly once. The provider here is a
// local server speaking the Resend-compatible API the production mailer uses (MAIL_API_URL).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestStack } from '@shop/supabase-local/testing/stack'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { callFunction, eventually, newCustomer, placeOrder, type Session, startProductStack } from './support/stack.ts'

let stack: TestStack
let provider: Server
let customer: Session
let down = true
const delivered: { from: string; to: string[]; subject: string; text: string }[] = []
const MAIL_ENV = ['MAIL_PROVIDER', 'MAIL_API_URL', 'MAIL_API_KEY', 'MAIL_FROM'] as const

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      if (down || req.headers.authorization !== 'Bearer re_test_key') {
        res.writeHead(503, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ message: 'Service unavailable' }))
        return
      }
      delivered.push(JSON.parse(body))
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ id: `msg_${delivered.length}` }))
    })
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  process.env.MAIL_PROVIDER = 'http'
  process.env.MAIL_API_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/emails`
  process.env.MAIL_API_KEY = 're_test_key'
  process.env.MAIL_FROM = 'Kampala Meats <orders@example.com>'
  stack = await startProductStack()
  customer = await newCustomer(stack)
}, 180_000)
afterAll(async () => {
  await stack?.stop()
  for (const name of MAIL_ENV) delete process.env[name]
  await new Promise((resolve) => provider.close(resolve))
})

const row = async (orderId: string) =>
  (
    await stack.db.query<{ attempts: number; sent_at: Date | null; last_error: string | null }>(
      `select attempts, sent_at, last_error from public.outgoing_mails where order_id = $1 and kind = 'order_confirmation'`,
      [orderId],
    )
  ).rows[0]

it('a confirmation that meets a provider outage waits, then goes out once when the provider is back', async () => {
  // The deploy's first call of the sender tells the database where to post; the customer's welcome mail,
  // queued at sign-up, meets the outage too.
  const first = await callFunction(stack, 'transactional-mail/dispatch', {
    body: {},
    token: stack.config.serviceRoleKey,
  })
  expect(await first.json()).toEqual({ sent: 0, failed: 1, sms: { sent: 0, failed: 0 } })

  const order = await placeOrder(customer, 'cash_on_delivery')
  const failed = await eventually(
    () => row(order.id),
    (r) => (r?.attempts ?? 0) >= 1 && r?.last_error !== null,
  )
  expect(failed).toMatchObject({ attempts: 1, sent_at: null })
  expect(failed?.last_error).toContain('mail provider answered 503')
  expect(delivered).toEqual([])

  down = false
  const answers = await Promise.all(
    [1, 2, 3].map(() =>
      callFunction(stack, 'transactional-mail/dispatch', { body: {}, token: stack.config.serviceRoleKey }).then(
        (r) => r.json() as Promise<{ sent: number }>,
      ),
    ),
  )
  // Placing the order also cancelled the seed's online orders left unpaid, whose customers are told too:
  // only this customer's mails are counted: the order confirmation and the welcome mail, each once.
  const mine = delivered.filter((mail) => mail.to.includes(customer.email))
  // Each mail once, whichever sender took it: the three called here, or the database's wake-up from the
  // placement, which may still be working through its claim (it sends the order's SMS too) when the
  // provider comes back.
  expect(new Set(delivered.map((mail) => `${mail.to} ${mail.subject}`)).size).toBe(delivered.length)
  expect(answers.reduce((n, a) => n + a.sent, 0)).toBeLessThanOrEqual(delivered.length)
  expect(await row(order.id)).toMatchObject({ attempts: 2, last_error: null })
  expect((await row(order.id))?.sent_at).not.toBeNull()
  expect(mine.map((m) => m.subject).sort()).toEqual([
    `Order #${order.number} confirmed · Kampala Meats`,
    'Welcome to Kampala Meats',
  ])
  for (const mail of mine)
    expect(mail).toMatchObject({ from: 'Kampala Meats <orders@example.com>', to: [customer.email] })
})
