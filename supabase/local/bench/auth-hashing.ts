// Does password hashing stall everyone else? Reads of a small table arrive at a steady 50 a second and
// their latency is measured, first alone, then while customers sign in (password grant: one bcrypt
// comparison each) at 5 a second, then while they sign up (one bcrypt hash each) at 5 a second. All
// load comes from a worker thread, so the server's event loop is the stand-in's alone. PGlite: the hash
// costs the same on any database.
//
//   node bin/run-ts.mjs bench/auth-hashing.ts        (BENCH_SECONDS=10 by default)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { startStack } from '../src/stack.ts'
import { percentile } from './support.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const READS_PER_SECOND = 50
const AUTH_PER_SECOND = 5
const USERS = 10
const PASSWORD = 'bench-pass-2026'

const MIGRATION = `
create table public.bench_items (id int primary key, name text not null);
insert into public.bench_items select g, 'item ' || g from generate_series(1, 100) g;
grant select on public.bench_items to anon, authenticated;
`
// The benchmark signs in and up far more often than the shipped per-address limits allow.
const CONFIG = `
[auth.rate_limit]
sign_in_sign_ups = 100000
token_refresh = 100000
token_verifications = 100000
`

// Open-loop load: a read every 1000/READS ms and, in the mixed phases, a sign-in or sign-up every
// 1000/AUTH ms, each sent on time whatever the earlier ones are doing (as independent users do).
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const { url, apikey, seconds, readsPerSecond, authPerSecond, auth, emails, password } = workerData
const reads = []
const auths = []
let errors = 0
let signUps = 0
async function timed(list, input, init) {
  const started = performance.now()
  try {
    const response = await fetch(input, init)
    await response.arrayBuffer()
    if (!response.ok) errors++
  } catch { errors++ }
  list.push(performance.now() - started)
}
function every(perSecond, send) {
  const sent = []
  const step = 1000 / perSecond
  const start = performance.now()
  return new Promise((resolve) => {
    let n = 0
    const tick = () => {
      if (performance.now() - start >= seconds * 1000) return Promise.all(sent).then(resolve)
      sent.push(send(n++))
      setTimeout(tick, Math.max(0, start + n * step - performance.now()))
    }
    tick()
  })
}
const read = () => timed(reads, url + '/rest/v1/bench_items?select=id,name&id=eq.42', { headers: { apikey } })
const signIn = (n) => timed(auths, url + '/auth/v1/token?grant_type=password', {
  method: 'POST', headers: { apikey, 'content-type': 'application/json' },
  body: JSON.stringify({ email: emails[n % emails.length], password }),
})
const signUp = () => timed(auths, url + '/auth/v1/signup', {
  method: 'POST', headers: { apikey, 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench-' + process.pid + '-' + (signUps++) + '-' + Math.random().toString(36).slice(2) + '@example.com', password }),
})
Promise.all([
  every(readsPerSecond, read),
  auth === 'none' ? null : every(authPerSecond, auth === 'sign-in' ? signIn : signUp),
]).then(() => parentPort.postMessage({ reads, auths, errors }))
`

interface Measured {
  reads: number[]
  auths: number[]
  errors: number
}

function load(url: string, apikey: string, auth: 'none' | 'sign-in' | 'sign-up', emails: string[], seconds: number) {
  return new Promise<Measured>((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: {
        url,
        apikey,
        seconds,
        readsPerSecond: READS_PER_SECOND,
        authPerSecond: AUTH_PER_SECOND,
        auth,
        emails,
        password: PASSWORD,
      },
    })
    worker.once('message', resolve)
    worker.once('error', reject)
  })
}

const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(1).padStart(7)

const workdir = mkdtempSync(path.join(tmpdir(), 'auth-hashing-bench-'))
mkdirSync(path.join(workdir, 'supabase', 'migrations'), { recursive: true })
writeFileSync(path.join(workdir, 'supabase', 'migrations', '20240101000000_bench.sql'), MIGRATION)
writeFileSync(path.join(workdir, 'supabase', 'config.toml'), CONFIG)
const stack = await startStack({ workdir, port: 0, dataDir: path.join(workdir, 'data'), quiet: true })
try {
  const emails = Array.from({ length: USERS }, (_, i) => `bench-user-${i}@example.com`)
  for (const email of emails) {
    const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: stack.config.serviceRoleKey,
        authorization: `Bearer ${stack.config.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
    })
    if (!response.ok) throw new Error(`creating ${email}: ${response.status} ${await response.text()}`)
  }
  await load(stack.url, stack.config.anonKey, 'sign-in', emails, 2) // warm-up

  const [load1] = loadavg()
  console.log(
    `\nReads of one row at ${READS_PER_SECOND}/s for ${SECONDS}s per phase, PGlite; load average ${load1?.toFixed(1)} on ${cpus().length} CPUs`,
  )
  console.log(
    `${'phase'.padEnd(32)} ${'reads'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}   ${'auth p50'.padStart(8)} ${'auth p95'.padStart(8)} ${'errors'.padStart(6)}   ${'loop busy'.padStart(9)} ${'loop stall p99'.padStart(14)}`,
  )
  for (const [phase, auth] of [
    ['reads alone', 'none'],
    [`reads + sign-ins at ${AUTH_PER_SECOND}/s`, 'sign-in'],
    [`reads + sign-ups at ${AUTH_PER_SECOND}/s`, 'sign-up'],
  ] as const) {
    // How busy the stand-in's event loop was, and its longest stalls (a timer's lateness, 99th percentile).
    const stalls = monitorEventLoopDelay({ resolution: 5 })
    stalls.enable()
    const before = performance.eventLoopUtilization()
    const { reads, auths, errors } = await load(stack.url, stack.config.anonKey, auth, emails, SECONDS)
    const busy = performance.eventLoopUtilization(before).utilization
    stalls.disable()
    const r = [...reads].sort((a, b) => a - b)
    const a = [...auths].sort((x, y) => x - y)
    console.log(
      `${phase.padEnd(32)} ${String(r.length).padStart(6)} ${ms(r, 50)} ${ms(r, 95)} ${ms(r, 99)}   ${a.length ? ms(a, 50).padStart(8) : '       -'} ${a.length ? ms(a, 95).padStart(8) : '       -'} ${String(errors).padStart(6)}   ${`${(busy * 100).toFixed(0)}%`.padStart(9)} ${(stalls.percentile(99) / 1e6).toFixed(1).padStart(14)}`,
    )
  }
} finally {
  await stack.stop()
  rmSync(workdir, { recursive: true, force: true })
}
