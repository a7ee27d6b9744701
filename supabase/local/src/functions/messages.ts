// Messages between the functions service and a function's worker thread: requests in, responses
// (head, body chunks, end) out.
import type { ResolveHookData } from './resolve-hooks.ts'

export interface WorkerData {
  name: string
  /** The function's entrypoint file. */
  entrypoint: string
  /** What `Deno.env` holds. */
  env: Record<string, string>
  resolve: ResolveHookData
}

export type ToWorker =
  | {
      type: 'request'
      id: number
      method: string
      url: string
      headers: [string, string][]
      body: ArrayBuffer | null
    }
  | { type: 'abort'; id: number }

export type FromWorker =
  | { type: 'ready' }
  | { type: 'boot-error'; message: string }
  | { type: 'head'; id: number; status: number; statusText: string; headers: [string, string][] }
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; message: string }
