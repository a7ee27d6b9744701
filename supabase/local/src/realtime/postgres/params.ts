// The `postgres_changes` parameters of a join, parsed as Supabase Realtime parses them
// (Extensions.PostgresCdcRls.Subscriptions.parse_subscription_params), with its error texts.

export const FILTER_OPS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const
export type FilterOp = (typeof FILTER_OPS)[number]

export interface Filter {
  column: string
  op: FilterOp
  /** The value as the database receives it; for `in`, a Postgres array literal `{a,b}`. */
  value: string
  negate: boolean
}

export type Action = '*' | 'INSERT' | 'UPDATE' | 'DELETE'

export interface SubscriptionParams {
  action: Action
  schema: string
  table: string
  filters: Filter[]
  select: string[] | null
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

/** Elixir's `inspect`, for the values Realtime quotes in its messages. */
export function inspect(value: unknown): string {
  if (value === null || value === undefined) return 'nil'
  if (typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(inspect).join(', ')}]`
  if (typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)} => ${inspect((value as Record<string, unknown>)[k])}`)
    return `%{${entries.join(', ')}}`
  }
  return String(value)
}

const inspectFilter = (f: Filter) => `{${[f.column, f.op, f.value].map(inspect).join(', ')}, ${f.negate}}`

/** The parameters as Realtime logs them in its "Unable to subscribe" messages. */
export function describeParams(p: SubscriptionParams): string {
  return [
    `event: ${p.action}`,
    `schema: ${p.schema}`,
    `table: ${p.table}`,
    `filters: [${p.filters.map(inspectFilter).join(', ')}]`,
    `select: ${inspect(p.select)}`,
  ].join(', ')
}

function actionOf(event: unknown): Action {
  if (typeof event !== 'string') return '*'
  const upper = event.toUpperCase()
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*'
}

/** Splits `a=eq.1,b=in.(x,y)` at top-level commas, leaving quoted values and lists whole. */
export function splitTopLevel(filter: string): string[] {
  const parts: string[] = []
  let current = ''
  let depth = 0
  let quoted = false
  let prev = ''
  for (let i = 0; i < filter.length; i++) {
    const ch = filter[i] as string
    if (quoted) {
      if (ch === '\\' && i + 1 < filter.length) {
        const next = filter[++i] as string
        current += ch + next
        prev = next
      } else {
        if (ch === '"') quoted = false
        current += ch
        prev = ch
      }
      continue
    }
    if (ch === '"' && (prev === '.' || prev === '(' || prev === ',')) quoted = true
    else if (ch === '(') depth++
    else if (ch === ')') depth = Math.max(0, depth - 1)
    else if (ch === ',' && depth === 0) {
      parts.push(current)
      current = ''
      prev = ''
      continue
    }
    current += ch
    prev = ch
  }
  parts.push(current)
  return parts
}

function unquote(value: string): string {
  if (!value.startsWith('"')) return value
  let out = ''
  for (let i = 1; i < value.length; i++) {
    const ch = value[i] as string
    if (ch === '"') return i === value.length - 1 ? out : value
    if (ch === '\\' && i + 1 < value.length) out += value[++i]
    else out += ch
  }
  return value
}

function parseSegment(segment: string): Parsed<Filter> {
  const trimmed = segment.trim()
  if (trimmed === '') return { ok: false, error: 'filter must not contain empty segments (check for extra commas)' }
  const eq = trimmed.indexOf('=')
  if (eq < 0) return { ok: false, error: inspect([trimmed]) }
  const column = trimmed.slice(0, eq)
  let rest = trimmed.slice(eq + 1)
  const negate = rest.startsWith('not.')
  if (negate) rest = rest.slice(4)
  const dot = rest.indexOf('.')
  if (dot < 0) return { ok: false, error: inspect([rest]) }
  const op = rest.slice(0, dot)
  const raw = rest.slice(dot + 1)
  if (!(FILTER_OPS as readonly string[]).includes(op)) return { ok: false, error: inspect([op, raw]) }
  if (op === 'in') {
    if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')')) {
      return { ok: false, error: '`in` filter value must be wrapped by parentheses' }
    }
    return { ok: true, value: { column, op, value: `{${raw.slice(1, -1)}}`, negate } }
  }
  return { ok: true, value: { column, op: op as FilterOp, value: unquote(raw), negate } }
}

export function parseFilters(filter: string): Parsed<Filter[]> {
  const trimmed = filter.trim()
  if (trimmed === '') return { ok: true, value: [] }
  const filters: Filter[] = []
  for (const segment of splitTopLevel(trimmed)) {
    const parsed = parseSegment(segment)
    if (!parsed.ok) return parsed
    filters.push(parsed.value)
  }
  return { ok: true, value: filters }
}

export function parseSubscriptionParams(params: Record<string, unknown>): Parsed<SubscriptionParams> {
  const action = actionOf(params.event)
  let select: string[] | null = null
  if (Array.isArray(params.select)) {
    const columns = params.select.filter((c): c is string => typeof c === 'string')
    select = columns.length > 0 ? columns : null
  } else if (typeof params.select === 'string') {
    return {
      ok: false,
      error: 'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    }
  }
  const { schema, table, filter } = params
  const has = (key: string) => key in params
  let parsed: Omit<SubscriptionParams, 'action' | 'select'>
  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
    const filters = parseFilters(filter)
    if (!filters.ok) return { ok: false, error: `Error parsing \`filter\` params: ${filters.error}` }
    parsed = { schema, table, filters: filters.value }
  } else if (typeof schema === 'string' && typeof table === 'string' && !has('filter')) {
    parsed = { schema, table, filters: [] }
  } else if (typeof schema === 'string' && !has('table') && !has('filter')) {
    parsed = { schema, table: '*', filters: [] }
  } else if (typeof table === 'string' && !has('schema') && !has('filter')) {
    parsed = { schema: 'public', table, filters: [] }
  } else {
    const shown = has('user_token') || has('auth_token') ? '<redacted>' : inspect(params)
    return {
      ok: false,
      error: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${shown}`,
    }
  }
  if (select && (parsed.schema === '*' || parsed.table === '*')) {
    return {
      ok: false,
      error: 'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    }
  }
  return { ok: true, value: { ...parsed, action, select } }
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>
    return `{${Object.keys(obj)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * The id Realtime gives a binding in its join reply and in each change's `ids`: a hash of the
 * binding's parameters (Erlang's phash2, range 2^27), so equal bindings share an id.
 */
export function bindingId(params: unknown): number {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(canonical(params))) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash & 0x7ffffff
}
