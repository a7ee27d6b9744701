// Boots a function's worker thread: TypeScript through tsx, Deno-style specifiers through the
// resolve hooks, then the runtime that loads the function. Plain JavaScript, because nothing
// compiles TypeScript until tsx is registered.
import { register } from 'node:module'
import { workerData } from 'node:worker_threads'
import { register as registerTsx } from 'tsx/esm/api'

registerTsx()
register('./resolve-hooks.ts', import.meta.url, { data: workerData.resolve })
await import('./worker.ts')
