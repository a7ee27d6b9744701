// A private PostgreSQL cluster for the test suites, from Debian's `postgresql` binaries.
// The machine has the binaries but no running server; we init and start our own on a spare port.

import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { candidates, firstFreeBlock } from './free-ports.mjs'
import { has, log, repoRoot, run } from './run.mjs'

const preferredPort = Number(process.env.TEST_PG_PORT ?? 54329)
const clusterDir = `${repoRoot}/.data/postgres`
const databaseUrl = (port) => `postgres://postgres@127.0.0.1:${port}/postgres`

function binDir() {
  const root = '/usr/lib/postgresql'
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
    for (const v of versions) if (existsSync(`${root}/${v}/bin/pg_ctl`)) return `${root}/${v}/bin`
  }
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' })
  if (which.status === 0) return which.stdout.trim().replace(/\/pg_ctl$/, '')
  throw new Error("PostgreSQL server binaries not found: install Debian's `postgresql` package.")
}

/** The PostgreSQL major version of the server binaries. */
function majorVersion() {
  return path.basename(path.dirname(binDir()))
}

/**
 * pg_cron (Debian's `postgresql-<major>-cron`), which hosted projects offer: installed through apt when
 * it is missing, so that a cluster started with `pgCron` schedules the project's jobs as a hosted project
 * does. Installing it changes no running cluster: pg_cron works only where it is preloaded.
 */
export function ensurePgCron() {
  if (existsSync(`/usr/share/postgresql/${majorVersion()}/extension/pg_cron.control`)) return
  const pkg = `postgresql-${majorVersion()}-cron`
  log(`Installing Debian ${pkg} (the pg_cron tests need it)`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  if (sudo.length && !has('sudo', ['-n', 'true'])) {
    throw new Error(`pg_cron is missing and apt-get needs root: run \`sudo apt-get install -y ${pkg}\` once.`)
  }
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args))
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', '--no-install-recommends', pkg])
}

/** Runs a server binary as the `postgres` user when we are root (Postgres refuses to run as root). */
function asPostgres(bin, args) {
  const [cmd, cmdArgs] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  const result = spawnSync(cmd, cmdArgs, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${bin} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}`)
  }
}

/** pg_isready's answer for a port: 0 accepting, 1 rejecting, 2 no answer (nothing there). */
function probe(bin, port) {
  return spawnSync(`${bin}/pg_isready`, ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' }).status
}

/** The port this checkout's own cluster runs on, from its postmaster.pid (pid, data dir, start time, port). */
function runningPort() {
  const pidFile = `${clusterDir}/postmaster.pid`
  if (!existsSync(pidFile)) return null
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n')
  try {
    process.kill(Number(pid), 0)
  } catch {
    return null
  }
  return Number(port)
}

/** The URL of this checkout's test cluster when it is up and answering, else null. */
export function runningPostgres() {
  const port = runningPort()
  return port && probe(binDir(), port) === 0 ? databaseUrl(port) : null
}

/**
 * Creates a cluster in `dir` on first use, owned by the `postgres` OS user, with `superuser` as its
 * bootstrap superuser (password-less, local connections only).
 * @param {string} dir
 * @param {string} superuser
 */
function initCluster(dir, superuser) {
  if (existsSync(`${dir}/PG_VERSION`)) return
  log(`Creating a private PostgreSQL cluster in ${dir}`)
  mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 })
  chmodSync(`${repoRoot}/.data`, 0o755) // the postgres user must be able to reach its folder
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    chownSync(dir, Number(id.stdout), Number(gid.stdout))
  }
  asPostgres(`${binDir()}/initdb`, ['-D', dir, '-U', superuser, '-A', 'trust', '-E', 'UTF8', '--no-locale'])
}

/**
 * Starts the cluster in `dir` on `port`. Test data is disposable, so the shared cluster trades
 * durability for speed; `durable` keeps synchronous commits, so that a transaction the server
 * acknowledged survives the server's crash (fsync stays off: a killed server is not a lost machine,
 * and the operating system still holds what was written).
 * @param {string} dir
 * @param {number} port
 * `pgCron` preloads pg_cron, which then runs jobs in the cluster's `postgres` database (hosted projects'
 * one database).
 * @param {{ durable?: boolean, pgCron?: boolean }} [options]
 */
function startServer(dir, port, { durable = false, pgCron = false } = {}) {
  log(`Starting PostgreSQL on 127.0.0.1:${port}`)
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c fsync=off',
    '-c full_page_writes=off',
    ...(durable ? [] : ['-c synchronous_commit=off']),
    ...(pgCron ? ['-c shared_preload_libraries=pg_cron', '-c cron.database_name=postgres'] : []),
  ].join(' ')
  asPostgres(`${binDir()}/pg_ctl`, ['-D', dir, '-l', `${dir}/server.log`, '-o', options, '-w', 'start'])
}

/**
 * Starts (creating on first use) this checkout's test cluster and resolves with its connection URL.
 * Idempotent. Another checkout's cluster, or any other server, may hold the preferred port (a second
 * clone on the same machine): never use someone else's server, whose lifetime is not ours, but take the
 * next free port.
 */
export async function ensurePostgres() {
  ensurePgCron()
  const running = runningPostgres()
  if (running) return running
  initCluster(clusterDir, 'postgres')
  const port = await firstFreeBlock(candidates(preferredPort, 1, 20))
  startServer(clusterDir, port)
  return databaseUrl(port)
}

export function stopPostgres() {
  if (!runningPort()) return
  asPostgres(`${binDir()}/pg_ctl`, ['-D', clusterDir, '-m', 'fast', 'stop'])
}

/**
 * A cluster of a test's own, in `.data/scratch-postgres/<name>`, for what the shared one cannot do: a
 * different bootstrap superuser (the hosted platform's `supabase_admin`), or being crashed on purpose.
 * Created afresh on each call (an earlier one of the same name is removed) on the first free port.
 * @param {string} name
 * `pgCron`: with pg_cron preloaded (see startServer), installed first if it is missing.
 * @param {{ superuser?: string, durable?: boolean, pgCron?: boolean }} [options]
 */
export async function startScratchCluster(name, { superuser = 'postgres', durable = false, pgCron = false } = {}) {
  if (pgCron) ensurePgCron()
  const dir = `${repoRoot}/.data/scratch-postgres/${name}`
  if (existsSync(`${dir}/postmaster.pid`)) {
    try {
      asPostgres(`${binDir()}/pg_ctl`, ['-D', dir, '-m', 'immediate', 'stop'])
    } catch {
      // not running any more
    }
  }
  rmSync(dir, { recursive: true, force: true })
  initCluster(dir, superuser)
  const port = await firstFreeBlock(candidates(56000 + Math.floor(Math.random() * 900), 1, 40))
  startServer(dir, port, { durable, pgCron })
  return {
    dir,
    port,
    /** @param {string} [user] @param {string} [database] */
    url: (user = superuser, database = 'postgres') => `postgres://${user}@127.0.0.1:${port}/${database}`,
    /** Starts the stopped (or crashed) server again on the same port. */
    restart: () => startServer(dir, port, { durable, pgCron }),
    /** `pg_ctl stop` in the given mode: `immediate` is a crash (no shutdown checkpoint, recovery at start). */
    stop: (/** @type {'fast' | 'immediate'} */ mode = 'fast') =>
      asPostgres(`${binDir()}/pg_ctl`, ['-D', dir, '-m', mode, 'stop']),
    remove() {
      try {
        asPostgres(`${binDir()}/pg_ctl`, ['-D', dir, '-m', 'immediate', 'stop'])
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
