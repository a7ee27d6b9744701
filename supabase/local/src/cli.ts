// `supabase-local start [--workdir DIR] [--port N] [--data DIR] [--reset]`
import { parseArgs } from 'node:util'
import { startStack } from './stack.ts'

const usage = `Usage: supabase-local start [options]

Runs a local stand-in for a hosted Supabase project (REST, Auth, Realtime, Storage, Functions).

Options:
  --workdir DIR   project folder holding supabase/migrations, supabase/seed.sql (default: current folder)
  --port N        API port (default: 54321)
  --host HOST     interface to listen on (default: 127.0.0.1)
  --data DIR      where the database and files are kept (default: <workdir>/.data/supabase-local)
  --reset         start from an empty database
  --db-url URL    use this Postgres instead of embedded PGlite (or set DATABASE_URL)
  -h, --help      show this help`

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
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help || positionals[0] !== 'start') {
    console.log(usage)
    process.exit(values.help ? 0 : 1)
  }
  const started = Date.now()
  const stack = await startStack({
    workdir: values.workdir,
    port: values.port ? Number(values.port) : undefined,
    host: values.host,
    dataDir: values.data,
    reset: values.reset,
    databaseUrl: values['db-url'],
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
     JWT signing: ${config.signingKeys.length > 0 ? `ES256/RS256 (${config.signingKeys.map((k) => k.kid).join(', ')}), JWKS at ${config.apiUrl}/auth/v1/.well-known/jwks.json` : 'HS256 with the JWT secret'}
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
