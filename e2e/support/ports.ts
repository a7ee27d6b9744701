// e2e ports: by default 4000 the shell, 4001-4004 the remotes (the apps' ports + 1000), 54340 the
// Supabase stand-in; tests that start servers of their own take ports from shell + 10 up.
// E2E_PORT_OFFSET and E2E_SUPABASE_PORT move them, so that two suites can run on one machine.
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 1000)
export const E2E_SHELL_URL = `http://127.0.0.1:${3000 + E2E_PORT_OFFSET}`
export const E2E_SUPABASE_PORT = Number(process.env.E2E_SUPABASE_PORT ?? 54340)
export const E2E_SUPABASE_URL = `http://127.0.0.1:${E2E_SUPABASE_PORT}`

/** A port for a test's own server: `n` (10, 12, 20, ...) above the suite's shell port. */
export function e2eExtraPort(n: number): number {
  return 3000 + E2E_PORT_OFFSET + n
}
