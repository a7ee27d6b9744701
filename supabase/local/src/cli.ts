// `supabase-local start [--workdir DIR] [--port N] [--data DIR] [--reset]`
// `supabase-local gen types [--workdir DIR] [--db-url URL] [--schema public,...]`
import { parseArgs } from 'node:util'
import { genTypes } from './gen/generate.ts'
import { startStack } from './stack.ts'

const usage = `Usage: supabase-local start [options]
       supabase-local gen types [options]

start: runs a local stand-in for a hosted Supabase project (REST, Auth, Realtime, Storage, Functions).

  --workdir DIR   project folder holding supabase/migrations, supabase/seed.sql (default: current folder)
  --port N        API port (default: 54321)
  --host HOST     interface to listen on (default: 127.0.0.1)
  --data DIR      where the database and files are kept (default: <workdir>/.data/supabase-local)
  --reset         start from an empty database
  --db-url URL    use this Postgres instead of embedded PGlite (or set DATABASE_URL)
  --config-override FILE
                  a TOML file merged over <workdir>/supabase/config.toml, e.g. a test run's raised
                  rate limits (or set SUPABASE_CONFIG_OVERRIDE)
  --legacy-jwt    sign access tokens HS256 with the JWT secret, as a project made before signing keys
                  (or set SUPABASE_LEGACY_JWT=true); by default ES256 with the data directory's own key
  -h, --help      show this help

gen types: prints the TypeScript types of the schema, as \`supabase gen types typescript --local\` does,
read from a throw-away PGlite database migrated from <workdir>/supabase/migrations.

  --workdir DIR       project folder holding supabase/migrations (default: current folder)
  --db-url URL        read this Postgres database as it is instead
  -s, --schema LIST   schemas to include, comma-separated or repeated (default: public)
  --lang typescript   the only language it writes`

export async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      workdir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      reset: { type: 'boolean' },
      'db-url': { type: 'string' },
      'config-override': { type: 'string' },
      'legacy-jwt': { type: 'boolean' },
      schema: { type: 'string', short: 's', multiple: true },
      lang: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  if (positionals[0] === 'gen' && positionals[1] === 'types') {
    await printTypes(positionals[2] ?? values.lang ?? 'typescript', values)
    return
  }
  if (positionals[0] !== 'start') {
    console.log(usage)
    process.exit(1)
  }
  const started = Date.now()
  const stack = await startStack({
    workdir: values.workdir,
    port: values.port ? Number(values.port) : undefined,
    host: values.host,
    dataDir: values.data,
    reset: values.reset,
    databaseUrl: values['db-url'],
    configOverride: values['config-override'],
    legacyJwt: values['legacy-jwt'],
  })
  const { config, migrations } = stack
  const database = config.databaseUrl
    ? config.databaseUrl.replace(/:[^:@/]+@/, ':****@')
    : `PGlite in ${config.dataDir}`
  console.log(`
Started supabase-local in ${((Date.now() - started) / 1000).toFixed(1)}s (${migrations.applied.length} migrations applied${migrations.seeded ? ', seeded' : ''}).

         API URL: ${config.apiUrl}
        Database: ${database}
        Mail URL: ${config.apiUrl}/mail
      JWT secret: ${config.jwtSecret}
        anon key: ${config.anonKey}
service_role key: ${config.serviceRoleKey}
 Publishable key: ${config.publishableKey}
      Secret key: ${config.secretKey}
     JWT signing: ${config.signingKeys.length > 0 ? `${config.signingKeys[0]?.alg} (kid ${config.signingKeys[0]?.kid}), JWKS at ${config.apiUrl}/auth/v1/.well-known/jwks.json; HS256 accepted` : 'HS256 with the JWT secret (--legacy-jwt)'}
`)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await stack.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

async function printTypes(lang: string, values: { workdir?: string; 'db-url'?: string; schema?: string[] }) {
  if (lang !== 'typescript') {
    console.error(`gen types: only typescript is supported, not ${lang}`)
    process.exit(1)
  }
  const schemas = values.schema?.flatMap((s) => s.split(',').map((name) => name.trim())).filter(Boolean)
  try {
    const types = await genTypes({ workdir: values.workdir, dbUrl: values['db-url'], schemas })
    process.stdout.write(types)
  } catch (error) {
    console.error(`gen types: ${(error as Error).message}`)
    process.exit(1)
  }
}
