// `/pesapal`: an embedded Pesapal API 3.0 sandbox (see ./README.md). `/pesapal/v3` is the base URL a
// Pesapal client is given; `/pesapal/v3/iframe/pay` is the hosted payment page its redirect_url opens.
import { randomBytes, randomInt } from 'node:crypto'
import { Hono } from 'hono'
import type { Service, StackContext } from '../context.ts'
import { createSandboxApi } from './api.ts'
import { deliverIpn } from './ipn.ts'
import { METHODS, notFoundPage, paymentPage } from './page.ts'
import { callbackWithParams } from './shapes.ts'
import { createSandboxStore, type OrderRow } from './store.ts'

export interface SandboxSettings {
  merchantName: string
  /** How long after "Pay" a mobile money payment confirms (Pesapal: about 20 s). */
  mobileMoneyDelayMs: number
  /** Waits before each retry of an unacknowledged IPN. */
  ipnRetryDelaysMs: number[]
}

export function sandboxSettings(env: NodeJS.ProcessEnv = process.env): SandboxSettings {
  const delay = Number(env.PESAPAL_SANDBOX_MOBILE_MONEY_DELAY_MS)
  const retries = (env.PESAPAL_SANDBOX_IPN_RETRY_MS ?? '1000,5000,15000')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n >= 0)
  return {
    merchantName: env.PESAPAL_SANDBOX_MERCHANT?.trim() || 'Demo Merchant',
    mobileMoneyDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : 10_000,
    ipnRetryDelaysMs: retries,
  }
}

const PAGE_PATH = '/v3/iframe/pay'

function maskPhone(phone: string | null | undefined) {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length >= 7 ? `${digits.slice(0, 5)}****${digits.slice(-3)}` : ''
}

export async function createPesapalService(ctx: StackContext, settings = sandboxSettings()): Promise<Service> {
  const store = createSandboxStore(ctx.db)
  await store.ensure()
  const base = `${ctx.config.apiUrl}/pesapal`
  const pageUrl = (trackingId: string) => `${base}${PAGE_PATH}?OrderTrackingId=${encodeURIComponent(trackingId)}`
  const api = createSandboxApi({ store, secret: ctx.config.jwtSecret, pageUrl })

  let closed = false
  const timers = new Set<NodeJS.Timeout>()
  const inFlight = new Set<Promise<unknown>>()
  const track = (work: Promise<unknown>) => {
    inFlight.add(work)
    void work
      .catch((error) => ctx.log.error('pesapal sandbox: background work failed', error))
      .finally(() => inFlight.delete(work))
  }
  const notify = (order: OrderRow) =>
    track(deliverIpn(store, order, ctx.log, { retryDelaysMs: settings.ipnRetryDelaysMs }, () => closed))

  // A mobile money payment confirms when its time comes, also after a restart.
  const schedule = (order: OrderRow) => {
    if (!order.complete_at || closed) return
    const wait = Math.max(0, new Date(order.complete_at).getTime() - Date.now())
    const timer = setTimeout(() => {
      timers.delete(timer)
      track(
        store.confirm(order.order_tracking_id).then((confirmed) => {
          if (confirmed) notify(confirmed)
        }),
      )
    }, wait)
    timers.add(timer)
  }
  for (const order of await store.dueConfirmations()) schedule(order)

  const app = new Hono()
  app.route('/v3/api', api.app)

  app.get(PAGE_PATH, async (c) => {
    const order = await store.order(c.req.query('OrderTrackingId') ?? '')
    if (!order) return c.html(notFoundPage(), 404)
    return c.html(
      paymentPage(order, settings.merchantName, pageUrl(order.order_tracking_id), settings.mobileMoneyDelayMs),
    )
  })

  app.post(PAGE_PATH, async (c) => {
    const order = await store.order(c.req.query('OrderTrackingId') ?? '')
    if (!order) return c.html(notFoundPage(), 404)
    const form = await c.req.parseBody()
    const action = String(form.action ?? '')
    const method = METHODS.find((m) => m.value === form.method) ?? (METHODS[0] as (typeof METHODS)[number])
    const account = method.mobileMoney ? maskPhone(order.billing_address.phone_number) : '476173**0010'

    if (action === 'pay' && method.mobileMoney) {
      const settled = await store.settle(order.order_tracking_id, {
        status: 'pending',
        paymentMethod: method.providerName,
        paymentAccount: account,
        confirmationCode: `${method.value.toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`,
        description: null,
        completeAt: new Date(Date.now() + settings.mobileMoneyDelayMs),
      })
      if (settled) schedule(settled)
    } else if (action === 'pay' || action === 'fail') {
      const paid = action === 'pay'
      const settled = await store.settle(order.order_tracking_id, {
        status: paid ? 'completed' : 'failed',
        paymentMethod: method.providerName,
        paymentAccount: account,
        confirmationCode: paid
          ? String(randomInt(10 ** 9, 10 ** 10 - 1)) + String(randomInt(10 ** 9, 10 ** 10 - 1))
          : null,
        description: paid
          ? null
          : method.mobileMoney
            ? 'The mobile money payment was declined by the subscriber'
            : 'Unable to Authorize Transaction.Kindly contact your bank for assistance',
      })
      if (settled) notify(settled)
    }
    // "Leave pending" changes nothing. Either way the customer goes back to the merchant.
    return c.redirect(callbackWithParams(order), 303)
  })

  // For tests: the IPNs delivered for one order, oldest first.
  app.get('/v3/sandbox/ipn-deliveries', async (c) =>
    c.json(await store.deliveries(c.req.query('orderTrackingId') ?? '')),
  )

  app.notFound((c) =>
    c.json({ error: { error_type: 'api_error', code: 'not_found', message: 'Not found' }, status: '404' }, 404),
  )

  return {
    mount: '/pesapal',
    app,
    async close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      // An IPN waiting to be retried is dropped; anything already sending gets a moment to finish.
      await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => setTimeout(resolve, 1000))])
    },
  }
}
