// Disposable databases for tests: a fresh database per suite on the test Postgres cluster
// (TEST_DATABASE_URL, started by the repo's test script), or an in-memory PGlite.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export type TestDb = 'pglite' | 'postgres'

/** Which database the API suites run on: TEST_DB=pglite|postgres (default pglite). */
export const testDb: TestDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

export function testClusterUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through `npm test` or start the test cluster')
  return url
}

/** Creates an empty database on the test cluster; returns its URL and a function that drops it. */
export async function createTestDatabase(prefix = 'test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const clusterUrl = testClusterUrl()
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: clusterUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: clusterUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}
