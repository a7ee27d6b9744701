// Runs each function in its own worker thread, started on its first request and kept for the next
// ones, as the edge runtime keeps a warm worker. A function that fails to boot answers 503
// BOOT_ERROR; a worker that dies answers 500; neither touches the stand-in. When a file under the
// functions folder changes, workers are replaced on their next request.
import { type FSWatcher, watch } from 'node:fs'
import { Worker } from 'node:worker_threads'
import type { Logger } from '../context.ts'
import type { FromWorker, ToWorker, WorkerData } from './messages.ts'

const ENTRY = new URL('./worker-entry.mjs', import.meta.url)
const BOOT_TIMEOUT_MS = 30_000

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The edge runtime's answers when a worker cannot serve (SB_SPECIFIC_ERROR_* of its main service). */
export const bootError = () => json({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' }, 503)
export const workerError = () =>
  json({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, 500)

interface Pending {
  head: (response: Response) => void
  controller: ReadableStreamDefaultController<Uint8Array> | null
  fail: () => void
}

class FunctionWorker {
  readonly ready: Promise<boolean>
  private readonly worker: Worker
  private readonly pending = new Map<number, Pending>()
  private nextId = 0
  alive = true

  constructor(data: WorkerData, log: Logger) {
    this.worker = new Worker(ENTRY, { workerData: data })
    this.ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), BOOT_TIMEOUT_MS)
      this.worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready' || message.type === 'boot-error') {
          clearTimeout(timer)
          resolve(message.type === 'ready')
        } else this.receive(message)
      })
      this.worker.on('error', (error) => {
        log.error(`functions: ${data.name} crashed`, error)
        clearTimeout(timer)
        resolve(false)
        this.die()
      })
      this.worker.on('exit', () => {
        clearTimeout(timer)
        resolve(false)
        this.die()
      })
    })
  }

  private die() {
    this.alive = false
    for (const pending of this.pending.values()) pending.fail()
    this.pending.clear()
  }

  private receive(message: Exclude<FromWorker, { type: 'ready' } | { type: 'boot-error' }>) {
    const pending = this.pending.get(message.id)
    if (!pending) return
    switch (message.type) {
      case 'head': {
        const nullBody = [101, 204, 205, 304].includes(message.status)
        const body = nullBody
          ? null
          : new ReadableStream<Uint8Array>({
              start: (controller) => {
                pending.controller = controller
              },
              // The caller stopped reading: forget the request so chunks still in flight are dropped.
              cancel: () => {
                this.pending.delete(message.id)
                this.post({ type: 'abort', id: message.id })
              },
            })
        pending.head(
          new Response(body, { status: message.status, statusText: message.statusText, headers: message.headers }),
        )
        return
      }
      case 'chunk':
        pending.controller?.enqueue(message.chunk)
        return
      case 'end':
        pending.controller?.close()
        this.pending.delete(message.id)
        return
      case 'error':
        pending.controller?.error(new Error(message.message))
        this.pending.delete(message.id)
        return
    }
  }

  private post(message: ToWorker) {
    if (this.alive) this.worker.postMessage(message)
  }

  async fetch(request: Request): Promise<Response> {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer()
    const id = this.nextId++
    return new Promise<Response>((resolve) => {
      this.pending.set(id, {
        head: resolve,
        controller: null,
        fail: () => {
          resolve(workerError())
          const pending = this.pending.get(id)
          pending?.controller?.error(new Error('the function worker exited'))
        },
      })
      request.signal.addEventListener('abort', () => this.post({ type: 'abort', id }))
      this.post({
        type: 'request',
        id,
        method: request.method,
        url: request.url,
        headers: [...request.headers],
        body,
      })
    })
  }

  terminate() {
    this.alive = false
    return this.worker.terminate()
  }
}

export class FunctionRunner {
  private readonly workers = new Map<string, FunctionWorker>()
  private watcher: FSWatcher | null = null

  constructor(
    private readonly log: Logger,
    functionsDir: string,
  ) {
    try {
      this.watcher = watch(functionsDir, { recursive: true }, () => this.retireAll())
      this.watcher.on('error', () => {})
    } catch {
      // No functions folder (yet): nothing to reload.
    }
  }

  private retireAll() {
    for (const worker of this.workers.values()) void worker.terminate()
    this.workers.clear()
  }

  async dispatch(data: WorkerData, request: Request): Promise<Response> {
    let worker = this.workers.get(data.name)
    if (!worker?.alive) {
      worker = new FunctionWorker(data, this.log)
      this.workers.set(data.name, worker)
    }
    if (!(await worker.ready)) {
      if (this.workers.get(data.name) === worker) this.workers.delete(data.name)
      void worker.terminate()
      return bootError()
    }
    return worker.fetch(request)
  }

  async close() {
    this.watcher?.close()
    await Promise.all([...this.workers.values()].map((w) => w.terminate()))
    this.workers.clear()
  }
}
