// The address search through the shell's /api proxy, as the storefront calls it: the shell's server is
// the only address the functions gateway sees, so the geocoder counts visitors by the address the shell
// reports for them (X-Forwarded-For, written by the shell from the connection, trusted only because
// GEOCODE_TRUSTED_PROXIES names the shell's address). One visitor's spent allowance is theirs alone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type RunningAppServer, startAppServer } from '@shop/shell/server/app-server'
import type { TestStack } from '@shop/supabase-local/testing/stack'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startProductStack } from './support/stack.ts'

let stack: TestStack
let shell: RunningAppServer
/** The shell's built files: only its page is needed here. */
const shellDist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'))

beforeAll(async () => {
  process.env.GEOCODE_RATE_LIMIT = '3'
  // The shell's server runs beside the stand-in, on this machine.
  process.env.GEOCODE_TRUSTED_PROXIES = '127.0.0.1, ::1'
  stack = await startProductStack()
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  shell = await startAppServer({
    root: shellDist,
    port: 0,
    kind: 'shell',
    env: { SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.config.anonKey },
  })
}, 180_000)
afterAll(async () => {
  await shell?.close()
  await stack?.stop()
  rmSync(shellDist, { recursive: true, force: true })
  delete process.env.GEOCODE_TRUSTED_PROXIES
  delete process.env.GEOCODE_RATE_LIMIT
})

/** A visitor's lookup through the shell, from their own address (127.0.0.x: the loopback net has them all). */
function lookUp(from: string, forwardedFor?: string) {
  return new Promise<number>((resolve, reject) => {
    const headers: Record<string, string> = { apikey: stack.config.anonKey }
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor
    request(`${shell.url}/api/geocode?q=kampala`, { localAddress: from, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
      .on('error', reject)
      .end()
  })
}

it('one visitor spending their allowance leaves every other visitor theirs', async () => {
  // Start early in a minute: the limit counts fixed minutes.
  const left = 60_000 - (Date.now() % 60_000)
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 200))
  const greedy: number[] = []
  for (let i = 0; i < 4; i++) greedy.push(await lookUp('127.0.0.2'))
  expect(greedy).toEqual([200, 200, 200, 429])
  expect(await lookUp('127.0.0.3')).toBe(200)
  // What a visitor writes in X-Forwarded-For themselves buys no new allowance: the shell replaces it.
  expect(await lookUp('127.0.0.2', '198.51.100.99')).toBe(429)
})
