// bcrypt off the event loop. bcryptjs (pure JavaScript) computes a hash on the calling thread: its
// async functions only cut the work into slices between other callbacks, so every sign-up and sign-in
// still added ~0.1 s of CPU in front of every other request of the stand-in. Here each hash and each
// comparison runs on a small pool of worker threads (one fewer than the machine's cores, at least one,
// at most four), started on first use and keeping the process alive only while they have work; the
// event loop only waits.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

type Task = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string }

interface Pending {
  resolve: (value: string | boolean) => void
  reject: (error: Error) => void
}

interface Thread {
  worker: Worker
  pending: Map<number, Pending>
}

const SIZE = Math.max(1, Math.min(4, availableParallelism() - 1))
const threads: Thread[] = []
let nextId = 0

function start(): Thread {
  const worker = new Worker(new URL('./password-hashing-worker.mjs', import.meta.url))
  worker.unref()
  const thread: Thread = { worker, pending: new Map() }
  worker.on('message', (message: { id: number; result?: string | boolean; error?: string }) => {
    const task = thread.pending.get(message.id)
    if (!task) return
    thread.pending.delete(message.id)
    if (thread.pending.size === 0) worker.unref()
    if (message.error !== undefined) task.reject(new Error(message.error))
    else task.resolve(message.result as string | boolean)
  })
  // A thread that dies fails its own tasks and is replaced on the next one.
  const fail = (error: Error) => {
    threads.splice(threads.indexOf(thread), 1)
    for (const task of thread.pending.values()) task.reject(error)
    thread.pending.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => {
    if (threads.includes(thread)) fail(new Error(`password hashing thread exited with ${code}`))
  })
  threads.push(thread)
  return thread
}

/** The thread with the fewest tasks waiting; a new one while the pool is not full. */
function leastBusy(): Thread {
  const idle = threads.find((t) => t.pending.size === 0)
  if (idle) return idle
  if (threads.length < SIZE) return start()
  return threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a))
}

function run(task: Task): Promise<string | boolean> {
  const thread = leastBusy()
  const id = nextId++
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject })
    thread.worker.ref()
    thread.worker.postMessage({ id, ...task })
  })
}

/** A bcrypt hash of `password` at `cost`, computed on the pool. */
export async function bcryptHash(password: string, cost: number): Promise<string> {
  return (await run({ op: 'hash', password, cost })) as string
}

/** Whether `password` matches the bcrypt `hash`, compared on the pool; throws for a malformed hash. */
export async function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return (await run({ op: 'compare', password, hash })) as boolean
}
