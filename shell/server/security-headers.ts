// Security headers of the static servers (the shell's and the remotes'). Every answer: nosniff, a
// referrer policy, and a permissions policy that allows the camera (the rider's delivery photo) and
// geolocation (checkout's "use my location", the rider's map) to the page itself only. HTML pages also get
// a Content-Security-Policy built from what the apps really load, all of it from the run-time settings:
// scripts from our own origins and the remotes' (inline scripts only by their SHA-256 hash, no
// 'unsafe-inline'), antd's injected <style> elements ('unsafe-inline' for styles only), images from us,
// data: and blob: URLs, the Supabase project (storage) and the configured map tiles, fetch and WebSocket
// to the Supabase project and the remotes (their manifests) only, and no framing by anyone
// (frame-ancestors 'none': the back office cannot be clickjacked).
import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'

export interface PolicySources {
  /** The Supabase project's URL (REST, Auth, Storage, Functions; Realtime over ws/wss on the same host). */
  supabaseUrl: string
  /** The remotes' manifest URLs (remotes.json): their origins serve scripts, styles, fonts, media. */
  remoteUrls: string[]
  /** The map tile URL template (MAP_TILE_URL, else OpenStreetMap's). */
  tileUrl: string
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ')

/** Headers every answer of the static servers carries. */
export function setCommonSecurityHeaders(res: ServerResponse) {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
}

const origin = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** A tile template's origin as a CSP source: `https://{a-c}.tile.example.org/...` → `https://*.tile.example.org`. */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim())
  if (!match) return null
  const host = (match[2] as string).replace(/\{[^}]*\}/g, '*')
  if (!/^[\w*.-]+(:\d+)?$/.test(host)) return null
  return `${(match[1] as string).toLowerCase()}://${host.toLowerCase()}`
}

/** The SHA-256 sources of the scripts written inline in `html` (JSON data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The Content-Security-Policy of one HTML page. */
export function contentSecurityPolicy(html: string, sources: PolicySources): string {
  const remotes = [...new Set(sources.remoteUrls.map(origin).filter((o): o is string => o !== null))]
  const supabase = origin(sources.supabaseUrl)
  const realtime = supabase?.replace(/^http/, 'ws')
  const tiles = tileSource(sources.tileUrl)
  const list = (...items: (string | null | undefined)[]) => [...new Set(items.filter(Boolean))].join(' ')
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes, ...inlineScriptHashes(html))}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    // Any https picture: an admin may give a product or category an image by its address (the image
    // picker's URL mode); pictures do not run, and fetch stays limited below.
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', supabase, tiles, ...remotes)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `media-src ${list("'self'", 'blob:', ...remotes)}`,
    `connect-src ${list("'self'", supabase, realtime, tiles, ...remotes)}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/** Headers of an HTML page: the common ones, the policy, and the older anti-framing header. */
export function setPageSecurityHeaders(res: ServerResponse, html: string, sources: PolicySources) {
  setCommonSecurityHeaders(res)
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(html, sources))
  res.setHeader('X-Frame-Options', 'DENY')
}
