// Where Pesapal sends the customer back: the storefront's payment return page, `/payment/return`, on
// the origin the customer is shopping on when that origin is the shop's (SITE_URL, or one listed in
// PAYMENT_RETURN_ORIGINS; any loopback origin while on the embedded sandbox), else on SITE_URL.
// PAYMENT_RETURN_URL overrides all of it. SITE_URL defaults to http://127.0.0.1:3000 on the local
// stand-in only.
import { env } from '../_shared/env.ts'
import { setting } from '../_shared/settings.ts'

export const RETURN_PATH = '/payment/return'

const originOf = (value: string) => {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

export function paymentReturnUrl(request: Request, embeddedSandbox: boolean): string {
  const fixed = env('PAYMENT_RETURN_URL')
  if (fixed) return fixed
  const configured = setting('SITE_URL', () => 'http://127.0.0.1:3000')
  const site = originOf(configured)
  if (!site) throw new Error(`SITE_URL is not a URL: ${configured}`)
  const allowed = new Set([site, ...(env('PAYMENT_RETURN_ORIGINS') ?? '').split(',').map((o) => originOf(o.trim()))])
  const origin = originOf(request.headers.get('origin') ?? '')
  const loopback = origin !== null && /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(origin)
  const base = origin && (allowed.has(origin) || (embeddedSandbox && loopback)) ? origin : site
  return `${base}${RETURN_PATH}`
}
