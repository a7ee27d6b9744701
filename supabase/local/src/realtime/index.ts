// `/realtime/v1`: the Phoenix-channel WebSocket realtime-js connects to (Broadcast, Presence,
// postgres_changes checked against each subscriber's RLS) and the REST broadcast endpoint.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { Hono } from 'hono'
import { WebSocketServer } from 'ws'
import type { Service, StackContext } from '../context.ts'
import { connectRefusal, createTokenVerifier } from './auth.ts'
import { xHeaders } from './authorization.ts'
import type { RealtimeCore } from './channel.ts'
import { Connection } from './connection.ts'
import { listenForDatabaseMessages } from './db-messages.ts'
import { broadcastApi } from './http-broadcast.ts'
import { Hub } from './hub.ts'
import { ChangeFeed } from './postgres/feed.ts'
import { SUPPORTED_VSNS, type Vsn } from './protocol/frames.ts'

const SOCKET_PATHS = new Set(['/realtime/v1/websocket', '/realtime/v1/socket/websocket'])
/** Realtime's default tenant payload limit is 3,000 KB; larger frames close the socket (1009). */
const MAX_FRAME_BYTES = 3_000 * 1024

function refuseUpgrade(socket: Duplex, status: number, body?: Record<string, unknown>) {
  const text = body ? JSON.stringify(body) : ''
  const reason = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[status] ?? 'Error'
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
      `Connection: close\r\n\r\n${text}`,
  )
}

export async function createRealtimeService(ctx: StackContext): Promise<Service> {
  const verify = createTokenVerifier(ctx.jwt)
  const hub = new Hub()
  const feed = new ChangeFeed(ctx.db, ctx.log)
  await feed.start()
  const stopDatabaseMessages = await listenForDatabaseMessages(ctx.db, hub, ctx.log)
  const core: RealtimeCore = { db: ctx.db, hub, feed, verify, log: ctx.log }
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const connections = new Set<Connection>()

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => socket.destroy())
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (!SOCKET_PATHS.has(url.pathname)) return refuseUpgrade(socket, 404)
    const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn
    if (!SUPPORTED_VSNS.includes(vsn)) return refuseUpgrade(socket, 403)
    const header = req.headers['x-api-key']
    const apikey = (typeof header === 'string' ? header : null) ?? url.searchParams.get('apikey')
    if (!apikey) return refuseUpgrade(socket, 401, { error: connectRefusal({ kind: 'missing_api_key' }) })
    const check = await verify(apikey)
    if (!check.ok) return refuseUpgrade(socket, 401, { error: connectRefusal(check.failure) })
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new Connection(ws, vsn, apikey, xHeaders(req.headers), core)
      connections.add(connection)
      ws.on('close', () => connections.delete(connection))
    })
  }

  const app = new Hono()
  app.route('/api/broadcast', broadcastApi(hub, verify, ctx.db))
  app.all('*', (c) => c.json({ message: 'Not found' }, 404))

  return {
    mount: '/realtime/v1',
    app,
    upgrade(req, socket, head) {
      upgrade(req, socket, head).catch((error) => {
        ctx.log.error('realtime: upgrade failed', error)
        socket.destroy()
      })
    },
    async close() {
      for (const connection of connections) connection.shutdown(1001, 'server shutting down')
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await feed.close()
      await stopDatabaseMessages()
    },
  }
}
