// Realtime's REST broadcast: `POST /api/broadcast` with a batch of messages, and
// `POST /api/broadcast/{topic}/events/{event}` with one payload (JSON or binary), both answered 202.
// The caller's JWT (Authorization, else apikey, as the gateway passes it) must be valid.
import { Hono } from 'hono'
import { bearerToken } from '../http/apikey.ts'
import type { TokenVerifier } from './auth.ts'
import type { Hub } from './hub.ts'

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value)

function messageErrors(message: unknown): Json | null {
  if (!isObject(message)) return { message: ['is invalid'] }
  const errors: Json = {}
  for (const field of ['topic', 'event'] as const) {
    if (typeof message[field] !== 'string' || message[field] === '') errors[field] = ["can't be blank"]
  }
  if (message.payload == null) errors.payload = ["can't be blank"]
  else if (!isObject(message.payload)) errors.payload = ['is invalid']
  return Object.keys(errors).length > 0 ? errors : null
}

export function broadcastApi(hub: Hub, verify: TokenVerifier) {
  const app = new Hono()

  app.use('*', async (c, next) => {
    const token = bearerToken(c.req.header('authorization')) ?? c.req.header('apikey')
    const check = await verify(token)
    if (!check.ok) return c.json({ message: 'Unauthorized' }, 401)
    return next()
  })

  app.post('/', async (c) => {
    const body = await c.req.json().catch(() => null)
    const messages = isObject(body) ? body.messages : undefined
    if (!Array.isArray(messages) || messages.length === 0) {
      return c.json({ errors: { messages: ["can't be blank"] } }, 422)
    }
    const errors = messages.map(messageErrors)
    if (errors.some((e) => e !== null)) return c.json({ errors: { messages: errors.map((e) => e ?? {}) } }, 422)
    for (const message of messages as Json[]) {
      // Private channels are not served here, so their messages have no audience.
      if (message.private === true) continue
      const payload: Json = { payload: message.payload, event: message.event, type: 'broadcast' }
      if (typeof message.id === 'string') payload.meta = { id: message.id }
      hub.broadcast(`realtime:${message.topic}`, { kind: 'json', payload })
    }
    return c.body(null, 202)
  })

  app.post('/:topic/events/:event', async (c) => {
    const { topic, event } = c.req.param()
    if (c.req.query('private') === 'true') return c.body(null, 202)
    const type = c.req.header('content-type') ?? ''
    if (type.startsWith('application/octet-stream')) {
      const data = new Uint8Array(await c.req.arrayBuffer())
      hub.broadcast(`realtime:${topic}`, { kind: 'user', event, encoding: 'binary', data })
      return c.body(null, 202)
    }
    if (!type.startsWith('application/json')) {
      return c.json({ message: 'Unsupported content type, expected application/json or application/octet-stream' }, 415)
    }
    const payload = await c.req.json().catch(() => undefined)
    if (!isObject(payload)) return c.json({ errors: { payload: ['is invalid'] } }, 422)
    hub.broadcast(`realtime:${topic}`, { kind: 'json', payload: { payload, event, type: 'broadcast' } })
    return c.body(null, 202)
  })

  return app
}
