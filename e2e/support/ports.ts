// e2e ports: the shell on 3000 + offset, the remotes on 3001-3004 + offset, the Supabase stand-in on its
// own port; tests that start servers of their own take ports from shell + 10 up (SUITE_BLOCK in all).
// The first free block from 4000 and the first free stand-in port from 54340 are chosen once, in the
// runner's process, and handed to the workers through the environment (which they inherit);
// E2E_PORT_OFFSET and E2E_SUPABASE_PORT fix them instead.
import { candidates, firstFreeBlock } from '../../scripts/lib/free-ports.mjs'

const SUITE_BLOCK = 30

process.env.E2E_PORT_OFFSET ??= String((await firstFreeBlock(candidates(4000, 100), SUITE_BLOCK)) - 3000)
process.env.E2E_SUPABASE_PORT ??= String(await firstFreeBlock(candidates(54340, 1)))

export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET)
export const E2E_SHELL_URL = `http://127.0.0.1:${3000 + E2E_PORT_OFFSET}`
export const E2E_SUPABASE_PORT = Number(process.env.E2E_SUPABASE_PORT)
export const E2E_SUPABASE_URL = `http://127.0.0.1:${E2E_SUPABASE_PORT}`

/** A port for a test's own server: `n` (10, 12, 20, ...) above the suite's shell port. */
export function e2eExtraPort(n: number): number {
  if (n >= SUITE_BLOCK) throw new Error(`e2eExtraPort(${n}) is outside the suite's ${SUITE_BLOCK} ports`)
  return 3000 + E2E_PORT_OFFSET + n
}
