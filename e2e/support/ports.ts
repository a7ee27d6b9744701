// e2e ports: 4000 the shell, 4001-4004 the remotes (the apps' ports + 1000), 54340 the Supabase stand-in.
// Tests that start servers of their own take ports from 4010 up.
export const E2E_PORT_OFFSET = 1000
export const E2E_SHELL_URL = 'http://127.0.0.1:4000'
export const E2E_SUPABASE_PORT = 54340
export const E2E_SUPABASE_URL = `http://127.0.0.1:${E2E_SUPABASE_PORT}`
