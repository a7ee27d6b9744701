import { defineConfig } from 'vitest/config'

// Three projects: unit tests of each stage (no database), and the API suites, which run against
// supabase-js twice: once on embedded PGlite, once on a real Postgres (TEST_DATABASE_URL).
export default defineConfig({
  test: {
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
