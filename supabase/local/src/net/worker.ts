// The worker behind the stand-in's net.http_post: it takes queued requests (on NOTIFY
// `supabase_local_net`, at start, and every few seconds in case a notification was missed), sends them,
// and records each answer in net._http_response, as pg_net's background worker does.
import type { Logger } from '../context.ts'
import type { Database } from '../db/types.ts'

interface QueuedRequest {
  id: string
  method: string
  url: string
  headers: Record<string, string>
  body: Uint8Array | null
  timeout_milliseconds: number
}

export interface NetResponse {
  status: number | null
  contentType: string | null
  headers: Record<string, string>
  content: string | null
  timedOut: boolean
  error: string | null
}

export interface NetWorker {
  /** Sends everything queued now; resolves when those requests are answered and recorded. */
  drain(): Promise<number>
  close(): Promise<void>
}

const BATCH = 50
const SWEEP_MS = 3_000

/** One HTTP request as pg_net makes it: the given method, headers and body, with a time-out. */
export async function send(request: QueuedRequest): Promise<NetResponse> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), request.timeout_milliseconds)
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body && request.method !== 'GET' ? Buffer.from(request.body) : undefined,
      signal: controller.signal,
    })
    const content = await response.text()
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content,
      timedOut: false,
      error: null,
    }
  } catch (error) {
    const timedOut = controller.signal.aborted
    return {
      status: null,
      contentType: null,
      headers: {},
      content: null,
      timedOut,
      error: timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error),
    }
  } finally {
    clearTimeout(timer)
  }
}

export async function startNetWorker(db: Database, log: Logger): Promise<NetWorker> {
  let running: Promise<number> | null = null
  let again = false
  let closed = false

  const takeBatch = () =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<QueuedRequest>(
        `delete from net.http_request_queue
          where id in (select id from net.http_request_queue order by id limit $1 for update skip locked)
          returning id::text, method, url, headers, body, timeout_milliseconds`,
        [BATCH],
      )
      return rows
    })

  const record = (id: string, answer: NetResponse) =>
    db.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        answer.status,
        answer.contentType,
        JSON.stringify(answer.headers),
        answer.content,
        answer.timedOut,
        answer.error,
      ],
    )

  const work = async () => {
    let done = 0
    for (;;) {
      const batch = await takeBatch()
      if (batch.length === 0) return done
      await Promise.all(
        batch.map(async (request) => {
          const answer = await send(request)
          if (answer.error) log.warn(`net: ${request.method} ${request.url} failed: ${answer.error}`)
          if (!closed) await record(request.id, answer)
        }),
      )
      done += batch.length
    }
  }

  const drain = async (): Promise<number> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let total = 0
      do {
        again = false
        total += await work().catch((error) => {
          if (!closed) log.error('net: sending queued requests failed', error)
          return 0
        })
      } while (again && !closed)
      return total
    })().finally(() => {
      running = null
    })
    return running
  }

  const unlisten = await db.listen('supabase_local_net', () => void drain())
  const sweep = setInterval(() => void drain(), SWEEP_MS)
  sweep.unref()
  void drain()

  return {
    drain,
    async close() {
      closed = true
      clearInterval(sweep)
      await unlisten().catch(() => {})
      await running?.catch(() => {})
    },
  }
}
