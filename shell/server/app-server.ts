// One small static server per app: the production way to run the built dist/ folders (`npm start`,
// the e2e suite). Hashed assets are cached for a year, the rest revalidated; files go out brotli- or
// gzip-compressed (precompressed at build time); remotes answer CORS; the shell also serves its
// generated config.json and remotes.json, index.html with preload hints for any app path, and /api.
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import sirv from 'sirv'
import { API_PREFIX, proxyToFunctions } from './api-proxy.ts'
import { remotesConfig, runtimeConfig, supabaseUrlFrom } from './apps.mjs'
import { cacheControlFor, REVALIDATE } from './cache-policy.ts'
import { createIndexHtml } from './index-html.ts'
import {
  DEFAULT_TILE_URL,
  type PolicySources,
  setCommonSecurityHeaders,
  setPageSecurityHeaders,
} from './security-headers.ts'
import { servedHtmlPage } from './served-page.ts'

export interface AppServerOptions {
  /** The app's build output (its dist/ folder). */
  root: string
  port: number
  host?: string
  /** The shell serves the generated files, index.html for every app path, and /api. */
  kind: 'shell' | 'remote'
  env?: Record<string, string | undefined>
  /** Added to the remotes' default ports in remotes.json (the e2e suite serves them on 4001-4004). */
  remotesPortOffset?: number
}

export interface RunningAppServer {
  url: string
  port: number
  server: Server
  close(): Promise<void>
}

function setCors(res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', '*')
}

/** Sends a small generated body, compressed when the client accepts it. */
function sendText(req: IncomingMessage, res: ServerResponse, type: string, body: string) {
  const accepts = String(req.headers['accept-encoding'] ?? '')
  let payload: Buffer = Buffer.from(body)
  res.setHeader('Content-Type', type)
  res.setHeader('Cache-Control', REVALIDATE)
  res.setHeader('Vary', 'Accept-Encoding')
  if (payload.length > 1024 && /\bbr\b/.test(accepts)) {
    payload = brotliCompressSync(payload)
    res.setHeader('Content-Encoding', 'br')
  } else if (payload.length > 1024 && /\bgzip\b/.test(accepts)) {
    payload = gzipSync(payload)
    res.setHeader('Content-Encoding', 'gzip')
  }
  res.setHeader('Content-Length', payload.length)
  res.end(req.method === 'HEAD' ? undefined : payload)
}

/** A browser navigation to an app route (no file extension), answered with index.html. */
function isAppRoute(pathname: string) {
  return pathname === '/' || pathname === '/index.html' || !path.posix.basename(pathname).includes('.')
}

export function createAppHandler(options: AppServerOptions) {
  const env = options.env ?? process.env
  const remotes = remotesConfig(env, options.remotesPortOffset)
  // What the pages may load, from the same settings as config.json and remotes.json.
  const policy: PolicySources = {
    supabaseUrl: supabaseUrlFrom(env),
    remoteUrls: Object.values(remotes),
    tileUrl: env.MAP_TILE_URL ?? DEFAULT_TILE_URL,
  }
  const staticPages = new Map<string, string>()
  const files = sirv(options.root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    single: options.kind === 'remote',
    setHeaders: (res, pathname) => {
      // Every HTML page sent, a remote's single-page fallback (`/products` → index.html) included.
      const page = servedHtmlPage(options.root, pathname, options.kind === 'remote')
      res.setHeader('Cache-Control', cacheControlFor(pathname))
      if (page) {
        let html = staticPages.get(page)
        if (html === undefined) {
          html = readFileSync(path.join(options.root, page), 'utf8')
          staticPages.set(page, html)
        }
        setPageSecurityHeaders(res, html, policy)
      }
    },
  })
  const indexHtml =
    options.kind === 'shell'
      ? createIndexHtml({ root: options.root, env, remotesPortOffset: options.remotesPortOffset })
      : null
  // Every URL below comes from the environment, read once: none is built from a request's headers.
  const supabaseUrl = supabaseUrlFrom(env)
  const configJson = JSON.stringify(runtimeConfig(env))
  const remotesJson = JSON.stringify(remotes, null, 2)

  return (req: IncomingMessage, res: ServerResponse) => {
    setCors(res)
    setCommonSecurityHeaders(res)
    const url = new URL(req.url ?? '/', 'http://server')
    if (req.method === 'OPTIONS' && !url.pathname.startsWith(API_PREFIX)) {
      res.writeHead(204).end()
      return
    }
    if (options.kind === 'shell' && url.pathname.startsWith(API_PREFIX)) {
      proxyToFunctions(req, res, supabaseUrl)
      return
    }
    if (url.pathname === '/config.json') {
      sendText(req, res, 'application/json', configJson)
      return
    }
    if (options.kind === 'shell' && url.pathname === '/remotes.json') {
      sendText(req, res, 'application/json', remotesJson)
      return
    }
    if (indexHtml && (req.method === 'GET' || req.method === 'HEAD') && isAppRoute(url.pathname)) {
      indexHtml(url.pathname).then(
        (html) => {
          setPageSecurityHeaders(res, html, policy)
          sendText(req, res, 'text/html; charset=utf-8', html)
        },
        (error: unknown) => {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
          res.end(`index.html: ${error instanceof Error ? error.message : String(error)}`)
        },
      )
      return
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE })
      res.end('Not found')
    })
  }
}

export async function startAppServer(options: AppServerOptions): Promise<RunningAppServer> {
  const server = createServer(createAppHandler(options))
  server.keepAliveTimeout = 5000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
