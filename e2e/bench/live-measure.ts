// What the live-update benchmarks (live-orders.ts, live-assignments.ts) share: noting in the page when a
// list first shows a row, noting when each page's socket receives a realtime change, and the summary of
// the delays measured.
import type { Page } from '@playwright/test'

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

/** p50, p95 and max of the delays (ms), and how many. */
export const summary = (delays: number[]) => {
  const sorted = [...delays].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted.at(-1)} ms (n = ${sorted.length})`
}

type RowsLog = { at: number; texts: string[] }[]

/**
 * Starts noting in the page, at every change of the document, when (wall clock) the elements matching
 * `rows` show which texts. The page function names no function of its own: tsx (esbuild's keepNames)
 * would wrap a named one in a `__name` helper that exists only in Node, and the page would throw
 * "__name is not defined".
 */
export const noteRows = (page: Page, rows: string) =>
  page.evaluate((selector) => {
    const log: RowsLog = []
    Object.assign(window, { liveRowsLog: log })
    new MutationObserver(() =>
      log.push({
        at: Date.now(),
        texts: [...document.querySelectorAll(selector)].map((row) => row.textContent ?? ''),
      }),
    ).observe(document.body, { childList: true, subtree: true, characterData: true })
  }, rows)

/** The first moment a noted row contained `text` (waits until one does). */
export async function shownAt(page: Page, text: string): Promise<number> {
  const first = (wanted: string) =>
    (window as unknown as { liveRowsLog: RowsLog }).liveRowsLog.find((entry) =>
      entry.texts.some((row) => row.includes(wanted)),
    )?.at ?? null
  await page.waitForFunction(first, text, { timeout: 60_000 })
  return (await page.evaluate(first, text)) as number
}

/** Row id → page → when (wall clock) that page's socket first received the row's change. */
export type Receipts = Map<string, Map<Page, number>>

/** The table, kind and row id of a realtime postgres_changes frame (either serializer's shape); else null. */
function changeIn(text: string): { table: string; type: string; id: string } | null {
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    return null
  }
  const [event, payload] = Array.isArray(message)
    ? [message[3], message[4]]
    : [(message as { event?: unknown }).event, (message as { payload?: unknown }).payload]
  if (event !== 'postgres_changes') return null
  const data = (payload as { data?: { table?: string; type?: string; record?: { id?: string } } } | undefined)?.data
  const id = data?.record?.id
  return data?.table && data.type && id ? { table: data.table, type: data.type, id } : null
}

/**
 * Notes into `receipts` when the page's sockets (opened from now on, as Playwright sees their frames)
 * receive a realtime `type` change of `table`.
 */
export function noteRealtime(page: Page, table: string, type: 'INSERT' | 'UPDATE', receipts: Receipts) {
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const change = changeIn(typeof payload === 'string' ? payload : payload.toString())
      if (!change || change.table !== table || change.type !== type) return
      const received = receipts.get(change.id) ?? new Map<Page, number>()
      if (!received.has(page)) received.set(page, Date.now())
      receipts.set(change.id, received)
    }),
  )
}
