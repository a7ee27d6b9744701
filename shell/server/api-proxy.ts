// `/api/<path>` → `${SUPABASE_URL}/functions/v1/<path>`: the storefront calls its own origin, the Edge
// Functions (payments, notifications) answer. Method, headers and body pass through as streams.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { request as httpsRequest } from 'node:https'

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
])

export const API_PREFIX = '/api/'

/**
 * The functions URL for a request path such as `/api/payments/initiate?x=1`, or null when the path would
 * leave the functions (`/api/../rest/v1/...`, `%2e%2e` included): the origin is always the configured one.
 */
export function functionsUrl(supabaseUrl: string, requestUrl: string): URL | null {
  const base = new URL(supabaseUrl)
  const prefix = `${base.pathname.replace(/\/+$/, '')}/functions/v1/`
  const target = new URL(`${prefix}${requestUrl.slice(API_PREFIX.length)}`, base.origin)
  return target.origin === base.origin && target.pathname.startsWith(prefix) ? target : null
}

function sendJson(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

export function proxyToFunctions(req: IncomingMessage, res: ServerResponse, supabaseUrl: string): void {
  const target = functionsUrl(supabaseUrl, req.url ?? API_PREFIX)
  if (!target) {
    sendJson(res, 400, { error: 'bad_request', message: 'This path is not an API function.' })
    return
  }
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value
  }
  // This server is the edge: it names the client itself rather than trusting an X-Forwarded-For the
  // client sent (the geocoder's per-client rate limit reads it).
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
  headers['x-forwarded-proto'] = 'http'
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  const upstream = send(target, { method: req.method, headers }, (answer) => {
    const outHeaders: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) outHeaders[name] = value
    }
    res.writeHead(answer.statusCode ?? 502, outHeaders)
    answer.pipe(res)
  })
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy(error)
      return
    }
    sendJson(res, 502, {
      error: 'bad_gateway',
      message: `The API at ${target.origin} did not answer: ${error.message}`,
    })
  })
  req.pipe(upstream)
}
