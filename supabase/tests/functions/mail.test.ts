// The welcome e-mail after sign-up goes through the functions' mail interface; locally it lands in
// the stand-in's outbox (<API URL>/mail), where the developer (and this test) reads it.

import { afterAll, beforeAll, expect, it } from 'vitest'
import type { TestStack } from '../../local/test/support/stack.ts'
import { callFunction, newCustomer, startProductStack } from './support/stack.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startProductStack()
}, 180_000)
afterAll(() => stack?.stop())

const outbox = async (to: string) =>
  (await (await fetch(`${stack.url}/mail/api/messages?to=${encodeURIComponent(to)}`)).json()) as {
    to: string
    subject: string
    text: string
    html: string
  }[]

it('the welcome e-mail after sign-up lands in the outbox, addressed by the user’s name', async () => {
  const customer = await newCustomer(stack, 'Amina Nakato')
  const response = await callFunction(stack, 'welcome-mail', {
    token: customer.token,
    body: {
      service: 'default',
      template: 'welcome',
      template_params: { user_name: 'Amina Nakato', email: customer.email },
    },
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ sent: true, to: customer.email })
  const [mail] = await outbox(customer.email)
  expect(mail).toMatchObject({ to: customer.email, subject: 'Welcome to Kampala Meats, Amina Nakato!' })
  expect(mail?.text).toContain(`Thank you for creating your Kampala Meats account with ${customer.email}.`)
  expect(mail?.html).toContain('<p>Hello Amina Nakato,</p>')
})

it('goes only to the signed-in user’s own address, whatever e-mail the request names', async () => {
  const customer = await newCustomer(stack, 'Brian Okello')
  const response = await callFunction(stack, 'welcome-mail', {
    token: customer.token,
    body: { template_params: { user_name: '<b>Brian</b>', email: 'someone.else@example.com' } },
  })
  expect(await response.json()).toEqual({ sent: true, to: customer.email })
  expect(await outbox('someone.else@example.com')).toEqual([])
  const [mail] = await outbox(customer.email)
  expect(mail?.html).toContain('Hello &lt;b&gt;Brian&lt;/b&gt;,')
})

it('a visitor who is not signed in cannot send one', async () => {
  const response = await callFunction(stack, 'welcome-mail', {
    body: { template_params: { user_name: 'X', email: 'x@example.com' } },
  })
  expect(response.status).toBe(401)
})
