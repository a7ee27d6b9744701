// A private PostgreSQL cluster for the test suites, from Debian's `postgresql` binaries.
// The machine has the binaries but no running server; we init and start our own on a spare port.

import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { candidates, firstFreeBlock } from './free-ports.mjs'
import { log, repoRoot } from './run.mjs'

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
 * Starts (creating on first use) this checkout's test cluster and resolves with its connection URL.
 * Idempotent. Another checkout's cluster, or any other server, may hold the preferred port (a second
 * clone on the same machine): never use someone else's server, whose lifetime is not ours, but take the
 * next free port.
 */
export async function ensurePostgres() {
  const running = runningPostgres()
  if (running) return running
  const bin = binDir()
  if (!existsSync(`${clusterDir}/PG_VERSION`)) {
    log(`Creating a private PostgreSQL cluster in ${clusterDir}`)
    mkdirSync(`${repoRoot}/.data`, { recursive: true, mode: 0o755 })
    chmodSync(`${repoRoot}/.data`, 0o755) // the postgres user must be able to reach its folder
    mkdirSync(clusterDir, { recursive: true, mode: 0o700 })
    if (process.getuid?.() === 0) {
      const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
      const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
      chownSync(clusterDir, Number(id.stdout), Number(gid.stdout))
    }
    asPostgres(`${bin}/initdb`, ['-D', clusterDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale'])
  }
  const port = await firstFreeBlock(candidates(preferredPort, 1, 20))
  log(`Starting PostgreSQL on 127.0.0.1:${port}`)
  const options = [
    `-p ${port}`,
    `-k ${clusterDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    // Test data is disposable: trade durability for speed.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ')
  asPostgres(`${bin}/pg_ctl`, ['-D', clusterDir, '-l', `${clusterDir}/server.log`, '-o', options, '-w', 'start'])
  return databaseUrl(port)
}

export function stopPostgres() {
  if (!runningPort()) return
  asPostgres(`${binDir()}/pg_ctl`, ['-D', clusterDir, '-m', 'fast', 'stop'])
}
