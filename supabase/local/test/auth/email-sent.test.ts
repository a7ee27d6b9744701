// Auth's mails an hour, all addresses together (`[auth.rate_limit] email_sent`, hosted's
// RATE_LIMIT_EMAIL_SENT), in a project that confirms sign-ups by mail: once they are used up, a request
// that would mail answers 429 over_email_send_rate_limit and changes nothing.
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { anon } from './clients.ts'
import { mailsTo, uniqueEmail } from './helpers.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack({
    workdir: path.join(import.meta.dirname, 'fixtures/confirmations'),
    configOverride: path.join(import.meta.dirname, 'fixtures/email-sent.config.toml'),
  })
})
afterAll(async () => {
  await stack?.stop()
})

it('mails email_sent times an hour to different addresses, then refuses the next sign-up without mailing or keeping it', async () => {
  for (let i = 0; i < 2; i++) {
    const email = uniqueEmail('counted')
    expect((await anon(stack).auth.signUp({ email, password: 'kampala-123' })).error).toBeNull()
    expect(await mailsTo(stack, email)).toHaveLength(1)
  }
  const late = uniqueEmail('late')
  const { error } = await anon(stack).auth.signUp({ email: late, password: 'kampala-123' })
  expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' })
  expect(await mailsTo(stack, late)).toEqual([])
  const { rows } = await stack.db.query('select id from auth.users where email = $1', [late])
  expect(rows).toEqual([])
})
