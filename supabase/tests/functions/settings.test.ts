// What the functions do without their production settings. On a hosted project (no SUPABASE_LOCAL) a
// missing PESAPAL_BASE_URL, Pesapal credential, MAIL_API_URL/KEY/FROM or SITE_URL is an error naming the
// setting, never the stand-in's sandbox, outbox or 127.0.0.1:3000; on the stand-in those are the
// defaults. And the project's keys: the new publishable/secret keys when the platform gives them, else
// the legacy anon/service_role keys. Run against the functions' own modules with a Deno.env of the test's.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

const vars = new Map<string, string>()
beforeAll(() => {
  ;(globalThis as { Deno?: unknown }).Deno = { env: { get: (name: string) => vars.get(name) } }
})
afterEach(() => vars.clear())

const hosted = (settings: Record<string, string> = {}) => {
  vars.set('SUPABASE_URL', 'https://abc.supabase.co')
  for (const [name, value] of Object.entries(settings)) vars.set(name, value)
}
const local = (settings: Record<string, string> = {}) => hosted({ SUPABASE_LOCAL: 'true', ...settings })

const { pesapalConfig } = await import('../../functions/_shared/pesapal/config.ts')
const { mailer } = await import('../../functions/_shared/mail/index.ts')
const { paymentReturnUrl } = await import('../../functions/payments/return-url.ts')
const { publishableKey, secretKey } = await import('../../functions/_shared/keys.ts')
const { MissingSettingError } = await import('../../functions/_shared/settings.ts')
const { shop } = await import('../../functions/_shared/mail/index.ts')
const { pushSubject } = await import('../../functions/notifications/dispatch.ts')
const { geocoder } = await import('../../functions/_shared/geo/provider.ts')

const request = new Request('https://abc.supabase.co/functions/v1/payments/initiate', {
  headers: { origin: 'http://127.0.0.1:3000' },
})

function missing(fn: () => unknown): string | null {
  try {
    fn()
    return null
  } catch (error) {
    return error instanceof MissingSettingError ? error.setting : `not a missing setting: ${error}`
  }
}

describe('on a hosted project, a missing production setting is an error that names it', () => {
  it('Pesapal: PESAPAL_BASE_URL, then its consumer key and secret', () => {
    hosted()
    expect(missing(pesapalConfig)).toBe('PESAPAL_BASE_URL')
    hosted({ PESAPAL_BASE_URL: 'https://pay.pesapal.com/v3' })
    expect(missing(pesapalConfig)).toBe('PESAPAL_CONSUMER_KEY')
    hosted({ PESAPAL_CONSUMER_KEY: 'k' })
    expect(missing(pesapalConfig)).toBe('PESAPAL_CONSUMER_SECRET')
    hosted({ PESAPAL_CONSUMER_SECRET: 's' })
    expect(pesapalConfig()).toMatchObject({ baseUrl: 'https://pay.pesapal.com/v3', embedded: false })
  })

  it('mail: MAIL_API_URL, MAIL_API_KEY and MAIL_FROM', () => {
    hosted()
    expect(missing(mailer)).toBe('MAIL_API_URL')
    hosted({ MAIL_API_URL: 'https://api.resend.com/emails' })
    expect(missing(mailer)).toBe('MAIL_API_KEY')
    hosted({ MAIL_API_KEY: 're_x' })
    expect(missing(mailer)).toBe('MAIL_FROM')
    hosted({ MAIL_FROM: 'Shop <shop@example.ug>' })
    expect(missing(mailer)).toBeNull()
  })

  it('the payment return page: SITE_URL (unless PAYMENT_RETURN_URL fixes it)', () => {
    hosted()
    expect(missing(() => paymentReturnUrl(request, false))).toBe('SITE_URL')
    hosted({ SITE_URL: 'https://shop.example.ug' })
    expect(paymentReturnUrl(request, false)).toBe('https://shop.example.ug/payment/return')
    vars.clear()
    hosted({ PAYMENT_RETURN_URL: 'https://shop.example.ug/payment/return' })
    expect(paymentReturnUrl(request, false)).toBe('https://shop.example.ug/payment/return')
  })

  it('links in mails: SITE_URL, never the shop on 127.0.0.1:3000', () => {
    hosted()
    expect(missing(shop)).toBe('SITE_URL')
    hosted({ SITE_URL: 'https://shop.example.ug/' })
    expect(shop()).toEqual({ name: 'Kampala Meats', site: 'https://shop.example.ug' })
  })

  it('Web Push: VAPID_SUBJECT, never a placeholder address', () => {
    hosted()
    expect(missing(pushSubject)).toBe('VAPID_SUBJECT')
    hosted({ VAPID_SUBJECT: 'mailto:orders@shop.example.ug' })
    expect(pushSubject()).toBe('mailto:orders@shop.example.ug')
  })

  it('a geocoder named by GEOCODER_URL: the shop names itself by SITE_URL (or GEOCODER_USER_AGENT)', () => {
    hosted({ GEOCODER_URL: 'https://nominatim.example.org' })
    expect(missing(geocoder)).toBe('SITE_URL')
    hosted({ GEOCODER_USER_AGENT: 'KampalaMeatsShop/1.0 (https://shop.example.ug)' })
    expect(missing(geocoder)).toBeNull()
  })
})

describe('on the local stand-in, the same settings default to its sandboxes', () => {
  it('the Pesapal sandbox, the outbox and the shop on 127.0.0.1:3000', () => {
    local()
    expect(pesapalConfig()).toMatchObject({ baseUrl: 'https://abc.supabase.co/pesapal/v3', embedded: true })
    expect(missing(mailer)).toBeNull()
    expect(paymentReturnUrl(request, true)).toBe('http://127.0.0.1:3000/payment/return')
    expect(shop().site).toBe('http://127.0.0.1:3000')
    expect(pushSubject()).toBe('mailto:admin@example.com')
  })
})

describe('the keys the functions call the API with', () => {
  it('the new keys when the platform gives them, else the legacy ones', () => {
    hosted({
      SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_x"}',
      SUPABASE_SECRET_KEYS: '{"default":"sb_secret_y"}',
      SUPABASE_ANON_KEY: 'anon.jwt',
      SUPABASE_SERVICE_ROLE_KEY: 'service.jwt',
    })
    expect([publishableKey(), secretKey()]).toEqual(['sb_publishable_x', 'sb_secret_y'])
    vars.clear()
    hosted({ SUPABASE_ANON_KEY: 'anon.jwt', SUPABASE_SERVICE_ROLE_KEY: 'service.jwt' })
    expect([publishableKey(), secretKey()]).toEqual(['anon.jwt', 'service.jwt'])
    vars.clear()
    hosted()
    expect(() => secretKey()).toThrow('Neither SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY is set')
  })
})
