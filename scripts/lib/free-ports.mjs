// Another run on the same machine (a second clone's tests, a benchmark, a server left behind) may hold
// the ports we would like: never talk to someone else's server, take the next free ones. Used for the
// test cluster of PostgreSQL and for the e2e run's servers.
import { createServer } from 'node:net'

/** @param {number} port */
function canListen(port) {
  return /** @type {Promise<boolean>} */ (
    new Promise((resolve) => {
      const server = createServer()
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
    })
  )
}

/**
 * The first of `starts` from which `size` consecutive ports are all free on 127.0.0.1.
 * (A port checked free can still be taken before we listen; two runs started in the same second are not
 * a case we have.)
 * @param {number[]} starts
 * @param {number} [size]
 */
export async function firstFreeBlock(starts, size = 1) {
  for (const start of starts) {
    let free = true
    for (let port = start; free && port < start + size; port++) free = await canListen(port)
    if (free) return start
  }
  throw new Error(`No ${size} free port(s) from any of ${starts.join(', ')} on 127.0.0.1`)
}

/**
 * `count` candidates `step` apart from `first`.
 * @param {number} first
 * @param {number} step
 * @param {number} [count]
 */
export function candidates(first, step, count = 10) {
  return Array.from({ length: count }, (_, i) => first + i * step)
}
