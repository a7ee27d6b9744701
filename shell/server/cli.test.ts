// The shell's server outside local mode: it will not start without its production settings, and names
// each one that is missing; a secret key is refused in any mode, since config.json hands it to browsers.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_ANON_KEY, settingsProblems } from './apps.mjs'

const production = {
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
  REMOTE_STOREFRONT_URL: 'https://cdn.example.ug/storefront/',
  REMOTE_ADMIN_URL: 'https://cdn.example.ug/admin/',
  REMOTE_OUTLET_URL: 'https://cdn.example.ug/outlet/',
  REMOTE_RIDER_URL: 'https://cdn.example.ug/rider/',
}
const SERVICE_ROLE_JWT = `x.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.y`

describe('the shell server’s settings', () => {
  it('outside local mode, each missing setting is named', () => {
    expect(settingsProblems({}).map((p) => p.split(' ')[0])).toEqual([
      'SUPABASE_URL',
      'SUPABASE_PUBLISHABLE_KEY',
      'REMOTE_STOREFRONT_URL',
      'REMOTE_ADMIN_URL',
      'REMOTE_OUTLET_URL',
      'REMOTE_RIDER_URL',
    ])
    expect(settingsProblems(production)).toEqual([])
    expect(
      settingsProblems({ ...production, SUPABASE_PUBLISHABLE_KEY: undefined, SUPABASE_ANON_KEY: DEMO_ANON_KEY }),
    ).toEqual([])
  })

  it('a URL browsers load must be https (plain http only on this machine), and tiles need their coordinates and attribution', () => {
    expect(settingsProblems({ ...production, SUPABASE_URL: 'http://abc.supabase.co' })).toEqual([
      'SUPABASE_URL must be an https:// URL ("http://abc.supabase.co")',
    ])
    expect(settingsProblems({ ...production, REMOTE_ADMIN_URL: 'cdn.example.ug/admin' })).toEqual([
      'REMOTE_ADMIN_URL is not a URL ("cdn.example.ug/admin")',
    ])
    expect(settingsProblems({ ...production, SUPABASE_URL: 'http://127.0.0.1:54321' })).toEqual([])
    expect(settingsProblems({ ...production, MAP_TILE_URL: 'https://tiles.example.ug/tile.png' })).toEqual([
      'MAP_TILE_URL must contain {z}, {x} and {y}',
      expect.stringMatching(/^MAP_TILE_ATTRIBUTION is not set/),
    ])
    expect(
      settingsProblems({
        ...production,
        MAP_TILE_URL: 'https://tiles.example.ug/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      }),
    ).toEqual([])
  })

  it('in local mode nothing is required', () => {
    expect(settingsProblems({ SHOP_LOCAL: '1' })).toEqual([])
  })

  it('a secret key is refused in any mode', () => {
    for (const key of ['sb_secret_abc', SERVICE_ROLE_JWT]) {
      expect(settingsProblems({ ...production, SUPABASE_PUBLISHABLE_KEY: key })).toHaveLength(1)
      expect(settingsProblems({ SHOP_LOCAL: '1', SUPABASE_ANON_KEY: key })).toHaveLength(1)
    }
  })

  it('`node shell/bin/serve.mjs` stops at start-up with a message naming what is missing', () => {
    const { PATH, HOME } = process.env
    const result = spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../bin/serve.mjs'), 'shell'], {
      env: { PATH, HOME, SUPABASE_URL: 'https://abc.supabase.co' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('SUPABASE_PUBLISHABLE_KEY is not set')
    expect(result.stderr).toContain('REMOTE_RIDER_URL is not set')
    expect(result.stderr).not.toContain('SUPABASE_URL is not set')
  })
})
