// Translates an HTTP request into what it asks for (PostgREST's ApiRequest.hs): the action on a
// resource, the schema chosen by Accept-Profile/Content-Profile, query parameters, ranges,
// preferences, media types and payload. Pure: no database, no schema cache.
import {
  invalidRange,
  invalidResourcePath,
  invalidRpcMethod,
  putLimitNotAllowed,
  unacceptableSchema,
  unsupportedMethod,
} from '../errors.ts'
import { decodeMediaType, type MediaType, parseAccept } from './media-type.ts'
import { type Payload, type PayloadAction, parsePayload } from './payload.ts'
import { type Preferences, parsePreferences } from './preferences.ts'
import { parseQueryParams } from './query-params.ts'
import { ALL_ROWS, type QueryParams, type Range } from './types.ts'

export type Mutation = 'create' | 'update' | 'upsert' | 'delete'

export type Action =
  | { kind: 'read'; relation: string; headersOnly: boolean }
  | { kind: 'mutate'; relation: string; mutation: Mutation }
  | { kind: 'call'; routine: string; invoke: 'post' | 'get' | 'head' }
  | { kind: 'schema'; headersOnly: boolean }

export interface HttpRequest {
  method: string
  /** The path below the service's mount, e.g. `/products` or `/rpc/add`. */
  path: string
  /** The raw query string, without `?`. */
  search: string
  /** Header names in lower case. */
  headers: Record<string, string>
  body: Buffer
}

export interface ApiRequest {
  action: Action
  schema: string
  /** True when the schema was chosen by a profile header (or several schemas are exposed). */
  negotiatedByProfile: boolean
  query: QueryParams
  preferences: Preferences
  /** The rows asked for at the top level (limit/offset and, on GET, the Range header). */
  range: Range
  accept: MediaType[]
  contentType: MediaType
  payload: Payload | null
  /** Columns the payload sets: `?columns=` or the JSON keys. */
  columns: string[]
}

function resource(path: string): string[] {
  const segments = path.replace(/^\//, '').split('/')
  try {
    return segments.map((s) => decodeURIComponent(s))
  } catch {
    throw invalidResourcePath()
  }
}

function action(segments: string[], method: string): Action {
  if (segments.length === 1 && segments[0] === '') {
    if (method === 'GET' || method === 'HEAD') return { kind: 'schema', headersOnly: method === 'HEAD' }
    throw unsupportedMethod(method)
  }
  if (segments.length === 2 && segments[0] === 'rpc') {
    const routine = segments[1] as string
    if (method === 'GET') return { kind: 'call', routine, invoke: 'get' }
    if (method === 'HEAD') return { kind: 'call', routine, invoke: 'head' }
    if (method === 'POST') return { kind: 'call', routine, invoke: 'post' }
    throw invalidRpcMethod(method)
  }
  if (segments.length !== 1) throw invalidResourcePath()
  const relation = segments[0] as string
  switch (method) {
    case 'GET':
      return { kind: 'read', relation, headersOnly: false }
    case 'HEAD':
      return { kind: 'read', relation, headersOnly: true }
    case 'POST':
      return { kind: 'mutate', relation, mutation: 'create' }
    case 'PUT':
      return { kind: 'mutate', relation, mutation: 'upsert' }
    case 'PATCH':
      return { kind: 'mutate', relation, mutation: 'update' }
    case 'DELETE':
      return { kind: 'mutate', relation, mutation: 'delete' }
    default:
      throw unsupportedMethod(method)
  }
}

function schemaOf(headers: Record<string, string>, method: string, exposed: string[]) {
  const usesContentProfile = ['DELETE', 'PATCH', 'POST', 'PUT'].includes(method)
  const profile = usesContentProfile ? headers['content-profile'] : headers['accept-profile']
  if (profile !== undefined) {
    if (!exposed.includes(profile)) throw unacceptableSchema(profile, exposed)
    return { schema: profile, negotiatedByProfile: true }
  }
  return { schema: exposed[0] as string, negotiatedByProfile: exposed.length !== 1 }
}

/** `Range: 0-24` as PostgREST reads it (only on GET); null when absent or malformed. */
function headerRange(value: string | undefined): { lower: number; upper: number } | null {
  const match = value ? /^([0-9]+)-([0-9]*)$/.exec(value.trim()) : null
  if (!match) return null
  return { lower: Number(match[1]), upper: match[2] ? Number(match[2]) : Number.POSITIVE_INFINITY }
}

function topLevelRange(method: string, query: QueryParams, headers: Record<string, string>): Range {
  const limitRange = query.ranges.get('') ?? ALL_ROWS
  if (limitRange.limit !== null && limitRange.limit < 0) {
    throw invalidRange('Limit should be greater than or equal to zero.')
  }
  const header = method === 'GET' ? headerRange(headers.range) : null
  if (!header || limitRange.limit === 0) {
    if (method === 'PUT' && (limitRange.offset !== 0 || limitRange.limit !== null)) throw putLimitNotAllowed()
    return limitRange
  }
  if (header.upper < header.lower) {
    throw invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.')
  }
  const lower = Math.max(limitRange.offset, header.lower)
  const limitUpper = limitRange.limit === null ? Number.POSITIVE_INFINITY : limitRange.offset + limitRange.limit - 1
  const upper = Math.min(limitUpper, header.upper)
  if (upper < lower) {
    throw invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.')
  }
  return { offset: lower, limit: upper === Number.POSITIVE_INFINITY ? null : upper - lower + 1 }
}

function payloadAction(a: Action): PayloadAction {
  if (a.kind === 'mutate') return a.mutation
  if (a.kind === 'call' && a.invoke === 'post') return 'rpc'
  return 'read'
}

export function parseApiRequest(req: HttpRequest, exposedSchemas: string[]): ApiRequest {
  const method = req.method.toUpperCase()
  const act = action(resource(req.path), method)
  const { schema, negotiatedByProfile } = schemaOf(req.headers, method, exposedSchemas)
  const isRpcRead = act.kind === 'call' && act.invoke !== 'post'
  const query = parseQueryParams(req.search, isRpcRead)
  const range = topLevelRange(method, query, req.headers)
  const preferences = parsePreferences(req.headers.prefer ? [req.headers.prefer] : [])
  const contentType = req.headers['content-type']
    ? decodeMediaType(req.headers['content-type'])
    : ({ kind: 'json' } as const)
  const pAction = payloadAction(act)
  const hasColumns = query.columns !== null && (pAction === 'create' || pAction === 'update' || pAction === 'rpc')
  const payload = parsePayload(req.body, contentType, pAction, hasColumns)
  let columns: string[] = []
  if (payload?.kind === 'json') columns = payload.keys
  else if (payload?.kind === 'form') columns = payload.fields.map(([k]) => k)
  else if (payload?.kind === 'raw-json' && query.columns) columns = query.columns
  return {
    action: act,
    schema,
    negotiatedByProfile,
    query,
    preferences,
    range,
    accept: parseAccept(req.headers.accept),
    contentType,
    payload,
    columns: [...new Set(columns)],
  }
}
