import { defineConfig } from 'vitest/config'

// Three projects: unit tests of each stage (no database), and the API suites, which run against
// supabase-js twice: once on embedded PGlite, once on a real Postgres (TEST_DATABASE_URL).
export default defineConfig({
  test: {
    // Background work (IPN retries, pg_net requests) can take a few seconds on a loaded machine; Vitest's
    // default of 1 s for `expect.poll` would fail a slow run rather than a wrong one.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: ['test/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['test/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
