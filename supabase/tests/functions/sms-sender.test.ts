// The functions' SMS sender: the request Africa's Talking takes (a form, the key in `apiKey`), its answer
// read per recipient (101 sent; any other status a failure that says why), which account and host it
// uses (none at all on a hosted project without credentials: an error naming the setting), and the
// words of each order SMS, one message each. Africa's Talking itself is out of reach from here: a small
// HTTP server answers as it does (its answers as its API documents them), and records what it was sent.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { smsSegments } from '@shop/supabase-local/sms/segments'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

const vars = new Map<string, string>()
beforeAll(() => {
  ;(globalThis as { Deno?: unknown }).Deno = { env: { get: (name: string) => vars.get(name) } }
})
afterEach(() => vars.clear())
const hosted = (settings: Record<string, string> = {}) => {
  vars.set('SUPABASE_URL', 'https://abc.supabase.co')
  for (const [name, value] of Object.entries(settings)) vars.set(name, value)
}

const { africasTalkingConfig, smsSender, SmsError } = await import('../../functions/_shared/sms/africastalking.ts')
const { orderSms, localPhone } = await import('../../functions/_shared/sms/order-sms.ts')
const { MissingSettingError } = await import('../../functions/_shared/settings.ts')
const { sendWaitingSms } = await import('../../functions/transactional-mail/send-sms.ts')

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  form: Record<string, string>
}
let seen: Seen[] = []
let answer: { status: number; body: string } = { status: 201, body: '' }
let server: Server
let endpoint = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(body)),
      })
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/version1/messaging`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
afterEach(() => {
  seen = []
})

const recipient = (fields: Record<string, unknown>) =>
  JSON.stringify({
    SMSMessageData: {
      Message: 'Sent to 1/1 Total Cost: UGX 35.0000',
      Recipients: [{ number: '+256772100200', cost: 'UGX 35.0000', messageId: 'ATXid_abc', ...fields }],
    },
  })
const config = { username: 'kampalameats', apiKey: 'atsk_live', from: 'KAMPALAMEAT', endpoint: '' }
const sender = () => smsSender({ ...config, endpoint })
const sms = { to: '+256772100200', message: 'Kampala Meats: Order #10234 delivered. Thank you!' }

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the send to fail')
}

describe("Africa's Talking's request", () => {
  it('POST /version1/messaging: the form username, to, message, from; the key in apiKey; JSON asked for', async () => {
    answer = { status: 201, body: recipient({ statusCode: 101, status: 'Success' }) }
    expect(await sender().send(sms)).toEqual({ messageId: 'ATXid_abc', status: 'Success', cost: 'UGX 35.0000' })
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/version1/messaging',
        form: { username: 'kampalameats', to: '+256772100200', message: sms.message, from: 'KAMPALAMEAT' },
      }),
    ])
    expect(seen[0]?.headers).toMatchObject({
      apikey: 'atsk_live',
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    })
  })

  it('no sender id set: no from field (the account’s default)', async () => {
    answer = { status: 201, body: recipient({ statusCode: 102, status: 'Queued' }) }
    await smsSender({ ...config, from: null, endpoint }).send(sms)
    expect(seen[0]?.form).toEqual({ username: 'kampalameats', to: sms.to, message: sms.message })
  })
})

describe("Africa's Talking's answer", () => {
  it.each([
    [405, 'InsufficientBalance'],
    [403, 'InvalidPhoneNumber'],
    [406, 'UserInBlacklist'],
    [500, 'InternalServerError'],
  ])('a recipient with status code %i (%s) is a failure that keeps the status', async (statusCode, status) => {
    answer = { status: 201, body: recipient({ statusCode, status }) }
    const error = await failure(sender().send(sms))
    expect(error).toBeInstanceOf(SmsError)
    expect(error).toMatchObject({ status, message: `Africa's Talking refused the message: ${status} (${statusCode})` })
  })

  it('no recipient (a refused sender id): a failure with its message', async () => {
    answer = { status: 201, body: JSON.stringify({ SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } }) }
    expect(await failure(sender().send(sms))).toMatchObject({
      message: "Africa's Talking sent nothing: InvalidSenderId",
    })
  })

  it('a refused key, an answer that is not JSON, a provider out of reach: failures that say so', async () => {
    answer = { status: 401, body: 'The supplied authentication is invalid' }
    expect(await failure(sender().send(sms))).toMatchObject({
      message: "Africa's Talking answered 401: The supplied authentication is invalid",
    })
    answer = { status: 201, body: '<AfricasTalkingResponse/>' }
    expect(await failure(sender().send(sms))).toMatchObject({
      message: "Africa's Talking answered 201 without JSON: <AfricasTalkingResponse/>",
    })
    const closed = await failure(smsSender({ ...config, endpoint: 'http://127.0.0.1:9/version1/messaging' }).send(sms))
    expect(closed).toBeInstanceOf(SmsError)
    expect((closed as Error).message).toMatch(/^Africa's Talking unreachable: /)
  })
})

describe('which account, which host', () => {
  const missing = (fn: () => unknown) => {
    try {
      fn()
      return null
    } catch (error) {
      return error instanceof MissingSettingError ? error.setting : `not a missing setting: ${error}`
    }
  }

  it('a hosted project without AFRICASTALKING_USERNAME or AFRICASTALKING_API_KEY: an error naming it', () => {
    hosted()
    expect(missing(africasTalkingConfig)).toBe('AFRICASTALKING_USERNAME')
    hosted({ AFRICASTALKING_USERNAME: 'kampalameats' })
    expect(missing(africasTalkingConfig)).toBe('AFRICASTALKING_API_KEY')
    hosted({ AFRICASTALKING_API_KEY: 'atsk_live' })
    expect(africasTalkingConfig()).toEqual({
      username: 'kampalameats',
      apiKey: 'atsk_live',
      from: null,
      endpoint: 'https://api.africastalking.com/version1/messaging',
    })
  })

  it("the username sandbox: Africa's Talking's sandbox host; AFRICASTALKING_API_URL: that host", () => {
    hosted({ AFRICASTALKING_USERNAME: 'sandbox', AFRICASTALKING_API_KEY: 'atsk_test' })
    expect(africasTalkingConfig().endpoint).toBe('https://api.sandbox.africastalking.com/version1/messaging')
    hosted({ AFRICASTALKING_API_URL: 'https://at.example.ug/', AFRICASTALKING_SENDER_ID: 'KAMPALAMEAT' })
    expect(africasTalkingConfig()).toMatchObject({
      endpoint: 'https://at.example.ug/version1/messaging',
      from: 'KAMPALAMEAT',
    })
  })

  it('on the stand-in, nothing set: its SMS sandbox, with the project’s secret key', () => {
    hosted({ SUPABASE_LOCAL: 'true', SUPABASE_SERVICE_ROLE_KEY: 'service.jwt' })
    expect(africasTalkingConfig()).toEqual({
      username: 'sandbox',
      apiKey: 'service.jwt',
      from: null,
      endpoint: 'https://abc.supabase.co/sms/version1/messaging',
    })
  })

  it('a hosted project without credentials sends nothing: the sender refuses before it claims a row', async () => {
    hosted({ SITE_URL: 'https://shop.example.ug' })
    // No project keys either: a claim would fail otherwise, with another error.
    const error = await failure(sendWaitingSms())
    expect(error).toBeInstanceOf(MissingSettingError)
    expect(error).toMatchObject({ setting: 'AFRICASTALKING_USERNAME' })
  })
})

describe('the words: fixed, one SMS each', () => {
  const order = { number: 10234, payment_method: 'cash_on_delivery', payment_status: 'pending' }
  const facts: {
    rider_first_name: string | null
    rider_phone: string | null
    cancellation_reason: string | null
    delivery_code?: string | null
  } = {
    rider_first_name: null,
    rider_phone: null,
    cancellation_reason: null,
  }
  const write = (kind: string, more: Partial<typeof facts> = {}, paid: Partial<typeof order> = {}) =>
    orderSms({ ...facts, kind, ...more }, { ...order, ...paid }, 'Kampala Meats')

  it.each([
    [
      'confirmed',
      write('order_confirmed'),
      "Kampala Meats: Order #10234 confirmed. We'll SMS you when it leaves the shop.",
    ],
    [
      'on its way, with the rider',
      write('out_for_delivery', { rider_first_name: 'Joseph', rider_phone: '+256772123456' }),
      'Kampala Meats: Order #10234 is on its way with Joseph, 0772 123456.',
    ],
    [
      'on its way, with the delivery code',
      write('out_for_delivery', { rider_first_name: 'Joseph', rider_phone: '+256772123456', delivery_code: '0482' }),
      'Kampala Meats: Order #10234 is on its way with Joseph, 0772 123456. Delivery code 0482: give it to your rider.',
    ],
    [
      'on its way, with a rider who has no phone',
      write('out_for_delivery', { rider_first_name: 'Joseph' }),
      'Kampala Meats: Order #10234 is on its way with Joseph.',
    ],
    ['delivered', write('delivered'), 'Kampala Meats: Order #10234 delivered. Thank you!'],
    [
      'cancelled by the shop, cash on delivery',
      write('order_cancelled', { cancellation_reason: 'Out of delivery area.' }),
      'Kampala Meats: Order #10234 cancelled: Out of delivery area. Nothing to pay.',
    ],
    [
      'cancelled, paid online',
      write(
        'order_cancelled',
        { cancellation_reason: 'Out of stock' },
        { payment_method: 'mtn_money', payment_status: 'paid' },
      ),
      'Kampala Meats: Order #10234 cancelled: Out of stock. We will refund your payment within 7 days.',
    ],
    [
      'cancelled and refunded',
      write('order_cancelled', {}, { payment_method: 'card', payment_status: 'refunded' }),
      'Kampala Meats: Order #10234 cancelled. Your payment has been refunded.',
    ],
    [
      'cancelled by its customer, unpaid online',
      write('order_cancelled', {}, { payment_method: 'card' }),
      'Kampala Meats: Order #10234 cancelled. Nothing was charged.',
    ],
  ])('%s', (_, text, expected) => {
    expect(text).toBe(expected)
    expect(smsSegments(text)).toBe(1)
  })

  it('a long reason is shortened at a word to keep to one SMS', () => {
    const reason =
      'The rider could not reach the customer at the gate after three calls and the outlet closes at nine tonight'
    const text = write(
      'order_cancelled',
      { cancellation_reason: reason },
      { payment_status: 'paid', payment_method: 'card' },
    )
    expect(text.length).toBeLessThanOrEqual(160)
    expect(smsSegments(text)).toBe(1)
    expect(text).toMatch(
      /^Kampala Meats: Order #10234 cancelled: The rider could not reach the customer [a-z ]+\w\.\.\. We will refund/,
    )
  })

  it('Ugandan numbers as people write them; others in E.164', () => {
    expect(localPhone('+256701733905')).toBe('0701 733905')
    expect(localPhone('+254712345678')).toBe('+254712345678')
  })
})
