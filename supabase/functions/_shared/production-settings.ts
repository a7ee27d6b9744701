// Every setting the Edge Functions read, as a hosted project is given them (`supabase secrets set`):
// which must be set, what each is, and what a well-formed value looks like. `pnpm check:production` checks
// an environment against this list before a deploy; a test keeps it complete (every env('…') and
// setting('…') of the functions is here). The platform provides SUPABASE_URL and the project's keys
// itself: they are not secrets to set.

export interface FunctionSetting {
  name: string
  about: string
  example: string
  /** Must be set on a hosted project. */
  required: boolean
  /** Only for the local stand-in: set on a hosted project, it is a mistake. */
  localOnly?: boolean
  /** What is wrong with a value that is set, if anything. */
  problem?: (value: string) => string | undefined
}

function urlProblem(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `is not a URL ("${value}")`
  }
  return url.protocol === 'https:' ? undefined : `must be an https:// URL ("${value}")`
}

const oneOf =
  (...allowed: string[]) =>
  (value: string) =>
    allowed.includes(value) ? undefined : `must be one of ${allowed.join(', ')} ("${value}")`

const wholeNumber =
  (min: number) =>
  (value: string): string | undefined =>
    /^\d+$/.test(value) && Number(value) >= min ? undefined : `must be a whole number from ${min} ("${value}")`

// A hop count, or our proxies' addresses separated by commas (IPv4 or IPv6).
function trustedProxiesProblem(value: string): string | undefined {
  if (/^\d+$/.test(value)) return Number(value) >= 1 ? undefined : `must be a hop count from 1 ("${value}")`
  const addresses = value.split(',').map((entry) => entry.trim())
  return addresses.every((address) => /^[\d.]+$|^[\da-f:.]*:[\da-f:.]*$/i.test(address))
    ? undefined
    : `must be a hop count or a list of IP addresses ("${value}")`
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

function mailFromProblem(value: string): string | undefined {
  const address = /<([^>]*)>\s*$/.exec(value)?.[1] ?? value
  return ADDRESS.test(address.trim()) ? undefined : `is not a sender address ("${value}")`
}

function vapidSubjectProblem(value: string): string | undefined {
  if (value.startsWith('mailto:')) {
    const address = value.slice('mailto:'.length)
    if (!ADDRESS.test(address)) return `is not a mailto: address ("${value}")`
    return /@example\.(?:com|org|net)$/.test(address) ? `is a placeholder address ("${value}")` : undefined
  }
  return value.startsWith('https://') ? urlProblem(value) : `must be a mailto: or https: URL ("${value}")`
}

export const functionSettings: FunctionSetting[] = [
  {
    name: 'PESAPAL_BASE_URL',
    about: "Pesapal API 3.0: live https://pay.pesapal.com/v3, Pesapal's sandbox https://cybqa.pesapal.com/pesapalv3",
    example: 'https://pay.pesapal.com/v3',
    required: true,
    problem: urlProblem,
  },
  {
    name: 'PESAPAL_CONSUMER_KEY',
    about: "the merchant's consumer key from Pesapal",
    example: 'qkio1BGGYAXTu2JOfm7XSXNruoZsrqEW',
    required: true,
  },
  {
    name: 'PESAPAL_CONSUMER_SECRET',
    about: "the merchant's consumer secret from Pesapal",
    example: 'osGQ364R49cXKeOYSpaOnT++rHs=',
    required: true,
  },
  {
    name: 'PESAPAL_IPN_URL',
    about: "where Pesapal sends payment notifications; not set: this project's /functions/v1/payments/ipn",
    example: 'https://<project-ref>.supabase.co/functions/v1/payments/ipn',
    required: false,
    problem: urlProblem,
  },
  {
    name: 'PESAPAL_IPN_NOTIFICATION_TYPE',
    about: 'how Pesapal sends them; not set: POST',
    example: 'POST',
    required: false,
    problem: oneOf('POST', 'GET', 'post', 'get'),
  },
  {
    name: 'SITE_URL',
    about: "the shop's public origin: links in mails, Pesapal's return to /payment/return",
    example: 'https://shop.example.ug',
    required: true,
    problem: urlProblem,
  },
  {
    name: 'PAYMENT_RETURN_ORIGINS',
    about: 'other origins of the shop a customer may return to from Pesapal, comma-separated',
    example: 'https://www.shop.example.ug',
    required: false,
    problem: (value) =>
      value
        .split(',')
        .map((origin) => urlProblem(origin.trim()))
        .find(Boolean),
  },
  {
    name: 'PAYMENT_RETURN_URL',
    about: "one fixed return page instead of SITE_URL's /payment/return",
    example: 'https://shop.example.ug/payment/return',
    required: false,
    problem: urlProblem,
  },
  {
    name: 'SHOP_NAME',
    about: 'the shop as mails and Pesapal name it; not set: Kampala Meats',
    example: 'Kampala Meats',
    required: false,
  },
  {
    name: 'MAIL_PROVIDER',
    about: 'how mail is sent: http (a Resend-compatible API) on a hosted project; outbox is the stand-in’s',
    example: 'http',
    required: false,
    problem: oneOf('http'),
  },
  {
    name: 'MAIL_API_URL',
    about: "the mail API's send endpoint (Resend-compatible POST /emails)",
    example: 'https://api.resend.com/emails',
    required: true,
    problem: urlProblem,
  },
  {
    name: 'MAIL_API_KEY',
    about: "the mail API's key",
    example: 're_…',
    required: true,
  },
  {
    name: 'MAIL_FROM',
    about: "the shop's sender, on a domain the mail API has verified",
    example: 'Kampala Meats <orders@shop.example.ug>',
    required: true,
    problem: mailFromProblem,
  },
  {
    name: 'AFRICASTALKING_USERNAME',
    about: "the Africa's Talking account that sends the order SMS (its app's username; sandbox: its test app)",
    example: 'kampalameats',
    required: true,
  },
  {
    name: 'AFRICASTALKING_API_KEY',
    about: "that account's API key (Africa's Talking: Settings, API Key)",
    example: 'atsk_…',
    required: true,
  },
  {
    name: 'AFRICASTALKING_SENDER_ID',
    about:
      "the sender id or short code the SMS come from, as Africa's Talking approved it; not set: the account's default",
    example: 'KAMPALAMEAT',
    required: false,
    problem: (value) =>
      /^(?:[A-Za-z0-9 ]{1,11}|\+?\d{3,15})$/.test(value)
        ? undefined
        : `must be up to 11 letters and digits, or a short code ("${value}")`,
  },
  {
    name: 'AFRICASTALKING_API_URL',
    about:
      "Africa's Talking's API; not set: https://api.africastalking.com, or https://api.sandbox.africastalking.com for the username sandbox",
    example: 'https://api.africastalking.com',
    required: false,
    problem: urlProblem,
  },
  {
    name: 'VAPID_SUBJECT',
    about: 'the contact push services may use (RFC 8292): mailto: or https:',
    example: 'mailto:orders@shop.example.ug',
    required: true,
    problem: vapidSubjectProblem,
  },
  {
    name: 'FUNCTIONS_PUBLIC_URL',
    about: "where the functions answer publicly; not set: SUPABASE_URL's /functions/v1",
    example: 'https://<project-ref>.supabase.co/functions/v1',
    required: false,
    problem: urlProblem,
  },
  {
    name: 'GEOCODER_URL',
    about: 'a Nominatim- or Photon-compatible geocoder; not set: the built-in gazetteer of Ugandan places',
    example: 'https://nominatim.openstreetmap.org',
    required: false,
    problem: urlProblem,
  },
  {
    name: 'GEOCODER_KIND',
    about: "the geocoder's API; not set: nominatim",
    example: 'nominatim',
    required: false,
    problem: oneOf('nominatim', 'photon'),
  },
  {
    name: 'GEOCODER_USER_AGENT',
    about: 'how the shop names itself to the geocoder; not set: KampalaMeatsShop/1.0 (SITE_URL)',
    example: 'KampalaMeatsShop/1.0 (https://shop.example.ug; orders@shop.example.ug)',
    required: false,
  },
  {
    name: 'GEOCODER_MIN_INTERVAL_MS',
    about: 'milliseconds between geocoder requests; not set: 1000 for Nominatim (its usage policy)',
    example: '1000',
    required: false,
    problem: wholeNumber(0),
  },
  {
    name: 'GEOCODE_RATE_LIMIT',
    about: 'address look-ups per client per minute; not set: 60',
    example: '60',
    required: false,
    problem: wholeNumber(1),
  },
  {
    name: 'GEOCODE_TRUSTED_PROXIES',
    about: "which X-Forwarded-For entry names the client: our proxies' hop count, or their addresses; not set: 1",
    example: '1',
    required: false,
    problem: trustedProxiesProblem,
  },
  {
    name: 'PUSH_ALLOW_LOOPBACK_ENDPOINTS',
    about: 'lets the stand-in push to a test server on this machine',
    example: '',
    required: false,
    localOnly: true,
  },
]
