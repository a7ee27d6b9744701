// Inside a function's worker thread: a minimal `Deno` (serve, env, resolveDns for A and AAAA) and `EdgeRuntime` (waitUntil),
// the function module loaded once, then each request handed to the handler it registered and the
// response streamed back. A throwing handler answers 500 as Deno.serve does; the thread survives.

import { resolve4, resolve6 } from 'node:dns/promises'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData as rawWorkerData } from 'node:worker_threads'
import type { FromWorker, ToWorker, WorkerData } from './messages.ts'

type Handler = (request: Request, info: unknown) => Response | Promise<Response>
type OnError = (error: unknown) => Response | Promise<Response>

const workerData = rawWorkerData as WorkerData
const port = parentPort
if (!port) throw new Error('worker.ts runs in a worker thread')
const post = (message: FromWorker) => port.postMessage(message)

const env = new Map(Object.entries(workerData.env))
let handler: Handler | null = null
let onError: OnError | null = null

function serve(...args: unknown[]) {
  const [first, second] = args
  const options = (typeof first === 'object' && first !== null ? first : {}) as Record<string, unknown>
  const fn = typeof first === 'function' ? first : typeof second === 'function' ? second : options.handler
  if (typeof fn !== 'function') throw new TypeError('Deno.serve needs a handler')
  handler = fn as Handler
  onError = typeof options.onError === 'function' ? (options.onError as OnError) : null
  const addr = { transport: 'tcp', hostname: '0.0.0.0', port: 8000 }
  if (typeof options.onListen === 'function') (options.onListen as (a: unknown) => void)(addr)
  return {
    addr,
    finished: new Promise<void>(() => {}),
    ref() {},
    unref() {},
    shutdown: async () => {},
  }
}

const deno = {
  serve,
  env: {
    get: (key: string) => env.get(key),
    set: (key: string, value: string) => void env.set(key, String(value)),
    delete: (key: string) => void env.delete(key),
    has: (key: string) => env.has(key),
    toObject: () => Object.fromEntries(env),
  },
  /** Deno.resolveDns for the record types the functions ask for; like Deno's, it reads DNS, not /etc/hosts. */
  resolveDns: (name: string, type: string) => {
    if (type === 'A') return resolve4(name)
    if (type === 'AAAA') return resolve6(name)
    return Promise.reject(new TypeError(`Deno.resolveDns: record type ${type} is not provided by the stand-in`))
  },
  version: { deno: '2.1.4', v8: process.versions.v8, typescript: '5.6.2' },
  cwd: () => process.cwd(),
}

Object.assign(globalThis, {
  Deno: deno,
  EdgeRuntime: {
    waitUntil(promise: Promise<unknown>) {
      Promise.resolve(promise).catch((error) => console.error(`[${workerData.name}] waitUntil task failed:`, error))
    },
  },
})

const controllers = new Map<number, AbortController>()

async function handle(message: Extract<ToWorker, { type: 'request' }>) {
  const controller = new AbortController()
  controllers.set(message.id, controller)
  let response: Response
  try {
    const hasBody = message.body !== null && message.method !== 'GET' && message.method !== 'HEAD'
    const request = new Request(message.url, {
      method: message.method,
      headers: message.headers,
      body: hasBody ? message.body : null,
      signal: controller.signal,
    })
    const info = { remoteAddr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 }, completed: Promise.resolve() }
    const result = await (handler as Handler)(request, info)
    if (!(result instanceof Response)) throw new TypeError('Return value from serve handler must be a response')
    response = result
  } catch (error) {
    console.error(`[${workerData.name}]`, error)
    response = onError ? await Promise.resolve(onError(error)).catch(() => internalError()) : internalError()
  }
  post({
    type: 'head',
    id: message.id,
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
  })
  try {
    if (response.body) {
      const reader = response.body.getReader()
      controller.signal.addEventListener('abort', () => reader.cancel().catch(() => {}))
      while (true) {
        const { done, value } = await reader.read()
        if (done) break
        post({ type: 'chunk', id: message.id, chunk: value })
      }
    }
    post({ type: 'end', id: message.id })
  } catch (error) {
    post({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) })
  } finally {
    controllers.delete(message.id)
  }
}

const internalError = () => new Response('Internal Server Error', { status: 500 })

try {
  const module = await import(pathToFileURL(workerData.entrypoint).href)
  const fetchExport = module.default?.fetch
  if (!handler && typeof fetchExport === 'function') handler = fetchExport.bind(module.default)
  if (!handler) throw new Error('the function never called Deno.serve')
  port.on('message', (message: ToWorker) => {
    if (message.type === 'abort') controllers.get(message.id)?.abort()
    else void handle(message)
  })
  post({ type: 'ready' })
} catch (error) {
  console.error(`[${workerData.name}] failed to boot:`, error)
  post({ type: 'boot-error', message: error instanceof Error ? error.message : String(error) })
}
