// The SMS sandbox: it takes Africa's Talking's SMS request and answers as Africa's Talking does, keeps
// what it was sent, and lists it (HTML and JSON, newest first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smsSegments } from '../../src/sms/segments.ts'
import { startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

let n = 0
const nextNumber = () =>
  `+2567${String(Date.now() % 10_000_000)
    .padStart(7, '0')
    .slice(0, 6)}${n++ % 10}`

function send(fields: Record<string, string>, key: string | null = stack.config.serviceRoleKey) {
  return fetch(`${stack.url}/sms/version1/messaging`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      ...(key ? { apiKey: key } : {}),
    },
    body: new URLSearchParams(fields),
  })
}

interface ListedSms {
  id: number
  message_id: string
  to: string
  from: string | null
  message: string
  segments: number
  created_at: string
}
const listed = async (query = '') =>
  (await (await fetch(`${stack.url}/sms/api/messages${query}`)).json()) as ListedSms[]

describe("Africa's Talking's request and answer", () => {
  it('a message to one number: 201, one recipient with status Success (101), its id and cost; listed', async () => {
    const to = nextNumber()
    const response = await send({
      username: 'sandbox',
      to,
      message: 'Kampala Meats: Order #10234 delivered. Thank you!',
    })
    expect(response.status).toBe(201)
    const answer = await response.json()
    expect(answer).toEqual({
      SMSMessageData: {
        Message: 'Sent to 1/1 Total Cost: UGX 35.0000',
        Recipients: [
          {
            statusCode: 101,
            number: to,
            status: 'Success',
            cost: 'UGX 35.0000',
            messageId: expect.stringMatching(/^ATXid_[0-9a-f]{32}$/),
          },
        ],
      },
    })
    const [sms] = await listed(`?to=${encodeURIComponent(to)}`)
    expect(sms).toMatchObject({
      to,
      from: null,
      message: 'Kampala Meats: Order #10234 delivered. Thank you!',
      message_id: answer.SMSMessageData.Recipients[0].messageId,
      segments: 1,
    })
    expect(sms?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
  })

  it('several numbers at once, one not in international form: that one is InvalidPhoneNumber and not kept', async () => {
    const a = nextNumber()
    const b = nextNumber()
    const response = await send({
      username: 'sandbox',
      to: `${a}, 0772123456,${b}`,
      message: 'Hi',
      from: 'KAMPALAMEATS',
    })
    const { SMSMessageData } = await response.json()
    expect(SMSMessageData.Message).toBe('Sent to 2/3 Total Cost: UGX 70.0000')
    expect(SMSMessageData.Recipients.map((r: { number: string; status: string }) => [r.number, r.status])).toEqual([
      [a, 'Success'],
      ['0772123456', 'InvalidPhoneNumber'],
      [b, 'Success'],
    ])
    expect(SMSMessageData.Recipients[1]).toMatchObject({ statusCode: 403, cost: '0', messageId: 'None' })
    expect((await listed(`?to=${encodeURIComponent(b)}`))[0]).toMatchObject({ from: 'KAMPALAMEATS' })
    expect(await listed('?to=0772123456')).toEqual([])
  })

  it('a wrong or missing apiKey: 401, nothing kept', async () => {
    const to = nextNumber()
    for (const key of ['not-the-key', stack.config.anonKey, null]) {
      const response = await send({ username: 'sandbox', to, message: 'Hi' }, key)
      expect(response.status).toBe(401)
      expect(await response.text()).toBe('The supplied authentication is invalid')
    }
    expect(await listed(`?to=${encodeURIComponent(to)}`)).toEqual([])
  })

  it.each(['username', 'to', 'message'])('a form without %s: 400 naming it', async (missing) => {
    const fields: Record<string, string> = { username: 'sandbox', to: nextNumber(), message: 'Hi' }
    delete fields[missing]
    const response = await send(fields)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(`Request is missing required form field '${missing}'`)
  })
})

describe('the list', () => {
  it('JSON newest first; a + typed unencoded in ?to= still finds the number; DELETE empties it', async () => {
    const to = nextNumber()
    await send({ username: 'sandbox', to, message: 'first' })
    await send({ username: 'sandbox', to, message: 'second' })
    const messages = await listed(`?to=${encodeURIComponent(to)}`)
    expect(messages.map((m) => m.message)).toEqual(['second', 'first'])
    expect(await listed(`?to=${to}`)).toEqual(messages)
    const deleted = await fetch(`${stack.url}/sms/api/messages?to=${encodeURIComponent(to)}`, { method: 'DELETE' })
    expect(await deleted.json()).toEqual({ deleted: 2 })
    expect(await listed(`?to=${encodeURIComponent(to)}`)).toEqual([])
  })

  it('a page shows each message, escaped', async () => {
    const to = nextNumber()
    await send({ username: 'sandbox', to, message: '<script>alert(1)</script> & more' })
    const page = await fetch(`${stack.url}/sms?to=${encodeURIComponent(to)}`)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain(to)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more')
    expect(html).not.toContain('<script>alert(1)</script>')
  })
})

describe('message parts, as the networks count them', () => {
  it.each([
    ['160 GSM characters', 1, 'a'.repeat(160)],
    ['161 GSM characters', 2, 'a'.repeat(161)],
    ['159 GSM characters and the euro sign, which counts twice', 2, `${'a'.repeat(159)}€`],
    ['70 characters outside GSM (UCS-2)', 1, '’'.repeat(70)],
    ['71 characters outside GSM', 2, '’'.repeat(71)],
  ])('%s: %i part(s)', (_, parts, text) => {
    expect(smsSegments(text)).toBe(parts)
  })
})
