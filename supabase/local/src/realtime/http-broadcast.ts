// Realtime's REST broadcast: `POST /api/broadcast` with a batch of messages, and
// `POST /api/broadcast/{topic}/events/{event}` with one payload (JSON or binary), both answered 202.
// The caller's JWT (Authorization, else apikey, as the gateway passes it) must be valid. Messages
// for private channels are sent when the caller's INSERT policy on `realtime.messages` allows the
// topic (checked once per topic of the request), and silently dropped otherwise, as hosted.
import { Hono } from 'hono'
import type { Database } from '../db/types.ts'
import { bearerToken } from '../http/apikey.ts'
import type { TokenVerifier } from './auth.ts'
import { emptyPolicies, writeAuthorizations, xHeaders } from './authorization.ts'
import { type Hub, roomOf } from './hub.ts'

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

export function broadcastApi(hub: Hub, verify: TokenVerifier, db: Database) {
  const app = new Hono<{ Variables: { claims: Record<string, unknown> } }>()

  app.use('*', async (c, next) => {
    const token = bearerToken(c.req.header('authorization')) ?? c.req.header('apikey')
    const check = await verify(token)
    if (!check.ok) return c.json({ message: 'Unauthorized' }, 401)
    c.set('claims', check.claims)
    return next()
  })

  /** Whether the caller may send to the private topic (its INSERT policy), false when a policy fails. */
  async function mayWrite(claims: Record<string, unknown>, headers: Record<string, string>, topic: string) {
    try {
      const policies = await writeAuthorizations(db, { topic, claims, headers }, emptyPolicies())
      return policies.broadcast.write === true
    } catch {
      return false
    }
  }

  app.post('/', async (c) => {
    const body = await c.req.json().catch(() => null)
    const messages = isObject(body) ? body.messages : undefined
    if (!Array.isArray(messages) || messages.length === 0) {
      return c.json({ errors: { messages: ["can't be blank"] } }, 422)
    }
    const errors = messages.map(messageErrors)
    if (errors.some((e) => e !== null)) return c.json({ errors: { messages: errors.map((e) => e ?? {}) } }, 422)
    const headers = xHeaders(c.req.header())
    const allowed = new Map<string, boolean>()
    for (const message of messages as Json[]) {
      const isPrivate = message.private === true
      const topic = String(message.topic)
      if (isPrivate) {
        if (!allowed.has(topic)) allowed.set(topic, await mayWrite(c.get('claims'), headers, topic))
        if (!allowed.get(topic)) continue
      }
      const payload: Json = { payload: message.payload, event: message.event, type: 'broadcast' }
      if (typeof message.id === 'string') payload.meta = { id: message.id }
      hub.broadcast(roomOf(`realtime:${topic}`, isPrivate), { kind: 'json', payload })
    }
    return c.body(null, 202)
  })

  app.post('/:topic/events/:event', async (c) => {
    const { topic, event } = c.req.param()
    const isPrivate = c.req.query('private') === 'true'
    if (isPrivate && !(await mayWrite(c.get('claims'), xHeaders(c.req.header()), topic))) return c.body(null, 202)
    const room = roomOf(`realtime:${topic}`, isPrivate)
    const type = c.req.header('content-type') ?? ''
    if (type.startsWith('application/octet-stream')) {
      const data = new Uint8Array(await c.req.arrayBuffer())
      hub.broadcast(room, { kind: 'user', event, encoding: 'binary', data })
      return c.body(null, 202)
    }
    if (!type.startsWith('application/json')) {
      return c.json({ message: 'Unsupported content type, expected application/json or application/octet-stream' }, 415)
    }
    const payload = await c.req.json().catch(() => undefined)
    if (!isObject(payload)) return c.json({ errors: { payload: ['is invalid'] } }, 422)
    hub.broadcast(room, { kind: 'json', payload: { payload, event, type: 'broadcast' } })
    return c.body(null, 202)
  })

  return app
}
