// The shell's server as the Dockerfile ships it: a folder with only shell/package.json, shell/bin,
// shell/server, sirv's node_modules and a build — no scripts/, no workspace, no tsx — started by the Node
// the image runs (the pinned one), with its production settings from the environment.
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const shell = path.resolve(import.meta.dirname, '..')
const repo = path.resolve(shell, '..')
const pinnedNode = existsSync(`${repo}/node_modules/node/bin/node`) ? `${repo}/node_modules/node/bin/node` : 'node'

const production = {
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
  // Nothing listens there: the server answers without the remotes' hints.
  REMOTE_STOREFRONT_URL: 'http://127.0.0.1:9/storefront/',
  REMOTE_ADMIN_URL: 'http://127.0.0.1:9/admin/',
  REMOTE_OUTLET_URL: 'http://127.0.0.1:9/outlet/',
  REMOTE_RIDER_URL: 'http://127.0.0.1:9/rider/',
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/** The image's /app, laid out by the Dockerfile's runtime stage. */
function imageLayout(): string {
  const app = mkdtempSync(path.join(tmpdir(), 'shell-image-'))
  mkdirSync(`${app}/shell/dist`, { recursive: true })
  cpSync(`${shell}/package.json`, `${app}/shell/package.json`)
  cpSync(`${shell}/bin`, `${app}/shell/bin`, { recursive: true })
  cpSync(`${shell}/server`, `${app}/shell/server`, {
    recursive: true,
    filter: (source) => !source.endsWith('.test.ts'),
  })
  // `cp -rL "$(dirname "$(readlink -f shell/node_modules/sirv)")"`: sirv beside its dependencies.
  cpSync(path.dirname(realpathSync(`${shell}/node_modules/sirv`)), `${app}/shell/node_modules`, {
    recursive: true,
    dereference: true,
  })
  writeFileSync(
    `${app}/shell/dist/index.html`,
    '<!doctype html><html><head><!--preload--></head><body><!--prerender--><div id="root"></div></body></html>',
  )
  writeFileSync(`${app}/shell/dist/main.0123456789abcdef.js`, 'console.log("shell")')
  return app
}

describe('the shell server in its container', () => {
  let app: string
  let server: ChildProcess
  let origin: string
  let output = ''

  beforeAll(async () => {
    app = imageLayout()
    const port = await freePort()
    server = spawn(pinnedNode, ['shell/bin/serve.mjs', 'shell'], {
      cwd: app,
      env: { PATH: process.env.PATH, ...production, HOST: '127.0.0.1', PORT_OFFSET: String(port - 3000) },
    })
    server.stdout?.on('data', (chunk) => {
      output += chunk
    })
    server.stderr?.on('data', (chunk) => {
      output += chunk
    })
    origin = await new Promise<string>((resolve, reject) => {
      server.stdout?.on('data', () => {
        const url = /shell\s+(http:\/\/\S+)/.exec(output)?.[1]
        if (url) resolve(url)
      })
      server.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)))
    })
  }, 60_000)

  afterAll(() => {
    server?.kill()
    if (app) rmSync(app, { recursive: true, force: true })
  })

  it('ships no dependency but sirv and its own', () => {
    expect(readdirSync(`${app}/shell/node_modules`).sort()).toEqual(['@polka', 'mrmime', 'sirv', 'totalist'])
  })

  it('serves the settings from the environment (config.json: the HEALTHCHECK’s request), pages and the build', async () => {
    const config = await (await fetch(`${origin}/config.json`)).json()
    expect(config).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'sb_publishable_abc' })
    const remotes = await (await fetch(`${origin}/remotes.json`)).json()
    expect(remotes.rider).toBe('http://127.0.0.1:9/rider/mf-manifest.json')
    const page = await fetch(`${origin}/products`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root">')
    const chunk = await fetch(`${origin}/main.0123456789abcdef.js`)
    expect(await chunk.text()).toBe('console.log("shell")')
  })
})
