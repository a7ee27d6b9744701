// The Supabase API for component tests, faked at the HTTP boundary: the page's own supabase-js client
// (made from /config.json, as in the browser) talks to a `fetch` that answers as PostgREST, Storage and the
// shop's HTTP endpoints answer. A test puts rows in tables (in the shape the screen selects them, embedded
// resources included) and says what each database function answers; the screens and their data layer run
// unchanged, whatever shape that data layer takes.
//
// PostgREST's semantics that screens rely on are kept: filters (eq, neq, in, is, gt, gte, lt, lte), order,
// offset and limit, the exact count in Content-Range, `.single()` (406 PGRST116 without exactly one row),
// insert, update and delete on the filtered rows, and errors as { code, message, details, hint }. A request
// nothing answers is answered 404 and listed in `unhandled`, so a test that forgot one fails loudly.
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { BUSINESS_ERRORS, type BusinessErrorDetails, type BusinessErrorName } from '../errors/codes.ts'

export const FAKE_SUPABASE_URL = 'http://supabase.test'
export const FAKE_ANON_KEY = 'fake-anon-key'

export type Row = Record<string, unknown>

/** An answer other than 200 with data: a refusal, a failure. */
export class FakeAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** PostgREST's Content-Range (`0-19/45`), for a read that asked for a count. */
    readonly contentRange: string | null = null,
  ) {}
}

/** How a database function (or an endpoint) answers: data, a FakeAnswer, or a promise of either. */
export type Handler = (args: Row, request: FakeRequest) => unknown

export interface FakeRequest {
  method: string
  /** The path on its host: `/rest/v1/orders`, `/api/payments/initiate`. */
  path: string
  query: URLSearchParams
  headers: Headers
  /** The JSON body parsed, or the body as sent (a FormData of an upload). */
  body: unknown
}

/** The refusal the database raises for a business error: HTTP 400 with its code and its documented details. */
export function refusal<N extends BusinessErrorName>(name: N, details?: BusinessErrorDetails<N>): FakeAnswer {
  const spec = BUSINESS_ERRORS[name]
  return new FakeAnswer(400, {
    code: spec.code,
    message: spec.meaning,
    details: details ? JSON.stringify(details) : null,
    hint: null,
  })
}

/** A server error that is no business error of ours (the database is down, say). */
export function serverError(message = 'internal error'): FakeAnswer {
  return new FakeAnswer(500, { code: 'XX000', message, details: null, hint: null })
}

const NOT_ONE_ROW = (count: number) =>
  new FakeAnswer(406, {
    code: 'PGRST116',
    message: 'JSON object requested, multiple (or no) rows returned',
    details: `The result contains ${count} rows`,
    hint: null,
  })

const RESERVED = new Set(['select', 'order', 'offset', 'limit', 'apikey', 'columns', 'on_conflict'])

function matches(row: Row, column: string, filter: string): boolean {
  const dot = filter.indexOf('.')
  const op = filter.slice(0, dot)
  const operand = filter.slice(dot + 1)
  const value = row[column]
  switch (op) {
    case 'eq':
      return String(value) === operand
    case 'neq':
      return String(value) !== operand
    case 'in':
      return operand
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((item) => item.replace(/^"|"$/g, ''))
        .includes(String(value))
    case 'is':
      return operand === 'null' ? value === null || value === undefined : String(value) === operand
    case 'gt':
      return String(value) > operand
    case 'gte':
      return String(value) >= operand
    case 'lt':
      return String(value) < operand
    case 'lte':
      return String(value) <= operand
    default:
      throw new Error(`fake-supabase: the filter ${column}=${filter} is not implemented`)
  }
}

function filtered(rows: Row[], query: URLSearchParams): Row[] {
  let result = rows
  for (const [column, filter] of query) {
    if (RESERVED.has(column)) continue
    result = result.filter((row) => matches(row, column, filter))
  }
  return result
}

function ordered(rows: Row[], order: string | null): Row[] {
  if (!order) return rows
  const keys = order.split(',').map((part) => {
    const [column = '', direction = 'asc'] = part.split('.')
    return { column, descending: direction === 'desc' }
  })
  return [...rows].sort((a, b) => {
    for (const { column, descending } of keys) {
      const x = a[column] as string | number
      const y = b[column] as string | number
      if (x === y) continue
      return (x < y ? -1 : 1) * (descending ? -1 : 1)
    }
    return 0
  })
}

/** A read of `rows` as PostgREST answers it: filtered, ordered, counted, ranged, one row or many. */
function read(rows: Row[], request: FakeRequest): FakeAnswer {
  const { query, headers } = request
  const all = ordered(filtered(rows, query), query.get('order'))
  const offset = Number(query.get('offset') ?? 0)
  const limit = query.has('limit') ? Number(query.get('limit')) : all.length
  const page = all.slice(offset, offset + limit)
  if (headers.get('accept')?.includes('application/vnd.pgrst.object+json')) {
    return page.length === 1 ? new FakeAnswer(200, page[0]) : NOT_ONE_ROW(page.length)
  }
  const counted = /count=exact/.test(headers.get('prefer') ?? '')
  const range = page.length ? `${offset}-${offset + page.length - 1}` : '*'
  return new FakeAnswer(200, page, counted ? `${range}/${all.length}` : null)
}

export interface FakeSupabase {
  /** Sets a table's rows (a copy is kept; writes change it). */
  table(name: string, rows: Row[]): void
  /** A table's rows as they are now. */
  rows(name: string): Row[]
  /** What `rpc(name)` answers: rows (then filtered, ordered and ranged like a table), a value, or a FakeAnswer. */
  rpc(name: string, handler: Handler): void
  /** The arguments of each call of `rpc(name)` so far. */
  rpcCalls(name: string): Row[]
  /** What an endpoint on the page's own origin answers: `http('POST /api/payments/initiate', …)`. */
  http(route: string, handler: Handler): void
  /** The next request to `route` (`GET /rest/v1/orders`) gets `answer` (a server error by default). */
  failNext(route: string, answer?: FakeAnswer): void
  /** An object in a Storage bucket (its signed URL is given to anyone: the fake has no policies). */
  storeObject(bucket: string, path: string): void
  /** The objects uploaded so far, as `bucket/path`. */
  uploads(): string[]
  /** Every request made so far. */
  requests: FakeRequest[]
  /** The requests nothing answered. */
  unhandled: string[]
  /** Forgets every table, handler, object and request. */
  reset(): void
  /** The `fetch` to install. */
  fetch: typeof fetch
}

function bodyOf(init: RequestInit | undefined): unknown {
  const body = init?.body
  if (typeof body !== 'string') return body ?? null
  try {
    return JSON.parse(body)
  } catch {
    return body
  }
}

function respond(answer: FakeAnswer): Response {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (answer.contentRange) headers.set('content-range', answer.contentRange)
  const empty = answer.body === undefined || answer.status === 204
  return new Response(empty ? null : JSON.stringify(answer.body), { status: answer.status, headers })
}

export function createFakeSupabase(): FakeSupabase {
  const tables = new Map<string, Row[]>()
  const functions = new Map<string, Handler>()
  const endpoints = new Map<string, Handler>()
  const objects = new Set<string>()
  const uploaded: string[] = []
  const calls = new Map<string, Row[]>()
  const failures = new Map<string, FakeAnswer>()

  const server: FakeSupabase = {
    requests: [],
    unhandled: [],
    table: (name, rows) =>
      void tables.set(
        name,
        rows.map((row) => ({ ...row })),
      ),
    rows: (name) => tables.get(name) ?? [],
    rpc: (name, handler) => void functions.set(name, handler),
    rpcCalls: (name) => calls.get(name) ?? [],
    http: (route, handler) => void endpoints.set(route, handler),
    failNext: (route, answer = serverError()) => void failures.set(route, answer),
    storeObject: (bucket, path) => void objects.add(`${bucket}/${path}`),
    uploads: () => [...uploaded],
    reset() {
      for (const map of [tables, functions, endpoints, calls, failures]) map.clear()
      objects.clear()
      uploaded.length = 0
      server.requests = []
      server.unhandled = []
    },
    fetch: async (input, init) => {
      // The page's origin, for the endpoints a page calls by path (`/config.json`, `/api/...`).
      const page = new URL(globalThis.location?.href ?? 'http://localhost:3000/')
      const url = new URL(String(input instanceof Request ? input.url : input), page)
      const request: FakeRequest = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.origin === FAKE_SUPABASE_URL || url.origin === page.origin ? url.pathname : url.href,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body: bodyOf(init),
      }
      server.requests.push(request)
      const answer = await answerFor(request)
      if (answer) return respond(answer)
      const what = `${request.method} ${url.href}`
      server.unhandled.push(what)
      return respond(new FakeAnswer(404, { code: 'PGRST000', message: `fake-supabase: nothing answers ${what}` }))
    },
  }

  async function answerFor(request: FakeRequest): Promise<FakeAnswer | null> {
    const { method, path } = request
    if (path === '/config.json') {
      return new FakeAnswer(200, { supabaseUrl: FAKE_SUPABASE_URL, supabaseAnonKey: FAKE_ANON_KEY })
    }
    const failure = failures.get(`${method} ${path}`)
    if (failure) {
      failures.delete(`${method} ${path}`)
      return failure
    }
    const endpoint = endpoints.get(`${method} ${path}`)
    if (endpoint) return asAnswer(await endpoint((request.body ?? {}) as Row, request), request)

    const rpc = /^\/rest\/v1\/rpc\/([\w-]+)$/.exec(path)
    if (rpc?.[1]) {
      const handler = functions.get(rpc[1])
      if (!handler) return null
      const args = (request.body ?? {}) as Row
      calls.set(rpc[1], [...(calls.get(rpc[1]) ?? []), args])
      return asAnswer(await handler(args, request), request)
    }

    const table = /^\/rest\/v1\/([\w-]+)$/.exec(path)?.[1]
    if (table && tables.has(table)) return write(table, request)

    const signed = /^\/storage\/v1\/object\/sign\/(.+)$/.exec(path)?.[1]
    if (signed && method === 'POST') {
      const object = decodeURIComponent(signed)
      if (!objects.has(object))
        return new FakeAnswer(400, { statusCode: '404', error: 'not_found', message: 'Object not found' })
      return new FakeAnswer(200, { signedURL: `/object/sign/${object}?token=fake-token` })
    }
    const upload = /^\/storage\/v1\/object\/(.+)$/.exec(path)?.[1]
    if (upload && method === 'POST') {
      const object = decodeURIComponent(upload)
      if (objects.has(object))
        return new FakeAnswer(400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' })
      objects.add(object)
      uploaded.push(object)
      return new FakeAnswer(200, { Key: object, Id: crypto.randomUUID() })
    }
    return null
  }

  function asAnswer(result: unknown, request: FakeRequest): FakeAnswer {
    if (result instanceof FakeAnswer) return result
    if (Array.isArray(result)) return read(result as Row[], request)
    return new FakeAnswer(200, result ?? null)
  }

  function write(table: string, request: FakeRequest): FakeAnswer {
    const rows = tables.get(table) ?? []
    switch (request.method) {
      case 'GET':
        return read(rows, request)
      case 'POST': {
        const added = (Array.isArray(request.body) ? request.body : [request.body]) as Row[]
        const stored = added.map((row) => ({ id: crypto.randomUUID(), ...row }))
        tables.set(table, [...rows, ...stored])
        return new FakeAnswer(201, stored)
      }
      case 'PATCH': {
        const changed = filtered(rows, request.query)
        for (const row of changed) Object.assign(row, request.body)
        return new FakeAnswer(200, changed)
      }
      case 'DELETE': {
        const gone = new Set(filtered(rows, request.query))
        tables.set(
          table,
          rows.filter((row) => !gone.has(row)),
        )
        return new FakeAnswer(200, [...gone])
      }
      default:
        return new FakeAnswer(405, { message: `fake-supabase: ${request.method} is not implemented` })
    }
  }

  return server
}

/**
 * The browser's WebSocket for realtime: it never connects, so a screen's live subscription stays quiet and
 * only the test's own actions change what is shown.
 */
export class QuietWebSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  readyState = 0
  binaryType = 'arraybuffer'
  onopen: (() => void) | null = null
  onclose: ((event: { code: number; reason: string }) => void) | null = null
  onerror: (() => void) | null = null
  onmessage: (() => void) | null = null
  constructor(readonly url: string) {}
  send(): void {}
  close(code = 1000, reason = ''): void {
    this.readyState = 3
    this.onclose?.({ code, reason })
  }
  addEventListener(): void {}
  removeEventListener(): void {}
}

/**
 * The fake API for a test file: installed as the page's `fetch` and WebSocket before its tests, emptied
 * after each (once the page is gone, so nothing of one test answers the next), and each test fails when a
 * request of its page found no answer.
 */
export function installFakeSupabase(): FakeSupabase {
  const server = createFakeSupabase()
  const browser = { fetch: globalThis.fetch, WebSocket: globalThis.WebSocket }
  beforeAll(() => {
    globalThis.fetch = server.fetch
    globalThis.WebSocket = QuietWebSocket as unknown as typeof WebSocket
  })
  afterEach(() => {
    cleanup()
    const { unhandled } = server
    server.reset()
    expect(unhandled, 'requests nothing answered').toEqual([])
  })
  afterAll(() => {
    Object.assign(globalThis, browser)
  })
  return server
}
