// Another run on the same machine (a second clone's suite, a benchmark, a server left behind) may hold
// the ports we would like: never serve a test against someone else's server, take the next free ones.
import { createServer } from 'node:net'

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/**
 * The first of `starts` from which `size` consecutive ports are all free on 127.0.0.1.
 * (A port checked free can still be taken before we listen; two suites started in the same second
 * are not a case we have.)
 */
export async function firstFreeBlock(starts: number[], size: number): Promise<number> {
  for (const start of starts) {
    let free = true
    for (let port = start; free && port < start + size; port++) free = await canListen(port)
    if (free) return start
  }
  throw new Error(`No ${size} free ports from any of ${starts.join(', ')} on 127.0.0.1`)
}

/** `count` candidates `step` apart from `first`. */
export function candidates(first: number, step: number, count = 10): number[] {
  return Array.from({ length: count }, (_, i) => first + i * step)
}
