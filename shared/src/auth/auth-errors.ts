// What the visitor reads when Supabase Auth refuses: its own message when it is a clear answer to what
// they typed (a 4xx such as "Invalid login credentials", "User already registered"), the rate-limit
// advice when they tried too often, else the screen's fallback (network failures, server faults). The
// storefront's sign-in modal and the rider's login both use it.

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.'

interface AuthErrorLike {
  name?: unknown
  status?: unknown
  code?: unknown
  message?: unknown
}

const RATE_LIMIT_CODES = new Set(['over_request_rate_limit', 'over_email_send_rate_limit'])

export function isRateLimited(error: unknown): boolean {
  const { status, code } = (error ?? {}) as AuthErrorLike
  return status === 429 || (typeof code === 'string' && RATE_LIMIT_CODES.has(code))
}

export function authErrorMessage(error: unknown, fallback: string, { useServerMessage = true } = {}): string {
  if (!error || typeof error !== 'object') return fallback
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE
  const { status, message } = error as AuthErrorLike
  const clientError = typeof status === 'number' && status >= 400 && status < 500
  if (useServerMessage && clientError && typeof message === 'string' && message.trim()) return message
  return fallback
}

/** An e-mail address as Auth accepts one: something, "@", and a domain with a dot. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
}
