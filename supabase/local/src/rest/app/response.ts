// The HTTP response for a plan's result (PostgREST's Response.hs): status, Content-Range,
// Location, Preference-Applied, Content-Type/Content-Profile, and the overrides a query may set
// through the response.status and response.headers settings.
import { outOfBounds, RestError } from '../errors.ts'
import type { ActionPlan } from '../plan/types.ts'
import type { ApiRequest } from '../request/api-request.ts'
import { contentType } from '../request/media-type.ts'
import { type Preferences, preferenceApplied, shouldCount } from '../request/preferences.ts'
import type { Range } from '../request/types.ts'
import { isVoid } from '../schema/types.ts'

export interface QueryResult {
  /** The total count when asked for (exact, planned or estimated). */
  total: number | null
  pageTotal: number
  body: string
  location: string[]
  responseHeaders: string | null
  responseStatus: string | null
  inserted: number | null
  /** The execution plan, when the plan media type was negotiated. */
  plan?: string
}

export interface HttpResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** `Content-Range: lower-upper/total`, `*` where unknown or empty (contentRangeH). */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*'
  return `${range}/${total === null ? '*' : total}`
}

/** Status and Content-Range of a page of rows (rangeStatusHeader). */
export function rangeStatus(range: Range, pageTotal: number, total: number | null) {
  const lower = range.offset
  const upper = lower + pageTotal - 1
  let status = 200
  if (total !== null) {
    if (lower > total) status = 416
    else if (1 + upper - lower < total) status = 206
  }
  return { status, contentRange: contentRange(lower, upper, total) }
}

/** The preferences a plan honoured (responsePreferences). */
function appliedPreferences(plan: ActionPlan, prefs: Preferences, request: ApiRequest): string | null {
  const isInsert = plan.kind === 'mutate' && plan.mutation === 'create'
  const hasKey =
    plan.kind === 'mutate' &&
    plan.mutate.kind === 'insert' &&
    (plan.mutate.primaryKey.length > 0 || request.query.onConflict !== null)
  const writesColumns = plan.kind === 'mutate' && (plan.mutation === 'create' || plan.mutation === 'update')
  const maxAffectedApplies =
    (plan.kind === 'mutate' && (plan.mutation === 'update' || plan.mutation === 'delete')) || plan.kind === 'call'
  return preferenceApplied({
    ...(isInsert && hasKey && prefs.resolution && { resolution: prefs.resolution }),
    ...(plan.kind === 'mutate' && prefs.return && { return: prefs.return }),
    ...(prefs.count && { count: prefs.count }),
    ...(prefs.tx && { tx: prefs.tx }),
    ...(writesColumns && prefs.missing && { missing: prefs.missing }),
    ...(prefs.handling && { handling: prefs.handling }),
    ...(prefs.timezone !== undefined && { timezone: prefs.timezone }),
    ...(maxAffectedApplies && prefs.maxAffected !== undefined && { maxAffected: prefs.maxAffected }),
  })
}

function typeHeaders(plan: ActionPlan, request: ApiRequest): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': contentType(plan.negotiated.media) }
  if (request.negotiatedByProfile) headers['Content-Profile'] = request.schema
  return headers
}

/** `response.headers` must be a JSON array of single-key objects with string values. */
function gucHeaders(value: string | null): [string, string][] {
  if (value === null) return []
  const fail = () =>
    new RestError(
      500,
      'PGRST111',
      'response.headers guc must be a JSON array composed of objects with a single key and a string value',
    )
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw fail()
  }
  if (!Array.isArray(parsed)) throw fail()
  return parsed.map((item) => {
    const entries = item && typeof item === 'object' ? Object.entries(item) : []
    const [entry] = entries
    if (entries.length !== 1 || !entry || typeof entry[1] !== 'string') throw fail()
    return [entry[0], entry[1]]
  })
}

function gucStatus(value: string | null): number | null {
  if (value === null) return null
  const match = /^\s*(\d+)/.exec(value)
  const status = match ? Number(match[1]) : Number.NaN
  if (!Number.isInteger(status) || status < 100 || status > 599) {
    throw new RestError(500, 'PGRST112', 'response.status guc must be a valid status code')
  }
  return status
}

function withOverrides(response: HttpResponse, result: QueryResult): HttpResponse {
  const status = gucStatus(result.responseStatus) ?? response.status
  const headers = { ...response.headers }
  const lower = new Set(Object.keys(headers).map((k) => k.toLowerCase()))
  for (const [name, value] of gucHeaders(result.responseHeaders)) {
    if (!lower.has(name.toLowerCase())) headers[name] = value
  }
  return { ...response, status, headers }
}

export function buildResponse(plan: ActionPlan, request: ApiRequest, result: QueryResult): HttpResponse {
  const prefs = request.preferences
  const applied = appliedPreferences(plan, prefs, request)
  const preferenceHeader: Record<string, string> = applied ? { 'Preference-Applied': applied } : {}
  const countOrNull = shouldCount(prefs) || prefs.count === 'planned' ? result.total : null
  if (plan.negotiated.media.kind === 'plan' && result.plan !== undefined) {
    return { status: 200, headers: { 'Content-Type': contentType(plan.negotiated.media) }, body: result.plan }
  }

  switch (plan.kind) {
    case 'read': {
      const { status, contentRange: range } = rangeStatus(request.range, result.pageTotal, countOrNull)
      const canonical = request.query.canonical
      const headers: Record<string, string> = {
        'Content-Range': range,
        'Content-Location': `/${plan.target.name}${canonical ? `?${canonical}` : ''}`,
        ...typeHeaders(plan, request),
        ...preferenceHeader,
      }
      let body = plan.headersOnly ? '' : result.body
      if (status === 416) body = JSON.stringify(outOfBounds(request.range.offset, countOrNull ?? 0).body())
      return withOverrides({ status, headers, body }, result)
    }
    case 'call': {
      const { status, contentRange: range } = rangeStatus(request.range, result.pageTotal, countOrNull)
      const headers: Record<string, string> = { 'Content-Range': range, ...preferenceHeader }
      if (isVoid(plan.call.routine)) return withOverrides({ status: 204, headers, body: '' }, result)
      let body = plan.headersOnly ? '' : result.body
      if (status === 416) body = JSON.stringify(outOfBounds(request.range.offset, countOrNull ?? 0).body())
      return withOverrides({ status, headers: { ...headers, ...typeHeaders(plan, request) }, body }, result)
    }
    case 'mutate': {
      const full = prefs.return === 'representation'
      const count = shouldCount(prefs) ? result.pageTotal : null
      const represent = (status: number, headers: Record<string, string>) =>
        withOverrides(
          full
            ? { status, headers: { ...headers, ...typeHeaders(plan, request) }, body: result.body }
            : { status: status === 200 && plan.mutation !== 'create' ? 204 : status, headers, body: '' },
          result,
        )
      switch (plan.mutation) {
        case 'create': {
          const headers: Record<string, string> = { 'Content-Range': contentRange(1, 0, count), ...preferenceHeader }
          if (result.location.length) {
            headers.Location = `/${plan.target.name}?${result.location.map(encodeLocationPair).join('&')}`
          }
          const merge = prefs.resolution === 'merge-duplicates'
          const status = result.inserted !== null && result.inserted <= 0 && merge ? 200 : 201
          return represent(status, headers)
        }
        case 'update':
          return represent(200, {
            'Content-Range': contentRange(0, result.pageTotal - 1, count),
            ...preferenceHeader,
          })
        case 'upsert': {
          const status = (result.inserted ?? 0) > 0 ? 201 : 200
          if (!full) return withOverrides({ status: 204, headers: preferenceHeader, body: '' }, result)
          return represent(status, preferenceHeader)
        }
        case 'delete':
          return represent(200, { 'Content-Range': contentRange(1, 0, count), ...preferenceHeader })
      }
    }
  }
}

/** `id=eq.5` as http-types' renderSimpleQuery writes it. */
function encodeLocationPair(pair: string): string {
  const eq = pair.indexOf('=')
  const encode = (s: string) => encodeURIComponent(s).replace(/%20/g, '+')
  return `${encode(pair.slice(0, eq))}=${encode(pair.slice(eq + 1))}`
}
