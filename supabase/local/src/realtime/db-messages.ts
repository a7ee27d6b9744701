// Broadcast from the database: each committed row of `realtime.messages` written by
// `realtime.send`, `realtime.send_binary` or `realtime.broadcast_changes` goes to the subscribers of
// its topic (private or public, as the row says), as Realtime's ReplicationConnection sends it: a
// user broadcast with `meta: {id}`; a private channel's members receive it only when their read
// policy allowed broadcast. Delivered in commit order.
import type { Logger } from '../context.ts'
import type { Database } from '../db/types.ts'
import { type Hub, roomOf } from './hub.ts'

interface MessageRow {
  topic: string
  event: string
  private: boolean | null
  payload: string | null
  binary_payload: Uint8Array | null
}

export async function listenForDatabaseMessages(db: Database, hub: Hub, log: Logger) {
  let queue: Promise<void> = Promise.resolve()
  const encoder = new TextEncoder()
  async function deliver(notice: string) {
    const [id, ...insertedAt] = notice.split(' ')
    const { rows } = await db.query<MessageRow>(
      `select topic, event, private, payload::text as payload, binary_payload
         from realtime.messages where id = $1 and inserted_at = $2::timestamp`,
      [id, insertedAt.join(' ')],
    )
    const row = rows[0]
    if (!row) return
    const data = row.payload !== null ? encoder.encode(row.payload) : row.binary_payload
    if (!data) return
    hub.broadcast(roomOf(`realtime:${row.topic}`, row.private !== false), {
      kind: 'user',
      event: row.event,
      encoding: row.payload !== null ? 'json' : 'binary',
      data: new Uint8Array(data),
      meta: { id },
    })
  }
  const unlisten = await db.listen('_realtime_messages', (notice) => {
    queue = queue.then(() => deliver(notice)).catch((error) => log.error('realtime: database broadcast failed', error))
  })
  return async () => {
    await unlisten().catch(() => {})
    await queue
  }
}
