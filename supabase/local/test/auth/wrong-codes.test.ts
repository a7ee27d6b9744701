// Guessing the code a recovery mail carries: the code dies after a few wrong tries for its account,
// whichever addresses they come from; a new mail brings a new code with tries of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { anon, service } from './clients.ts'
import { mailsTo, uniqueEmail } from './helpers.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
})

describe('guessing the mailed code', () => {
  // Made through the admin API, which the per-address sign-up limit does not count.
  const confirmedAccount = async () => {
    const email = uniqueEmail('guessed')
    const { error } = await service(stack).auth.admin.createUser({
      email,
      password: 'kampala-123',
      email_confirm: true,
    })
    if (error) throw error
    return email
  }
  const codeOf = (mail: { text: string } | undefined) => mail?.text.match(/code: (\d{6})/)?.[1] as string
  const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0')

  it('a code dies after 5 wrong tries for its account: the right one then answers 403 otp_expired', async () => {
    const email = await confirmedAccount()
    await anon(stack).auth.resetPasswordForEmail(email)
    const otp = codeOf((await mailsTo(stack, email))[0])
    for (let i = 0; i < 5; i++) {
      const { error } = await anon(stack).auth.verifyOtp({ email, token: wrong(otp), type: 'recovery' })
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' })
    }
    const { data, error } = await anon(stack).auth.verifyOtp({ email, token: otp, type: 'recovery' })
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' })
    expect(data.session).toBeNull()
    const { rows } = await stack.db.query<{ recovery_token: string }>(
      'select recovery_token from auth.users where email = $1',
      [email],
    )
    expect(rows).toEqual([{ recovery_token: '' }])
  })

  it('fewer wrong tries leave the code working, and a new mail brings a code with its own tries', async () => {
    const email = await confirmedAccount()
    await anon(stack).auth.resetPasswordForEmail(email)
    const first = codeOf((await mailsTo(stack, email))[0])
    for (let i = 0; i < 4; i++) await anon(stack).auth.verifyOtp({ email, token: wrong(first), type: 'recovery' })
    // The fixture's max_frequency is 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await anon(stack).auth.resetPasswordForEmail(email)
    const second = codeOf((await mailsTo(stack, email))[0])
    await anon(stack).auth.verifyOtp({ email, token: wrong(second), type: 'recovery' })
    const { data, error } = await anon(stack).auth.verifyOtp({ email, token: second, type: 'recovery' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
  })
})
