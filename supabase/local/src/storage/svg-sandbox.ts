// A stored SVG is a document that may hold scripts. Sent as one (a download, or a transformation that
// keeps it SVG), it carries a policy that runs none and loads nothing, so opening it on its own at the
// API's address (which also serves the mail outbox) is as harmless as showing it in an <img>.
import type { MiddlewareHandler } from 'hono'

export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

export const sandboxSvg: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.get('content-type')?.toLowerCase().startsWith('image/svg+xml')) return
  try {
    c.res.headers.set('Content-Security-Policy', SVG_POLICY)
  } catch {
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set('Content-Security-Policy', SVG_POLICY)
  }
}
