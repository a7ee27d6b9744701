// What both benchmarks share: a throw-away project holding the benchmark's migration, served on
// PGlite and on a fresh database of the test cluster (TEST_DATABASE_URL), and percentiles.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type RunningStack, startStack } from '../src/stack.ts'
import { createTestDatabase } from '../test/support/database.ts'

/** BENCH_DB=pglite|postgres|both (default both). */
const WHICH = process.env.BENCH_DB ?? 'both'

/** The p-th percentile of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** Runs `bench` against a stack over `migration`, once per database BENCH_DB asks for. */
export async function onEachDatabase(
  name: string,
  migration: string,
  bench: (
    database: 'PGlite (embedded)' | 'PostgreSQL 15 (TEST_DATABASE_URL cluster)',
    stack: RunningStack,
  ) => Promise<void>,
) {
  const workdir = mkdtempSync(path.join(tmpdir(), `${name}-bench-`))
  mkdirSync(path.join(workdir, 'supabase', 'migrations'), { recursive: true })
  writeFileSync(path.join(workdir, 'supabase', 'migrations', '20240101000000_bench.sql'), migration)
  try {
    if (WHICH === 'both' || WHICH === 'pglite') {
      const stack = await startStack({ workdir, port: 0, dataDir: path.join(workdir, 'data'), quiet: true })
      try {
        await bench('PGlite (embedded)', stack)
      } finally {
        await stack.stop()
      }
    }
    if (WHICH === 'both' || WHICH === 'postgres') {
      const database = await createTestDatabase(`${name}_bench`)
      try {
        const stack = await startStack({
          workdir,
          port: 0,
          dataDir: path.join(workdir, 'data-pg'),
          databaseUrl: database.url,
          quiet: true,
        })
        try {
          await bench('PostgreSQL 15 (TEST_DATABASE_URL cluster)', stack)
        } finally {
          await stack.stop()
        }
      } finally {
        await database.drop()
      }
    }
  } finally {
    rmSync(workdir, { recursive: true, force: true })
  }
}
