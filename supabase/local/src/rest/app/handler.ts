// The /rest/v1 HTTP handler: gateway key check, JWT, then the pipeline — parse the request, plan it
// against the schema cache, build the statement, run it in one transaction, shape the response.
// Every failure becomes PostgREST's JSON error body; nothing a client sends yields a 5xx.
import { Hono } from 'hono'
import type { StackConfig } from '../../config/index.ts'
import type { Logger } from '../../context.ts'
import { RoleNotAllowedError, type SwitchableRoles } from '../../db/request-settings.ts'
import type { Database } from '../../db/types.ts'
import { requireApiKey } from '../../http/apikey.ts'
import type { JwtKeys } from '../../jwt/index.ts'
import { RestError } from '../errors.ts'
import { actionPlan } from '../plan/index.ts'
import type { ActionPlan } from '../plan/types.ts'
import { buildStatement, type Statement } from '../query/statements.ts'
import { type ApiRequest, parseApiRequest } from '../request/api-request.ts'
import type { SchemaCache } from '../schema/types.ts'
import { ANON_ROLE, type AuthResult, JwtCache, requestToken } from './auth.ts'
import { execute } from './execute.ts'
import { Lru } from './lru.ts'
import { fromDatabaseError } from './pg-errors.ts'
import { buildResponse, type HttpResponse } from './response.ts'
import { openApiDocument } from './root.ts'

/** Bodies above this size are refused before they are read in full. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024

export interface RestDependencies {
  config: StackConfig
  db: Database
  jwt: JwtKeys
  log: Logger
  cache: () => SchemaCache
  switchableRoles: () => SwitchableRoles
}

function errorResponse(error: RestError): Response {
  return new Response(JSON.stringify(error.body()), {
    status: error.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': `PostgREST; error=${error.code}`,
      ...error.headers,
    },
  })
}

async function readBody(request: Request): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) throw bodyTooLarge()
  if (!request.body) return Buffer.alloc(0)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > MAX_BODY_BYTES) throw bodyTooLarge()
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks)
}

const bodyTooLarge = () =>
  new RestError(413, 'PGRST102', 'Request body too large', `The body must not exceed ${MAX_BODY_BYTES} bytes`)

function headerRecord(request: Request): Record<string, string> {
  const headers: Record<string, string> = {}
  request.headers.forEach((value, key) => {
    headers[key] = value
  })
  return headers
}

function cookieRecord(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim()
  }
  return cookies
}

interface Prepared {
  request: ApiRequest
  plan: ActionPlan
  statement: Statement
}

/** How many distinct read requests keep their parsed plan and SQL. */
const PLAN_CACHE_SIZE = 500

export function createRestApp(deps: RestDependencies): Hono {
  const { config } = deps
  const jwtCache = new JwtCache(deps.jwt)
  // Reads repeat: a GET or HEAD with the same URL and headers gets the same plan and statement, so
  // they are kept until the schema cache changes.
  const plans = new Lru<string, Prepared>(PLAN_CACHE_SIZE)
  let plansFor: SchemaCache | null = null

  const prepare = (request: ApiRequest, schemaCache: SchemaCache): Prepared => {
    const maxRows = config.api.maxRows
    const plan = actionPlan(request, schemaCache, maxRows)
    return { request, plan, statement: buildStatement(plan, request.preferences, maxRows, request.range) }
  }

  const app = new Hono()
  app.use('*', requireApiKey(config))
  app.all('*', async (c) => {
    const raw = c.req.raw
    const url = new URL(raw.url)
    const mount = '/rest/v1'
    const path = url.pathname.startsWith(mount) ? url.pathname.slice(mount.length) || '/' : url.pathname
    const search = url.search.slice(1)
    const headers = headerRecord(raw)
    let role = ANON_ROLE
    try {
      const auth = await jwtCache.authenticate(requestToken(headers))
      role = auth.role
      const schemaCache = deps.cache()
      if (schemaCache !== plansFor) {
        plans.clear()
        plansFor = schemaCache
      }
      const method = raw.method.toUpperCase()
      const key =
        method === 'GET' || method === 'HEAD'
          ? [method, path, search, headers.prefer, headers.accept, headers['accept-profile'], headers.range].join('\n')
          : null
      let prepared = key === null ? undefined : plans.get(key)
      if (!prepared) {
        const body = await readBody(raw)
        const request = parseApiRequest({ method: raw.method, path, search, headers, body }, config.api.schemas)
        if (request.action.kind === 'schema') {
          const doc = openApiDocument(schemaCache, request.schema, config.apiUrl)
          return new Response(request.action.headersOnly ? null : JSON.stringify(doc), {
            status: 200,
            headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
          })
        }
        prepared = prepare(request, schemaCache)
        if (key !== null) plans.set(key, prepared)
      }
      const response = await run(deps, prepared, auth, raw.method, path, headers)
      return new Response(response.body === '' ? null : response.body, {
        status: response.status,
        headers: response.headers,
      })
    } catch (error) {
      if (error instanceof RoleNotAllowedError) {
        return errorResponse(
          new RestError(401, '22023', `role "${error.role}" does not exist`, null, null, {
            'WWW-Authenticate': 'Bearer',
          }),
        )
      }
      const restError = fromDatabaseError(error, role !== ANON_ROLE)
      if (restError.status >= 500) deps.log.error(`rest: ${raw.method} ${url.pathname}${url.search}`, error)
      return errorResponse(restError)
    }
  })
  return app
}

async function run(
  deps: RestDependencies,
  { request, plan, statement }: Prepared,
  auth: AuthResult,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<HttpResponse> {
  const { cookie, ...withoutCookie } = headers
  const result = await execute(deps.db, plan, statement, request.preferences, {
    settings: {
      role: auth.role,
      claims: auth.claims,
      method,
      path,
      headers: withoutCookie,
      cookies: cookieRecord(cookie),
      searchPath: [request.schema, ...deps.config.api.extraSearchPath],
    },
    switchableRoles: deps.switchableRoles(),
    ...(request.preferences.timezone !== undefined && { timezone: request.preferences.timezone }),
    readOnly: plan.kind === 'call' && plan.readOnly,
    maxRows: deps.config.api.maxRows,
  })
  return buildResponse(plan, request, result)
}
