// The apps, their ports and the shell server's settings are defined once, in the shell (its server
// runs alone in a container); the set-up scripts add what only they need: waiting for a server to answer.
// Read by its path, not as @shop/shell/apps: npm start and npm test import it before the workspace is
// installed, when no package is linked yet. Everything else imports @shop/shell/apps.
export * from '../../shell/server/apps.mjs'

/**
 * True when something answers HTTP at `url` within `timeoutMs`.
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function answers(url, timeoutMs = 1500) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    return response.status < 500
  } catch {
    return false
  }
}

/**
 * Waits until `url` answers, or throws after `timeoutMs` (or at once when `isDead()` says the process
 * that should answer has exited).
 * @param {string} url
 * @param {{ timeoutMs?: number, isDead?: () => boolean, what?: string }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 180_000, isDead = () => false, what = url } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (isDead()) throw new Error(`${what} exited before it answered at ${url}`)
    if (await answers(url)) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${what} did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s`)
}
