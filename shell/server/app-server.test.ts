// The static server over real HTTP: caching, compression, CORS, the shell's generated files and
// index.html, SPA fallback, and the /api proxy to the Edge Functions.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningAppServer, startAppServer } from './app-server.ts'
import { IMMUTABLE, REVALIDATE } from './cache-policy.ts'

interface Answer {
  status: number
  headers: IncomingMessage['headers']
  body: Buffer
}

function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(init.body)
  })
}

const script = 'console.log("hello from a hashed chunk");'.repeat(60)

function makeDist(kind: 'shell' | 'remote') {
  const dir = mkdtempSync(path.join(tmpdir(), `shop-server-${kind}-`))
  mkdirSync(path.join(dir, 'static/js'), { recursive: true })
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--preload--></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dir, 'static/js/main.0123456789.js'), script)
  writeFileSync(path.join(dir, 'static/js/main.0123456789.js.br'), brotliCompressSync(script))
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var admin;')
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"admin"}')
  return dir
}

describe('app server', () => {
  const dirs: string[] = []
  const servers: RunningAppServer[] = []
  const upstreamCalls: { method?: string; url?: string; body: string; headers: IncomingMessage['headers'] }[] = []
  const upstream = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      upstreamCalls.push({ method: req.method, url: req.url, body, headers: req.headers })
      res.writeHead(201, { 'content-type': 'application/json', 'x-function': 'payments' })
      res.end(JSON.stringify({ paymentUrl: 'https://pay.example/abc', orderTrackingId: 't1' }))
    })
  })
  let shell: RunningAppServer
  let remote: RunningAppServer
  let bare: RunningAppServer

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
    const shellDir = makeDist('shell')
    const remoteDir = makeDist('remote')
    dirs.push(shellDir, remoteDir)
    shell = await startAppServer({
      root: shellDir,
      port: 0,
      kind: 'shell',
      env: {
        SUPABASE_URL: upstreamUrl,
        SUPABASE_ANON_KEY: 'anon-key',
        REMOTE_ADMIN_URL: 'https://admin.cdn.example/v2/',
      },
    })
    remote = await startAppServer({ root: remoteDir, port: 0, kind: 'remote', env: {} })
    // A shell with nothing configured and a dead API behind it.
    bare = await startAppServer({ root: shellDir, port: 0, kind: 'shell', env: { SUPABASE_URL: 'http://127.0.0.1:9' } })
    servers.push(shell, remote, bare)
  })

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()))
    await new Promise<void>((resolve) => upstream.close(() => resolve()))
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('caches hashed assets for a year and sends them brotli-compressed', async () => {
    const answer = await call(`${remote.url}/static/js/main.0123456789.js`, {
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe(IMMUTABLE)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('revalidates what a redeploy changes: index.html, mf-manifest.json, remoteEntry.js', async () => {
    for (const file of ['/mf-manifest.json', '/remoteEntry.js', '/index.html']) {
      const answer = await call(`${remote.url}${file}`)
      expect(answer.status, file).toBe(200)
      expect(answer.headers['cache-control'], file).toBe(REVALIDATE)
      expect(answer.headers.etag, file).toBeTruthy()
    }
    const etag = (await call(`${remote.url}/mf-manifest.json`)).headers.etag as string
    expect((await call(`${remote.url}/mf-manifest.json`, { headers: { 'if-none-match': etag } })).status).toBe(304)
  })

  it('lets other origins load a remote (CORS)', async () => {
    const answer = await call(`${remote.url}/mf-manifest.json`, { headers: { origin: 'http://127.0.0.1:3000' } })
    expect(answer.headers['access-control-allow-origin']).toBe('*')
    const preflight = await call(`${remote.url}/mf-manifest.json`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
  })

  it('sends security headers on every answer, and on pages a policy built from the settings', async () => {
    for (const url of [`${remote.url}/mf-manifest.json`, `${shell.url}/config.json`, `${shell.url}/admin`]) {
      const answer = await call(url)
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff')
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
      expect(answer.headers['permissions-policy'], url).toContain('camera=(self)')
      expect(answer.headers['permissions-policy'], url).toContain('geolocation=(self)')
    }
    const page = await call(`${shell.url}/admin/orders`)
    const policy = String(page.headers['content-security-policy'])
    expect(page.headers['x-frame-options']).toBe('DENY')
    expect(policy).toContain(`frame-ancestors 'none'`)
    expect(policy).toContain(`object-src 'none'`)
    const directive = (name: string) =>
      policy
        .split('; ')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1) ?? []
    // Scripts: our origin, the remotes' origins and the page's inline scripts by hash; never 'unsafe-inline'.
    expect(directive('script-src')).toContain('https://admin.cdn.example')
    expect(directive('script-src')).toContain('http://127.0.0.1:3001')
    expect(directive('script-src')).not.toContain("'unsafe-inline'")
    const html = page.body.toString()
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string)
    for (const body of inline) {
      const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
      expect(directive('script-src')).toContain(hash)
    }
    // fetch and WebSocket only to the configured API and the remotes (their manifests).
    const api = JSON.parse((await call(`${shell.url}/config.json`)).body.toString()).supabaseUrl as string
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(["'self'", api, api.replace('http', 'ws'), 'https://admin.cdn.example']),
    )
    expect(directive('connect-src')).not.toContain('*')
    expect(directive('img-src')).toEqual(expect.arrayContaining(['data:', 'https://tile.openstreetmap.org', api]))
    expect(directive('style-src')).toContain("'unsafe-inline'")
    // A remote's own page gets a policy too.
    expect((await call(`${remote.url}/index.html`)).headers['content-security-policy']).toContain(
      `frame-ancestors 'none'`,
    )
  })

  it('every page a remote sends, its single-page fallback for an app path included, carries the policy and X-Frame-Options', async () => {
    const answers: Record<string, [number, string | undefined, string | undefined]> = {}
    for (const route of ['/', '/products', '/admin/orders', '/outlet', '/rider/login', '/rider/login/']) {
      const answer = await call(`${remote.url}${route}`, { headers: { 'accept-encoding': 'br, gzip' } })
      answers[route] = [
        answer.status,
        answer.headers['x-frame-options'] as string | undefined,
        /frame-ancestors 'none'/.exec(String(answer.headers['content-security-policy']))?.[0],
      ]
    }
    const protectedPage = [200, 'DENY', "frame-ancestors 'none'"]
    expect(answers).toEqual({
      '/': protectedPage,
      '/products': protectedPage,
      '/admin/orders': protectedPage,
      '/outlet': protectedPage,
      '/rider/login': protectedPage,
      '/rider/login/': protectedPage,
    })
    // What is not a page gets no page policy.
    expect((await call(`${remote.url}/mf-manifest.json`)).headers['x-frame-options']).toBeUndefined()
  })

  it('answers a missing asset with 404, not index.html', async () => {
    const answer = await call(`${shell.url}/static/js/missing.0123456789.js`)
    expect(answer.status).toBe(404)
  })

  it('serves config.json and remotes.json from the environment', async () => {
    const config = await call(`${shell.url}/config.json`)
    expect(config.headers['cache-control']).toBe(REVALIDATE)
    expect(JSON.parse(config.body.toString())).toEqual({
      supabaseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      supabaseAnonKey: 'anon-key',
    })
    const remotes = JSON.parse((await call(`${shell.url}/remotes.json`)).body.toString())
    expect(remotes).toEqual({
      storefront: 'http://127.0.0.1:3001/mf-manifest.json',
      admin: 'https://admin.cdn.example/v2/mf-manifest.json',
      outlet: 'http://127.0.0.1:3003/mf-manifest.json',
      rider: 'http://127.0.0.1:3004/mf-manifest.json',
    })
  })

  it('defaults point at PUBLIC_HOST (else 127.0.0.1) and the demo anon key, never at the Host the request named', async () => {
    const headers = { host: '192.168.1.20/internal#' }
    const remotes = JSON.parse((await call(`${bare.url}/remotes.json`, { headers })).body.toString())
    expect(remotes.rider).toBe('http://127.0.0.1:3004/mf-manifest.json')
    const local = await startAppServer({ root: dirs[0] as string, port: 0, kind: 'shell', env: {} })
    const lan = await startAppServer({
      root: dirs[0] as string,
      port: 0,
      kind: 'shell',
      env: { PUBLIC_HOST: '192.168.1.20' },
    })
    servers.push(local, lan)
    const config = JSON.parse((await call(`${local.url}/config.json`, { headers })).body.toString())
    expect(config.supabaseUrl).toBe('http://127.0.0.1:54321')
    expect(config.supabaseAnonKey).toMatch(/^eyJ/)
    const lanConfig = JSON.parse(
      (await call(`${lan.url}/config.json`, { headers: { host: 'evil.test' } })).body.toString(),
    )
    expect(lanConfig.supabaseUrl).toBe('http://192.168.1.20:54321')
  })

  it('never sends a request, or a cached page, to a host named by the Host header (SSRF, cache poisoning)', async () => {
    // Nothing configured: the proxy's upstream is the local default, whatever the request says.
    const local = await startAppServer({ root: dirs[0] as string, port: 0, kind: 'shell', env: {} })
    servers.push(local)
    for (const host of ['evil.test/internal#', 'evil.test/internal?', 'evil.test']) {
      const api = await call(`${local.url}/api/x`, { headers: { host, authorization: 'Bearer secret' } })
      expect(api.body.toString(), host).not.toContain('evil.test')
      for (const file of ['/config.json', '/remotes.json', '/admin', '/products']) {
        const answer = await call(`${local.url}${file}`, { headers: { host, 'accept-encoding': 'identity' } })
        expect(answer.body.toString(), `${file} for Host ${host}`).not.toContain('evil.test')
      }
    }
  })

  it('keeps /api requests inside the functions path', async () => {
    const before = upstreamCalls.length
    // Sent as written: a URL object would resolve the dot segments before they leave the client.
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port: shell.port, path }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
          .on('error', reject)
          .end()
      })
    // Paths that stay under /api/ but would leave /functions/v1/ once forwarded.
    expect(await raw('/api/../api/rest/v1/users')).toBe(400)
    expect(await raw('/api/%2e%2E/api/auth/v1/admin/users')).toBe(400)
    expect(await raw('/api/payments/../../api/x')).toBe(400)
    // Paths that leave /api/ altogether are pages, not API calls.
    expect(await raw('/api/../../rest/v1/users')).toBe(200)
    expect(upstreamCalls.length).toBe(before)
  })

  it('config.json carries the map tile server when one is configured', async () => {
    const env = { MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example maps' }
    const tiles = await startAppServer({ root: dirs[0] as string, port: 0, kind: 'shell', env })
    servers.push(tiles)
    const config = JSON.parse((await call(`${tiles.url}/config.json`)).body.toString())
    expect(config).toMatchObject({ mapTileUrl: env.MAP_TILE_URL, mapTileAttribution: env.MAP_TILE_ATTRIBUTION })
  })

  it('serves index.html for every app path, with preloads for the area it opens', async () => {
    const admin = await call(`${shell.url}/admin/orders`)
    expect(admin.status).toBe(200)
    expect(admin.headers['content-type']).toMatch(/text\/html/)
    expect(admin.headers['cache-control']).toBe(REVALIDATE)
    const html = admin.body.toString()
    expect(html).toContain('<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />')
    expect(html).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />')
    expect(html).toContain('href="https://admin.cdn.example/v2/mf-manifest.json" as="fetch"')
    expect(html).toContain('href="https://admin.cdn.example/v2/remoteEntry.js" as="script"')
    const home = (await call(`${shell.url}/`)).body.toString()
    expect(home).toContain('href="http://127.0.0.1:3001/mf-manifest.json"')
    const reset = (await call(`${shell.url}/account/reset-password`)).body.toString()
    expect(reset).not.toContain('mf-manifest.json')
  })

  it('proxies /api/<path> to the Edge Functions with method, headers and body', async () => {
    const answer = await call(`${shell.url}/api/payments/initiate?source=web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer token-1', 'x-forwarded-for': '6.6.6.6' },
      body: JSON.stringify({ orderId: 'o1', amount: 55000 }),
    })
    expect(answer.status).toBe(201)
    expect(answer.headers['x-function']).toBe('payments')
    expect(JSON.parse(answer.body.toString())).toEqual({ paymentUrl: 'https://pay.example/abc', orderTrackingId: 't1' })
    const seen = upstreamCalls.at(-1)
    expect(seen?.method).toBe('POST')
    expect(seen?.url).toBe('/functions/v1/payments/initiate?source=web')
    expect(seen?.headers.authorization).toBe('Bearer token-1')
    // The client's own X-Forwarded-For is not trusted: the shell names the address it sees.
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(JSON.parse(seen?.body ?? '{}')).toEqual({ orderId: 'o1', amount: 55000 })
  })

  it('answers 502 with a clear message when the API does not answer', async () => {
    const answer = await call(`${bare.url}/api/payments/verify`, { method: 'POST', body: '{}' })
    expect(answer.status).toBe(502)
    expect(JSON.parse(answer.body.toString()).message).toMatch(/did not answer/)
  })
})
