// Which `redirect_to` Supabase Auth honours (utilities.IsRedirectURLValid) and where it sends the
// user otherwise (GetReferrer: the `redirect_to` parameter, else the Referer header, else site_url).
import { isIP } from 'node:net'
import { compileGlob } from './glob.ts'
import { parseGoUrl } from './go-url.ts'

export interface RedirectPolicy {
  siteUrl: string
  /** additional_redirect_urls, compiled as globs. */
  allowList: RegExp[]
}

export function createRedirectPolicy(siteUrl: string, additionalRedirectUrls: string[]): RedirectPolicy {
  return {
    siteUrl,
    allowList: additionalRedirectUrls.map(compileGlob).filter((g): g is RegExp => g !== null),
  }
}

const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'])

function isLocalhost(hostname: string): boolean {
  const h = hostname.toLowerCase()
  return LOCALHOSTS.has(h) || h.endsWith('.localhost')
}

function isLoopbackIp(hostname: string): boolean {
  const kind = isIP(hostname)
  if (kind === 4) return hostname.split('.')[0] === '127'
  if (kind === 6) {
    const h = hostname.toLowerCase()
    return h === '::1' || /^(0{0,4}:){2,7}0{0,3}1$/.test(h) || /^::ffff:127\./.test(h)
  }
  return false
}

export function isRedirectUrlValid(policy: RedirectPolicy, redirectUrl: string): boolean {
  if (!redirectUrl) return false
  const base = parseGoUrl(policy.siteUrl)
  const ref = parseGoUrl(redirectUrl)
  if (!base || !ref) return false

  // Back to the site itself: scheme, host and port match (any port on a loopback host).
  if (
    base.hostname === ref.hostname &&
    base.scheme === ref.scheme &&
    (base.port === ref.port || isLocalhost(ref.hostname))
  ) {
    return true
  }

  const isHttp = ref.scheme === 'http' || ref.scheme === 'https'
  if (/^[0-9]+$/.test(ref.hostname)) return false // an IP address written as one decimal number
  if (isIP(ref.hostname)) return isLoopbackIp(ref.hostname)
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(ref.hostname)) return false

  const withoutFragment = redirectUrl.split('#')[0] as string
  return policy.allowList.some((glob) => glob.test(withoutFragment))
}

/** Where to send the user: a valid `redirect_to`, else a valid Referer, else the site URL. */
export function referrer(
  policy: RedirectPolicy,
  redirectTo: string | null | undefined,
  refererHeader?: string,
): string {
  if (redirectTo && isRedirectUrlValid(policy, redirectTo)) return redirectTo
  if (refererHeader && isRedirectUrlValid(policy, refererHeader)) return refererHeader
  return policy.siteUrl
}
