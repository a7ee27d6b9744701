// What the visitor reads when Supabase Auth refuses: its own message when it is a clear answer to what
// they typed (a 4xx such as "Invalid login credentials", "User already registered"), the rate-limit
// advice when they tried too often, else the spec's fallback (network failures, server faults).
import { messages } from './messages.ts'

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
  if (isRateLimited(error)) return messages.rateLimited
  const { status, message } = error as AuthErrorLike
  const clientError = typeof status === 'number' && status >= 400 && status < 500
  if (useServerMessage && clientError && typeof message === 'string' && message.trim()) return message
  return fallback
}
