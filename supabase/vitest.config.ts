import { defineConfig } from 'vitest/config'

// The database suites run twice: on embedded PGlite (what `npm start` runs by default) and on a real
// PostgreSQL 15 (TEST_DATABASE_URL), each suite on a fresh database. The concurrency suite needs real
// parallel connections, so it runs on Postgres only (*.postgres.test.ts). The crash suites kill a
// process of their own and run once (*.crash.test.ts). The Edge Functions' suites (tests/functions/)
// test the functions, not the database under them: they run on Postgres, what a hosted project runs
// them on (the browser journeys run them on PGlite, what `npm start` runs).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/**/*.postgres.test.ts', 'tests/**/*.crash.test.ts', 'tests/functions/**'],
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/**/*.crash.test.ts'],
          env: { TEST_DB: 'postgres' },
        },
      },
      // Processes killed on purpose (tests/crash/): each starts its own stand-in or cluster, once.
      { extends: true, test: { name: 'crash', include: ['tests/**/*.crash.test.ts'], testTimeout: 400_000 } },
    ],
  },
})
