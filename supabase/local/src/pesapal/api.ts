// The five endpoints of Pesapal API 3.0 under `<mount>/v3/api`: Auth/RequestToken,
// URLSetup/RegisterIPN, URLSetup/GetIpnList, Transactions/SubmitOrderRequest and
// Transactions/GetTransactionStatus, with Pesapal's request validation and answer shapes.
import { Hono } from 'hono'
import { jwtVerify, SignJWT } from 'jose'
import { bearerToken } from '../http/apikey.ts'
import { apiError, callbackWithParams, invalidToken, ipnBody, transactionStatusBody } from './shapes.ts'
import { type BillingAddress, DuplicateReferenceError, type NotificationType, type SandboxStore } from './store.ts'

/** The sandbox merchant's credentials (documented in ./README.md). */
export const SANDBOX_CONSUMER_KEY = 'supabase-local-demo-key'
export const SANDBOX_CONSUMER_SECRET = 'supabase-local-demo-secret'
const TOKEN_LIFETIME_S = 5 * 60

/** Pesapal's rule for the merchant reference: at most 50 of letters, digits and `-_.:`. */
export const MERCHANT_REFERENCE = /^[A-Za-z0-9\-_.:]{1,50}$/

type Json = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value : null)
const isHttpUrl = (value: string | null): value is string => {
  if (!value) return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export function createSandboxApi(deps: {
  store: SandboxStore
  secret: string
  pageUrl: (trackingId: string) => string
}) {
  const { store } = deps
  const key = new TextEncoder().encode(deps.secret)
  const app = new Hono<{ Variables: { consumerKey: string } }>()

  const body = async (req: Request): Promise<Json | null> => {
    try {
      const value = await req.json()
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null
    } catch {
      return null
    }
  }

  app.post('/Auth/RequestToken', async (c) => {
    const given = await body(c.req.raw)
    if (given?.consumer_key !== SANDBOX_CONSUMER_KEY || given?.consumer_secret !== SANDBOX_CONSUMER_SECRET) {
      return c.json({
        token: null,
        expiryDate: null,
        ...apiError('invalid_consumer_key_or_secret_provided', 'Invalid consumer_key or consumer_secret provided'),
        message: 'Invalid consumer_key or consumer_secret provided',
      })
    }
    const expiry = new Date(Date.now() + TOKEN_LIFETIME_S * 1000)
    const token = await new SignJWT({ consumer_key: SANDBOX_CONSUMER_KEY })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('supabase-local-pesapal')
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiry.getTime() / 1000))
      .sign(key)
    return c.json({
      token,
      expiryDate: expiry.toISOString(),
      error: null,
      status: '200',
      message: 'Request processed successfully',
    })
  })

  // Every other endpoint needs the bearer token from RequestToken.
  app.use('*', async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    try {
      if (!token) throw new Error('no token')
      const { payload } = await jwtVerify(token, key, { issuer: 'supabase-local-pesapal', algorithms: ['HS256'] })
      c.set('consumerKey', String(payload.consumer_key))
    } catch {
      return c.json(invalidToken(), 401)
    }
    return next()
  })

  app.post('/URLSetup/RegisterIPN', async (c) => {
    const given = await body(c.req.raw)
    const url = text(given?.url)
    const type = text(given?.ipn_notification_type)?.toUpperCase()
    if (!isHttpUrl(url)) return c.json(apiError('invalid_url', 'A valid url is required'))
    if (type !== 'GET' && type !== 'POST') {
      return c.json(apiError('invalid_ipn_notification_type', 'ipn_notification_type must be GET or POST'))
    }
    return c.json(ipnBody(await store.registerIpn(c.get('consumerKey'), url, type as NotificationType)))
  })

  app.get('/URLSetup/GetIpnList', async (c) => c.json((await store.listIpns(c.get('consumerKey'))).map(ipnBody)))

  app.post('/Transactions/SubmitOrderRequest', async (c) => {
    const given = await body(c.req.raw)
    if (!given) return c.json(apiError('invalid_request', 'The request body must be JSON'))
    const id = text(given.id)
    const currency = text(given.currency)?.toUpperCase() ?? null
    const amount = typeof given.amount === 'number' ? given.amount : Number(text(given.amount) ?? Number.NaN)
    const description = text(given.description)
    const callbackUrl = text(given.callback_url)
    const cancellationUrl = text(given.cancellation_url)
    const notificationId = text(given.notification_id)
    const billing = given.billing_address as BillingAddress | undefined
    const refuse = (code: string, message: string) =>
      c.json({ order_tracking_id: null, merchant_reference: id, redirect_url: null, ...apiError(code, message) })

    if (!id || !MERCHANT_REFERENCE.test(id)) {
      return refuse(
        'invalid_merchant_reference',
        'id is required: at most 50 characters, only alphanumerics and - _ . :',
      )
    }
    if (!currency || !/^[A-Z]{3}$/.test(currency)) return refuse('invalid_currency', 'currency is required')
    if (!Number.isFinite(amount) || amount <= 0) return refuse('invalid_amount', 'amount must be greater than 0')
    if (!description || description.length > 100) {
      return refuse('invalid_description', 'description is required, at most 100 characters')
    }
    if (!isHttpUrl(callbackUrl)) return refuse('invalid_callback_url', 'callback_url must be a valid URL')
    if (cancellationUrl && !isHttpUrl(cancellationUrl)) {
      return refuse('invalid_cancellation_url', 'cancellation_url must be a valid URL')
    }
    if (!notificationId || !(await store.ipn(c.get('consumerKey'), notificationId))) {
      return refuse('invalid_notification_id', 'notification_id must be a registered IPN id')
    }
    if (!billing || typeof billing !== 'object' || !(text(billing.email_address) || text(billing.phone_number))) {
      return refuse('invalid_billing_address', 'billing_address needs an email_address or a phone_number')
    }
    try {
      const order = await store.submit({
        consumerKey: c.get('consumerKey'),
        merchantReference: id,
        currency,
        amount,
        description,
        callbackUrl,
        cancellationUrl,
        notificationId,
        billingAddress: billing,
      })
      return c.json({
        order_tracking_id: order.order_tracking_id,
        merchant_reference: order.merchant_reference,
        redirect_url: deps.pageUrl(order.order_tracking_id),
        error: null,
        status: '200',
      })
    } catch (error) {
      if (error instanceof DuplicateReferenceError) {
        return refuse('duplicate_merchant_reference', 'A request with the same merchant reference (id) already exists')
      }
      throw error
    }
  })

  app.get('/Transactions/GetTransactionStatus', async (c) => {
    const trackingId = c.req.query('orderTrackingId') ?? c.req.query('OrderTrackingId') ?? ''
    const order = await store.order(trackingId)
    if (!order || order.consumer_key !== c.get('consumerKey')) {
      return c.json({
        payment_method: '',
        amount: 0,
        created_date: null,
        confirmation_code: '',
        payment_status_description: 'INVALID',
        description: 'Transaction not found',
        message: 'Request processed successfully',
        payment_account: '',
        call_back_url: '',
        status_code: 0,
        merchant_reference: '',
        payment_status_code: '',
        currency: '',
        ...apiError('invalid_order_tracking_id', 'No transaction found for this orderTrackingId'),
      })
    }
    return c.json(transactionStatusBody(order))
  })

  return { app, callbackWithParams }
}
