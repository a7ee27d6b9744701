// `pnpm check:production`: every setting of the shell's server, the Edge Functions and Auth's SMTP is
// listed, each missing or malformed one is a problem, and the lists stay complete — every setting the
// functions read is in theirs, and .env.example lists every setting the checker knows. Every function is
// deployed with verify_jwt off, which would refuse the sessions of the project's signing keys.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  checkProduction,
  formatReport,
  parseEnvFile,
  projectFunctions,
} from '../../../scripts/lib/production-check.mjs'
import { functionSettings } from '../../functions/_shared/production-settings.ts'

const repo = path.resolve(import.meta.dirname, '../../..')

const ready = {
  SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
  REMOTE_STOREFRONT_URL: 'https://cdn.shop.example.ug/storefront/',
  REMOTE_ADMIN_URL: 'https://cdn.shop.example.ug/admin/',
  REMOTE_OUTLET_URL: 'https://cdn.shop.example.ug/outlet/',
  REMOTE_RIDER_URL: 'https://cdn.shop.example.ug/rider/',
  PESAPAL_BASE_URL: 'https://pay.pesapal.com/v3',
  PESAPAL_CONSUMER_KEY: 'key',
  PESAPAL_CONSUMER_SECRET: 'secret',
  SITE_URL: 'https://shop.example.ug',
  MAIL_API_URL: 'https://api.resend.com/emails',
  MAIL_API_KEY: 're_abc',
  MAIL_FROM: 'Kampala Meats <orders@shop.example.ug>',
  AFRICASTALKING_USERNAME: 'kampalameats',
  AFRICASTALKING_API_KEY: 'atsk_abc',
  VAPID_SUBJECT: 'mailto:orders@shop.example.ug',
  SMTP_HOST: 'smtp.resend.com',
  SMTP_USER: 'resend',
  SMTP_PASS: 're_abc',
  SMTP_ADMIN_EMAIL: 'accounts@shop.example.ug',
  SMTP_SENDER_NAME: 'Kampala Meats',
}

const problemsOf = (env: Record<string, string | undefined>) =>
  checkProduction(env).problems.map((row) => `${row.name}: ${row.state}`)

/** The names of the settings, functions aside. */
const allNames = () =>
  checkProduction({}, [])
    .groups.flatMap((group) => group.rows)
    .map((row) => row.name)

describe('pnpm check:production', () => {
  it('with nothing set, lists every setting and names each required one as missing', () => {
    const result = checkProduction({})
    expect(result.groups.map((group) => group.title)).toEqual([
      "Shell server (the container's environment)",
      'Edge Functions (supabase secrets set)',
      "Edge Functions' verify_jwt (supabase/config.toml, taken by the deploy)",
      "Auth's mail (custom SMTP, applied by supabase config push)",
      'Local development only (must not be set)',
    ])
    expect(problemsOf({})).toEqual(Object.keys(ready).map((name) => `${name}: missing`))
    const report = formatReport(result)
    for (const name of allNames()) expect(report).toContain(name)
    expect(report).toContain(`Not ready: ${Object.keys(ready).length} settings to fix`)
  })

  it('a complete production environment is ready', () => {
    expect(problemsOf(ready)).toEqual([])
    expect(formatReport(checkProduction(ready))).toContain('Ready: every required setting is set and well formed.')
  })

  it('every function of the project is deployed with verify_jwt off; one left on is a problem', () => {
    const functions = projectFunctions()
    expect(functions.map((fn) => fn.name)).toEqual(
      expect.arrayContaining(['geocode', 'payments', 'staff-accounts', 'transactional-mail']),
    )
    expect(functions.filter((fn) => fn.verifyJwt)).toEqual([])
    const left = checkProduction(ready, [
      { name: 'geocode', verifyJwt: true },
      { name: 'payments', verifyJwt: false },
    ])
    expect(left.problems.map((row) => `${row.name}: ${row.state}`)).toEqual(['functions.geocode: refuses sessions'])
    expect(formatReport(left)).toMatch(/FIX +functions\.geocode +verify_jwt is on/)
  })

  it('names every malformed value, and every setting of local development', () => {
    expect(
      problemsOf({
        ...ready,
        SUPABASE_URL: 'http://abcdefghijklmnopqrst.supabase.co',
        SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abc',
        REMOTE_RIDER_URL: 'cdn.shop.example.ug/rider',
        SITE_URL: 'http://shop.example.ug',
        MAIL_FROM: 'Kampala Meats',
        MAIL_PROVIDER: 'outbox',
        AFRICASTALKING_SENDER_ID: 'Kampala Meats Ltd',
        AFRICASTALKING_API_URL: 'http://api.africastalking.com',
        VAPID_SUBJECT: 'mailto:admin@example.com',
        PESAPAL_IPN_NOTIFICATION_TYPE: 'PUT',
        GEOCODE_RATE_LIMIT: '0',
        SMTP_ADMIN_EMAIL: 'accounts',
        SHOP_LOCAL: '1',
        PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true',
      }),
    ).toEqual([
      'SUPABASE_URL: malformed',
      'SUPABASE_PUBLISHABLE_KEY: malformed',
      'REMOTE_RIDER_URL: malformed',
      'PESAPAL_IPN_NOTIFICATION_TYPE: malformed',
      'SITE_URL: malformed',
      'MAIL_PROVIDER: malformed',
      'MAIL_FROM: malformed',
      'AFRICASTALKING_SENDER_ID: malformed',
      'AFRICASTALKING_API_URL: malformed',
      'VAPID_SUBJECT: malformed',
      'GEOCODE_RATE_LIMIT: malformed',
      'PUSH_ALLOW_LOOPBACK_ENDPOINTS: local only',
      'SMTP_ADMIN_EMAIL: malformed',
      'SHOP_LOCAL: local only',
    ])
  })

  it("the geocoder's proxies are a hop count or their addresses", () => {
    expect(problemsOf({ ...ready, GEOCODE_TRUSTED_PROXIES: '2' })).toEqual([])
    expect(problemsOf({ ...ready, GEOCODE_TRUSTED_PROXIES: '10.0.0.7, fd00::7' })).toEqual([])
    expect(problemsOf({ ...ready, GEOCODE_TRUSTED_PROXIES: '0' })).toEqual(['GEOCODE_TRUSTED_PROXIES: malformed'])
    expect(problemsOf({ ...ready, GEOCODE_TRUSTED_PROXIES: 'cdn.example' })).toEqual([
      'GEOCODE_TRUSTED_PROXIES: malformed',
    ])
  })

  it('the legacy anon key stands in for the publishable key; custom tiles need their attribution', () => {
    expect(problemsOf({ ...ready, SUPABASE_PUBLISHABLE_KEY: undefined, SUPABASE_ANON_KEY: 'eyJ.anon.key' })).toEqual([])
    expect(problemsOf({ ...ready, MAP_TILE_URL: 'https://tiles.shop.example.ug/{z}/{x}/{y}.png' })).toEqual([
      'MAP_TILE_ATTRIBUTION: missing',
    ])
  })

  it('reads env files: comments, export, quotes', () => {
    expect(
      parseEnvFile(
        '# a comment\nexport SITE_URL=https://shop.example.ug\nMAIL_FROM="Kampala Meats <orders@shop.example.ug>"\nSHOP_NAME=Kampala Meats # the name\nEMPTY=\n',
      ),
    ).toEqual({
      SITE_URL: 'https://shop.example.ug',
      MAIL_FROM: 'Kampala Meats <orders@shop.example.ug>',
      SHOP_NAME: 'Kampala Meats',
      EMPTY: '',
    })
  })

  it('the command exits 1 listing what is missing, and 0 for a complete env file (the environment wins)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'check-production-'))
    try {
      const file = path.join(dir, '.env.production')
      writeFileSync(
        file,
        Object.entries(ready)
          .map(([name, value]) => `${name}=${value}`)
          .join('\n'),
      )
      const run = (args: string[], extra: Record<string, string> = {}) =>
        spawnSync(process.execPath, [path.join(repo, 'scripts/check-production.mjs'), ...args], {
          env: { PATH: process.env.PATH, HOME: process.env.HOME, ...extra },
          encoding: 'utf8',
          timeout: 60_000,
        })
      const empty = run([])
      expect(empty.status).toBe(1)
      expect(empty.stdout).toContain('MISSING   PESAPAL_CONSUMER_KEY')
      expect(run([file]).status).toBe(0)
      const overridden = run([file], { SITE_URL: 'http://127.0.0.1:3000' })
      expect(overridden.status).toBe(1)
      expect(overridden.stdout).toMatch(/MALFORMED SITE_URL +must be an https:\/\/ URL/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the lists of settings are complete', () => {
  /** Every name the functions read with env('…'), setting('…'), requiredEnv('…') or MissingSettingError('…'). */
  function namesTheFunctionsRead(): Set<string> {
    const names = new Set<string>()
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry)
        if (statSync(file).isDirectory()) walk(file)
        else if (file.endsWith('.ts') && !file.endsWith('production-settings.ts')) {
          const source = readFileSync(file, 'utf8')
          for (const match of source.matchAll(/\b(?:env|setting|requiredEnv|MissingSettingError)\('([A-Z0-9_]+)'/g))
            names.add(match[1] as string)
        }
      }
    }
    walk(path.join(repo, 'supabase/functions'))
    return names
  }

  it('every setting the Edge Functions read is in their list (the platform’s SUPABASE_ names aside)', () => {
    const read = [...namesTheFunctionsRead()].filter((name) => !name.startsWith('SUPABASE_')).sort()
    expect(read.length).toBeGreaterThan(15)
    expect(functionSettings.map((setting) => setting.name).sort()).toEqual(read)
  })

  it('.env.example lists every setting the checker knows, and no other', () => {
    const text = readFileSync(path.join(repo, '.env.example'), 'utf8')
    const listed = text.split('\n').flatMap((line) => /^#? ?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? [])
    expect([...new Set(listed)].sort()).toEqual([...allNames()].sort())
  })
})
