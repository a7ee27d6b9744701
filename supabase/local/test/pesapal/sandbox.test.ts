// The embedded Pesapal sandbox answers Pesapal API 3.0's five endpoints with Pesapal's shapes, serves a
// payment page a tester (or Playwright) drives by its buttons, redirects to callback_url and sends the
// IPN (GET or POST as registered), retrying until it is acknowledged.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_CONSUMER_KEY, SANDBOX_CONSUMER_SECRET } from '../../src/pesapal/api.ts'
import { startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack
let merchant: Server
let merchantUrl: string
/** What the merchant's IPN listener was sent, and how it answers (acknowledge or fail). */
const seen: { method: string; url: string; body: string }[] = []
let acknowledge = true

beforeAll(async () => {
  // Long enough that a loaded machine still reads a mobile money payment as pending before it confirms.
  process.env.PESAPAL_SANDBOX_MOBILE_MONEY_DELAY_MS = '3000'
  process.env.PESAPAL_SANDBOX_IPN_RETRY_MS = '100,100'
  merchant = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body })
      const url = new URL(req.url ?? '/', 'http://x')
      const fields = req.method === 'POST' ? JSON.parse(body) : Object.fromEntries(url.searchParams)
      res.writeHead(acknowledge ? 200 : 500, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          orderNotificationType: fields.OrderNotificationType,
          orderTrackingId: fields.OrderTrackingId,
          orderMerchantReference: fields.OrderMerchantReference,
          status: acknowledge ? 200 : 500,
        }),
      )
    })
  })
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve))
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
  await new Promise((resolve) => merchant?.close(resolve))
})

const api = (path: string) => `${stack.url}/pesapal/v3/api/${path}`
async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(api(path), {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
  return { status: response.status, body: await response.json() }
}
const token = async () =>
  (
    await call('Auth/RequestToken', {
      body: { consumer_key: SANDBOX_CONSUMER_KEY, consumer_secret: SANDBOX_CONSUMER_SECRET },
    })
  ).body.token as string

const order = (notificationId: string, id = `REF-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`) => ({
  id,
  currency: 'UGX',
  amount: 45000,
  description: 'Order #1A2B3C4D (MTN Mobile Money)',
  callback_url: `${merchantUrl}/payment/return`,
  notification_id: notificationId,
  billing_address: {
    email_address: 'amina@example.com',
    phone_number: '+256772100200',
    country_code: 'UG',
    first_name: 'Amina',
    last_name: 'Nakato',
  },
})

describe('Auth/RequestToken', () => {
  it('issues a bearer token for the demo pair, valid five minutes', async () => {
    const { status, body } = await call('Auth/RequestToken', {
      body: { consumer_key: SANDBOX_CONSUMER_KEY, consumer_secret: SANDBOX_CONSUMER_SECRET },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ error: null, status: '200', message: 'Request processed successfully' })
    const lifetime = Date.parse(body.expiryDate) - Date.now()
    expect(lifetime).toBeGreaterThan(4.9 * 60_000)
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000)
  })

  it('refuses other credentials with Pesapal’s error, and other endpoints without a token', async () => {
    const { body } = await call('Auth/RequestToken', { body: { consumer_key: 'x', consumer_secret: 'y' } })
    expect(body).toMatchObject({
      token: null,
      status: '500',
      error: { error_type: 'api_error', code: 'invalid_consumer_key_or_secret_provided' },
    })
    const anonymous = await call('URLSetup/GetIpnList')
    expect(anonymous).toMatchObject({ status: 401, body: { error: { code: 'invalid_api_credentials_provided' } } })
  })
})

describe('URLSetup', () => {
  it('RegisterIPN answers the ipn_id, and GetIpnList lists it', async () => {
    const t = await token()
    const url = `${merchantUrl}/ipn-list-check`
    const { body } = await call('URLSetup/RegisterIPN', { token: t, body: { url, ipn_notification_type: 'GET' } })
    expect(body).toMatchObject({
      url,
      ipn_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ipn_notification_type_description: 'GET',
      error: null,
      status: '200',
    })
    expect(Date.parse(body.created_date)).not.toBeNaN()
    const list = await call('URLSetup/GetIpnList', { token: t })
    expect(list.body).toContainEqual(expect.objectContaining({ url, ipn_id: body.ipn_id }))
    const bad = await call('URLSetup/RegisterIPN', {
      token: t,
      body: { url: 'not a url', ipn_notification_type: 'GET' },
    })
    expect(bad.body).toMatchObject({ status: '500', error: { code: 'invalid_url' } })
  })
})

describe('Transactions', () => {
  it('SubmitOrderRequest answers order_tracking_id and redirect_url; a reused or malformed merchant reference is invalid', async () => {
    const t = await token()
    const ipn = (
      await call('URLSetup/RegisterIPN', {
        token: t,
        body: { url: `${merchantUrl}/ipn`, ipn_notification_type: 'POST' },
      })
    ).body
    const request = order(ipn.ipn_id)
    const { body } = await call('Transactions/SubmitOrderRequest', { token: t, body: request })
    expect(body).toEqual({
      order_tracking_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      merchant_reference: request.id,
      redirect_url: `${stack.url}/pesapal/v3/iframe/pay?OrderTrackingId=${body.order_tracking_id}`,
      error: null,
      status: '200',
    })
    const again = await call('Transactions/SubmitOrderRequest', { token: t, body: request })
    expect(again.body).toMatchObject({
      order_tracking_id: null,
      redirect_url: null,
      status: '500',
      error: { code: 'duplicate_merchant_reference' },
    })
    for (const id of ['has spaces', 'x'.repeat(51), 'semi;colon']) {
      const refused = await call('Transactions/SubmitOrderRequest', { token: t, body: order(ipn.ipn_id, id) })
      expect(refused.body.error.code).toBe('invalid_merchant_reference')
    }
    const unknownIpn = await call('Transactions/SubmitOrderRequest', {
      token: t,
      body: order('00000000-0000-4000-8000-000000000000'),
    })
    expect(unknownIpn.body.error.code).toBe('invalid_notification_id')
  })

  it('GetTransactionStatus reads pending (status_code 0) until paid, then completed (1) with Pesapal’s fields', async () => {
    const t = await token()
    const ipn = (
      await call('URLSetup/RegisterIPN', {
        token: t,
        body: { url: `${merchantUrl}/ipn-post`, ipn_notification_type: 'POST' },
      })
    ).body
    const submitted = (await call('Transactions/SubmitOrderRequest', { token: t, body: order(ipn.ipn_id) })).body
    const status = (
      await call(`Transactions/GetTransactionStatus?orderTrackingId=${submitted.order_tracking_id}`, { token: t })
    ).body
    expect(status).toMatchObject({
      status_code: 0,
      payment_status_description: 'Pending',
      amount: 45000,
      currency: 'UGX',
      merchant_reference: submitted.merchant_reference,
      status: '200',
    })
    expect(Object.keys(status)).toEqual(
      expect.arrayContaining([
        'payment_method',
        'amount',
        'created_date',
        'confirmation_code',
        'payment_status_description',
        'description',
        'message',
        'payment_account',
        'call_back_url',
        'status_code',
        'merchant_reference',
        'currency',
        'error',
        'status',
      ]),
    )
    const unknown = (
      await call('Transactions/GetTransactionStatus?orderTrackingId=00000000-0000-4000-8000-000000000000', { token: t })
    ).body
    expect(unknown).toMatchObject({ status_code: 0, payment_status_description: 'INVALID', status: '500' })
  })
})

describe('the payment page', () => {
  async function newPayment(type: 'GET' | 'POST') {
    const t = await token()
    const ipn = (
      await call('URLSetup/RegisterIPN', {
        token: t,
        body: { url: `${merchantUrl}/ipn-${type.toLowerCase()}`, ipn_notification_type: type },
      })
    ).body
    const submitted = (await call('Transactions/SubmitOrderRequest', { token: t, body: order(ipn.ipn_id) })).body
    return { t, submitted }
  }
  const press = (url: string, action: string, method: string) =>
    fetch(url, { method: 'POST', body: new URLSearchParams({ action, method }), redirect: 'manual' })
  const status = async (t: string, id: string) =>
    (await call(`Transactions/GetTransactionStatus?orderTrackingId=${id}`, { token: t })).body

  it('shows the merchant, amount, currency and a labelled method choice with the buttons Pay, Fail and Leave pending', async () => {
    const { submitted } = await newPayment('POST')
    const html = await (await fetch(submitted.redirect_url)).text()
    expect(html).toContain('UGX 45,000')
    expect(html).toContain('<dt>Merchant</dt><dd>Demo Merchant</dd>')
    expect(html).toContain('<legend>Payment method</legend>')
    expect(html).toMatch(/<input type="radio" name="method" value="mtn" checked> MTN Mobile Money/)
    for (const name of ['Pay', 'Fail', 'Leave pending'])
      expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${name}</button>`))
  })

  it('"Pay" by card completes at once, redirects to callback_url with Pesapal’s three parameters and sends the IPN by GET', async () => {
    const { t, submitted } = await newPayment('GET')
    const response = await press(submitted.redirect_url, 'pay', 'card')
    expect(response.status).toBe(303)
    const back = new URL(response.headers.get('location') as string)
    expect(`${back.origin}${back.pathname}`).toBe(`${merchantUrl}/payment/return`)
    expect(Object.fromEntries(back.searchParams)).toEqual({
      OrderTrackingId: submitted.order_tracking_id,
      OrderMerchantReference: submitted.merchant_reference,
      OrderNotificationType: 'CALLBACKURL',
    })
    expect(await status(t, submitted.order_tracking_id)).toMatchObject({
      status_code: 1,
      payment_status_description: 'Completed',
      payment_method: 'Visa',
    })
    await expect.poll(() => seen.filter((s) => s.url.includes(submitted.order_tracking_id)).length).toBe(1)
    const notice = seen.find((s) => s.url.includes(submitted.order_tracking_id))
    expect(notice?.method).toBe('GET')
    expect(Object.fromEntries(new URL(notice?.url ?? '', 'http://x').searchParams)).toEqual({
      OrderTrackingId: submitted.order_tracking_id,
      OrderMerchantReference: submitted.merchant_reference,
      OrderNotificationType: 'IPNCHANGE',
    })
  })

  it('"Pay" by mobile money reads pending, then completes after the configured delay and sends the IPN by POST', async () => {
    const { t, submitted } = await newPayment('POST')
    await press(submitted.redirect_url, 'pay', 'mtn')
    expect((await status(t, submitted.order_tracking_id)).status_code).toBe(0)
    await expect.poll(async () => (await status(t, submitted.order_tracking_id)).status_code).toBe(1)
    await expect.poll(() => seen.filter((s) => s.body.includes(submitted.order_tracking_id)).length).toBe(1)
    const notice = seen.find((s) => s.body.includes(submitted.order_tracking_id))
    expect(notice?.method).toBe('POST')
    expect(JSON.parse(notice?.body ?? '{}')).toEqual({
      OrderTrackingId: submitted.order_tracking_id,
      OrderMerchantReference: submitted.merchant_reference,
      OrderNotificationType: 'IPNCHANGE',
    })
    expect((await status(t, submitted.order_tracking_id)).payment_method).toBe('MTN UG')
  })

  it('"Fail" reads failed (status_code 2) with a reason; "Leave pending" changes nothing and sends no IPN', async () => {
    const failed = await newPayment('POST')
    await press(failed.submitted.redirect_url, 'fail', 'card')
    expect(await status(failed.t, failed.submitted.order_tracking_id)).toMatchObject({
      status_code: 2,
      payment_status_description: 'Failed',
    })
    const left = await newPayment('POST')
    const response = await press(left.submitted.redirect_url, 'pending', 'card')
    expect(response.status).toBe(303)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await status(left.t, left.submitted.order_tracking_id)).status_code).toBe(0)
    expect(seen.some((s) => s.body.includes(left.submitted.order_tracking_id))).toBe(false)
  })

  it('retries an IPN the merchant does not acknowledge', async () => {
    const { submitted } = await newPayment('POST')
    acknowledge = false
    try {
      await press(submitted.redirect_url, 'pay', 'card')
      await expect.poll(() => seen.filter((s) => s.body.includes(submitted.order_tracking_id)).length).toBe(3)
      // The third delivery is recorded once our refusal is back, just after the merchant saw it.
      await expect
        .poll(async () => {
          const response = await fetch(
            `${stack.url}/pesapal/v3/sandbox/ipn-deliveries?orderTrackingId=${submitted.order_tracking_id}`,
          )
          return ((await response.json()) as { acknowledged: boolean }[]).map((d) => d.acknowledged)
        })
        .toEqual([false, false, false])
    } finally {
      acknowledge = true
    }
  })

  it('answers 404 for an unknown payment link', async () => {
    expect((await fetch(`${stack.url}/pesapal/v3/iframe/pay?OrderTrackingId=nope`)).status).toBe(404)
  })
})
