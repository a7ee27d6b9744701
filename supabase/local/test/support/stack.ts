// Starts a stand-in for a test suite on a free port, over the database TEST_DB names, serving
// `workdir` (by default the tests' own fixture project, not the product's schema).
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { type RunningStack, startStack } from '../../src/stack.ts'
import { type TestDb, testDb } from './database.ts'
import { createMigratedDatabase, migratedImage } from './migrated.ts'

export const fixtureWorkdir = path.resolve(import.meta.dirname, '../fixture')

export interface TestStack extends RunningStack {
  anon(): SupabaseClient
  service(): SupabaseClient
  /** A client signed in with the given access token (no session persistence). */
  withToken(accessToken: string): SupabaseClient
}

export async function startTestStack(
  options: { workdir?: string; db?: TestDb; configOverride?: string } = {},
): Promise<TestStack> {
  const db = options.db ?? testDb
  const workdir = options.workdir ?? fixtureWorkdir
  // The database starts with the workdir's migrations applied (its seed still runs at start).
  const kind = createHash('sha256').update(workdir).digest('hex').slice(0, 8)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-test-'))
  const database = db === 'postgres' ? await createMigratedDatabase(kind, workdir, 'stack') : null
  const stack = await startStack({
    workdir,
    port: 0,
    dataDir,
    databaseUrl: database?.url,
    pgliteImage: database ? undefined : await migratedImage(kind, workdir),
    configOverride: options.configOverride,
    quiet: true,
  })
  const client = (key: string, accessToken?: string) =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // Node 20 has no global WebSocket; realtime-js needs a transport to construct the client.
      realtime: { transport: WebSocket as never },
      ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
    })
  return {
    ...stack,
    anon: () => client(stack.config.anonKey),
    service: () => client(stack.config.serviceRoleKey),
    withToken: (token) => client(stack.config.anonKey, token),
    async stop() {
      await stack.stop()
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
