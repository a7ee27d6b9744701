// What every function answers with: JSON, CORS for browser calls (any origin, as the API gateway
// allows; every call is authorised by its token, not by its origin), and errors as {error}.

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  })
}

/** An error a caller may see, with the HTTP status it answers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

export const errorResponse = (error: HttpError) =>
  json({ error: error.message, ...(error.code ? { code: error.code } : {}) }, error.status)

export const preflight = () => new Response(null, { status: 204, headers: corsHeaders })

/** The sub-path after the function's name: `/payments/initiate` → `/initiate`. */
export function subPath(request: Request, name: string): string {
  const path = new URL(request.url).pathname
  const at = path.indexOf(`/${name}`)
  const rest = at === -1 ? path : path.slice(at + name.length + 1)
  return rest.replace(/\/+$/, '') || '/'
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let value: unknown
  try {
    value = await request.json()
  } catch {
    throw new HttpError(400, 'The request body must be JSON')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'The request body must be a JSON object')
  return value as Record<string, unknown>
}

export const bearer = (request: Request) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null

/** Length-independent comparison of two secrets. */
export function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}
