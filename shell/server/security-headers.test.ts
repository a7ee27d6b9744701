import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes, tileSource } from './security-headers.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the pages’ Content-Security-Policy', () => {
  it('allows inline scripts by their hash only, and not JSON data blocks or scripts with a src', () => {
    const html =
      '<script id="shop-config" type="application/json">{"a":1}</script><script>boot()</script>' +
      '<script src="/x.js"></script><script type="module">go()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('boot()'), sha('go()')])
  })

  it('takes map tile hosts from the template, subdomain placeholders as a wildcard', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org')
    expect(tileSource('https://{a-c}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org')
    expect(tileSource('javascript:alert(1)')).toBeNull()
  })

  it('names the Supabase project for fetch, WebSocket and images, and the remotes', () => {
    const policy = contentSecurityPolicy('', {
      supabaseUrl: 'https://abc.supabase.co',
      remoteUrls: ['https://shop.example/storefront/mf-manifest.json'],
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    })
    expect(policy).toContain(
      "connect-src 'self' https://abc.supabase.co wss://abc.supabase.co https://tile.openstreetmap.org https://shop.example",
    )
    expect(policy).toContain("script-src 'self' https://shop.example;")
    // Pictures from any https address (an admin's image URL), never scripts or fetches from one.
    expect(policy).toContain("img-src 'self' data: blob: https: https://abc.supabase.co")
    expect(policy).not.toMatch(/(script|connect)-src[^;]* https:[ ;]/)
    expect(policy).toContain("frame-ancestors 'none'")
  })
})
