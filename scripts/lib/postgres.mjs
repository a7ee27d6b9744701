// A private PostgreSQL cluster for the test suites, from Debian's `postgresql` binaries.
// The machine has the binaries but no running server; we init and start our own on a spare port.

import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { log, repoRoot } from './run.mjs'

export const testPostgresPort = Number(process.env.TEST_PG_PORT ?? 54329)
export const testDatabaseUrl = `postgres://postgres@127.0.0.1:${testPostgresPort}/postgres`

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

function isReady(bin) {
  const r = spawnSync(`${bin}/pg_isready`, ['-h', '127.0.0.1', '-p', String(testPostgresPort)], { stdio: 'ignore' })
  return r.status === 0
}

/** Starts (creating on first use) the test cluster and returns its connection URL. Idempotent. */
export function ensurePostgres() {
  const bin = binDir()
  if (isReady(bin)) return testDatabaseUrl
  const dir = `${repoRoot}/.data/postgres`
  if (!existsSync(`${dir}/PG_VERSION`)) {
    log(`Creating a private PostgreSQL cluster in ${dir}`)
    mkdirSync(`${repoRoot}/.data`, { recursive: true, mode: 0o755 })
    chmodSync(`${repoRoot}/.data`, 0o755) // the postgres user must be able to reach its folder
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    if (process.getuid?.() === 0) {
      const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
      const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
      chownSync(dir, Number(id.stdout), Number(gid.stdout))
    }
    asPostgres(`${bin}/initdb`, ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale'])
  }
  log(`Starting PostgreSQL on 127.0.0.1:${testPostgresPort}`)
  const options = [
    `-p ${testPostgresPort}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    // Test data is disposable: trade durability for speed.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ')
  asPostgres(`${bin}/pg_ctl`, ['-D', dir, '-l', `${dir}/server.log`, '-o', options, '-w', 'start'])
  return testDatabaseUrl
}

export function stopPostgres() {
  const dir = `${repoRoot}/.data/postgres`
  if (!existsSync(`${dir}/postmaster.pid`)) return
  asPostgres(`${binDir()}/pg_ctl`, ['-D', dir, '-m', 'fast', 'stop'])
}
