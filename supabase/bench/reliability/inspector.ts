// What the stand-in's memory is made of, read through the Node inspector it was started with
// (`--inspect=127.0.0.1:0`, benchmark runs only): the process's resident set from /proc, V8's heap and
// the buffers outside it (process.memoryUsage), and the size of every WebAssembly memory, which is where
// PGlite's Postgres lives. It can also run a full garbage collection.
import { readFileSync } from 'node:fs'
import WebSocket from 'ws'

export interface MemoryReading {
  rssMiB: number
  /** V8's heap as it holds it from the system, and the part of it live objects use. */
  heapTotalMiB: number
  heapUsedMiB: number
  /** Memory outside V8's heap: Buffers, ArrayBuffers (request bodies, answers) and the WebAssembly memories. */
  externalMiB: number
  /** The WebAssembly memories (PGlite's heap); a WebAssembly memory grows and never shrinks. */
  wasmMiB: number
}

const MiB = 1024 * 1024

/** The process's resident set, in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024
}

export interface Inspector {
  read(): Promise<MemoryReading>
  collectGarbage(): Promise<void>
  close(): void
}

/** Connects to the inspector whose address the process printed ("Debugger listening on ws://…"). */
export async function connectInspector(pid: number, output: () => string): Promise<Inspector> {
  const address = output().match(/Debugger listening on (ws:\/\/\S+)/)?.[1]
  if (!address) throw new Error('the stand-in was not started with --inspect')
  const socket = new WebSocket(address)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let next = 0
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } }
    const call = message.id === undefined ? undefined : waiting.get(message.id)
    if (!call) return
    waiting.delete(message.id as number)
    if (message.error) call.reject(new Error(message.error.message))
    else call.resolve(message.result)
  })
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject })
      socket.send(JSON.stringify({ id, method, params }))
    })
  type Remote = { result: { objectId?: string; value?: unknown } }
  const evaluate = async (expression: string) =>
    (await send<Remote>('Runtime.evaluate', { expression, returnByValue: true })).result.value

  // Finding the memories walks the heap, so it is done once; the list found is kept and read again.
  const prototype = await send<Remote>('Runtime.evaluate', { expression: 'WebAssembly.Memory.prototype' })
  const memories = await send<{ objects: { objectId: string } }>('Runtime.queryObjects', {
    prototypeObjectId: prototype.result.objectId,
  })

  return {
    async read() {
      const usage = (await evaluate('process.memoryUsage()')) as {
        heapTotal: number
        heapUsed: number
        external: number
      }
      const sizes = await send<Remote>('Runtime.callFunctionOn', {
        objectId: memories.objects.objectId,
        functionDeclaration: 'function () { return this.map((m) => m.buffer.byteLength) }',
        returnByValue: true,
      })
      const wasm = (sizes.result.value as number[]).reduce((sum, n) => sum + n, 0)
      return {
        rssMiB: rssMiB(pid),
        heapTotalMiB: usage.heapTotal / MiB,
        heapUsedMiB: usage.heapUsed / MiB,
        externalMiB: usage.external / MiB,
        wasmMiB: wasm / MiB,
      }
    },
    async collectGarbage() {
      await send('HeapProfiler.collectGarbage')
    },
    close: () => socket.close(),
  }
}
