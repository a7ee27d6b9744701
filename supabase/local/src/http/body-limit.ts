// Request bodies are read within a limit. A body over it is refused from its declared Content-Length
// before a byte of it is read, else as soon as the bytes read pass the limit (a chunked body declares
// none), so a burst of large bodies never reaches a parser, a function or the database. Each service
// answers the refusal (413) in its own error format.
import type { MiddlewareHandler } from 'hono'

/** What a JSON API body may weigh: 1 MiB. Files go through Storage, which has its own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024

export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge'
  constructor(readonly limit: number) {
    super(`Request body too large (max ${limit} bytes)`)
  }
}

/** Requests whose body was cut off past the limit: their connection goes with them. */
const cutOff = new WeakSet<Request>()

/**
 * The answer to a request whose body was cut off says `Connection: close`: the rest of the body is
 * not read and the connection is dropped after the answer, so a client told keep-alive would send its
 * next request on it and see that one cut, unanswered. A body refused from its declared length is left
 * to the server to read past and discard, which keeps the connection usable; closing it while the
 * client still sends could reset it before the client has read its 413.
 */
export const closeAfterCutOffBody: MiddlewareHandler = async (c, next) => {
  await next()
  if (!cutOff.has(c.req.raw)) return
  try {
    c.res.headers.set('Connection', 'close')
  } catch {
    // A Response whose headers are immutable (one passed through from fetch): answer a copy.
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set('Connection', 'close')
  }
}

/** True when the request says its body is longer than `limit`. */
export function declaredTooLarge(request: Request, limit: number): boolean {
  return Number(request.headers.get('content-length') ?? 0) > limit
}

/** The body, or null when there is none; throws BodyTooLarge past `limit` bytes, declared or read. */
export async function readBodyWithin(request: Request, limit: number): Promise<Buffer | null> {
  if (declaredTooLarge(request, limit)) throw new BodyTooLarge(limit)
  if (!request.body) return null
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      cutOff.add(request)
      await reader.cancel().catch(() => {})
      throw new BodyTooLarge(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
