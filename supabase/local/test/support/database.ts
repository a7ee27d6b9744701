// Disposable databases for tests: a fresh database per suite on the test Postgres cluster
// (TEST_DATABASE_URL, started by the repo's test script), or an in-memory PGlite.
import { createHash, randomBytes } from 'node:crypto'
import pg from 'pg'

export type TestDb = 'pglite' | 'postgres'

/** Which database the API suites run on: TEST_DB=pglite|postgres (default pglite). */
export const testDb: TestDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

export function testClusterUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through `npm test` or start the test cluster')
  return url
}

/**
 * Creates a database on the test cluster, empty or a copy of `template`; returns its URL and a function
 * that drops it.
 */
export async function createTestDatabase(
  prefix = 'test',
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const clusterUrl = testClusterUrl()
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: clusterUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`)
    if (options.template) await copyDatabaseSettings(admin, options.template, name)
  } finally {
    await admin.end()
  }
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

/** The settings whose value is a list of names (the ones pg_dump writes unquoted as a whole). */
const LIST_SETTINGS = new Set([
  'local_preload_libraries',
  'search_path',
  'session_preload_libraries',
  'shared_preload_libraries',
  'temp_tablespaces',
  'unix_socket_directories',
])

/**
 * A copy of a database leaves out its `alter database … set` and `alter role … in database … set`
 * settings (pg_db_role_setting is the cluster's): migrations set some, so they are copied over.
 */
async function copyDatabaseSettings(admin: pg.Client, from: string, to: string) {
  const { rows } = await admin.query<{ role: string | null; setting: string }>(
    `select r.rolname as role, unnest(s.setconfig) as setting
       from pg_db_role_setting s
       join pg_database d on d.oid = s.setdatabase
       left join pg_roles r on r.oid = s.setrole
      where d.datname = $1`,
    [from],
  )
  for (const { role, setting } of rows) {
    const [key, ...value] = setting.split('=')
    const target = role ? `role ${pg.escapeIdentifier(role)} in database ${to}` : `database ${to}`
    // A list setting is stored as SQL writes it (quoted names, commas); quoted whole it would be one name.
    const sql = LIST_SETTINGS.has(key ?? '') ? value.join('=') : pg.escapeLiteral(value.join('='))
    await admin.query(`alter ${target} set ${key} = ${sql}`)
  }
}

/**
 * A template database on the test cluster holding what `parts` name (hashed into its name), built by
 * `make` on an empty database when no process of this run or an earlier one has built it. Suites copy
 * it (`createTestDatabase(prefix, { template })`), which takes a fraction of the seconds that building
 * it again would. Building a new one drops the older templates of its kind that nobody is copying.
 */
export async function templateDatabase(
  kind: string,
  parts: string[],
  make: (url: string) => Promise<void>,
): Promise<string> {
  const prefix = `template_${kind.replace(/\W+/g, '_')}_`
  const name = `${prefix}${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16)}`
  const admin = new pg.Client({ connectionString: testClusterUrl() })
  await admin.connect()
  try {
    // One builder at a time: the others wait here, then find the template made.
    await admin.query('select pg_advisory_lock(hashtext($1))', [prefix])
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (rowCount) return name
    const building = `${name}_building`
    await admin.query(`drop database if exists ${building} with (force)`)
    await admin.query(`create database ${building}`)
    const url = new URL(testClusterUrl())
    url.pathname = `/${building}`
    await make(url.toString())
    await admin.query(`alter database ${building} rename to ${name}`)
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1) and datname <> $2`,
      [prefix, name],
    )
    for (const old of rows) await admin.query(`drop database if exists ${old.datname}`).catch(() => {})
    return name
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [prefix]).catch(() => {})
    await admin.end()
  }
}
