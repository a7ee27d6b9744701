// Every answer of the API carries `X-Content-Type-Options: nosniff`: a browser takes each body as the
// type it is sent as (a stored file as its declared type, JSON as JSON), never as HTML it guessed.
import type { MiddlewareHandler } from 'hono'

export const NOSNIFF = { name: 'X-Content-Type-Options', value: 'nosniff' } as const

export const noSniff: MiddlewareHandler = async (c, next) => {
  await next()
  try {
    c.res.headers.set(NOSNIFF.name, NOSNIFF.value)
  } catch {
    // A Response whose headers are immutable (one passed through from fetch): answer a copy.
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set(NOSNIFF.name, NOSNIFF.value)
  }
}
