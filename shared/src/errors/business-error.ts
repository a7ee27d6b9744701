// Reading a business error from what supabase-js (or any PostgREST client) hands back: its `code`, and its
// `details` parsed and checked against the list. Never its English `message`.
import {
  BUSINESS_ERRORS,
  type BusinessErrorDetails,
  type BusinessErrorName,
  type BusinessErrorSpec,
  businessErrorName,
} from './codes.ts'

export type BusinessError<N extends BusinessErrorName = BusinessErrorName> = {
  [K in N]: { name: K; code: string; details: BusinessErrorDetails<K> }
}[N]

interface PostgrestErrorLike {
  code?: unknown
  details?: unknown
}

function parseDetails(details: unknown): Record<string, unknown> | null {
  if (details === null || details === undefined || details === '') return {}
  if (typeof details === 'object' && !Array.isArray(details)) return details as Record<string, unknown>
  if (typeof details !== 'string') return null
  try {
    const value = JSON.parse(details) as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** Whether `details` has every key the code's entry lists, each of its JSON type. */
function hasDocumentedDetails(spec: BusinessErrorSpec, details: Record<string, unknown>): boolean {
  return Object.entries(spec.details ?? {}).every(([key, type]) => {
    const optional = key.endsWith('?')
    const value = details[optional ? key.slice(0, -1) : key]
    return (optional && (value === undefined || value === null)) || typeof value === type
  })
}

/**
 * The business error `error` is (a PostgREST or supabase-js error, or anything with `code` and `details`),
 * optionally only when it is the named one; null for anything else (a network failure, another code, or
 * details that are not what the list documents).
 */
export function readBusinessError(error: unknown): BusinessError | null
export function readBusinessError<N extends BusinessErrorName>(error: unknown, name: N): BusinessError<N> | null
export function readBusinessError(error: unknown, only?: BusinessErrorName): BusinessError | null {
  if (!error || typeof error !== 'object') return null
  const { code, details } = error as PostgrestErrorLike
  const name = businessErrorName(code)
  if (!name || (only && name !== only)) return null
  const parsed = parseDetails(details)
  if (!parsed || !hasDocumentedDetails(BUSINESS_ERRORS[name], parsed)) return null
  return { name, code: code as string, details: parsed } as BusinessError
}

/** Whether `error` is a business error of ours, or the named one: `isBusinessError(error, 'out_of_stock')`. */
export function isBusinessError(error: unknown, name?: BusinessErrorName): boolean {
  return (name ? readBusinessError(error, name) : readBusinessError(error)) !== null
}
