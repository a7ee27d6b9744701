import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config.ts'

describe('config.json', () => {
  it('needs an http(s) Supabase URL and an anon key; trailing slashes are dropped', () => {
    expect(parseRuntimeConfig({ supabaseUrl: 'https://x.supabase.co/', supabaseAnonKey: 'k' })).toEqual({
      supabaseUrl: 'https://x.supabase.co',
      supabaseAnonKey: 'k',
    })
    expect(() => parseRuntimeConfig({ supabaseUrl: 'x.supabase.co', supabaseAnonKey: 'k' })).toThrow(RuntimeConfigError)
    expect(() => parseRuntimeConfig({ supabaseUrl: 'https://x.supabase.co' })).toThrow(/supabaseAnonKey is missing/)
    expect(() => parseRuntimeConfig('nope')).toThrow(RuntimeConfigError)
  })

  it('carries the map tile server when one is configured, and only then', () => {
    const base = { supabaseUrl: 'https://x.supabase.co', supabaseAnonKey: 'k' }
    const tiles = { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapTileAttribution: '© Example maps' }
    expect(parseRuntimeConfig({ ...base, ...tiles })).toEqual({ ...base, ...tiles })
    expect(parseRuntimeConfig({ ...base, mapTileUrl: '', mapTileAttribution: 7 })).toEqual(base)
  })

  describe('loaded over HTTP once per page', () => {
    let requests = 0
    let failNext = true
    const server = createServer((_req, res) => {
      requests += 1
      if (failNext) {
        failNext = false
        res.writeHead(503).end()
        return
      }
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' }))
    })
    let url = ''
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/config.json`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it('reports a failed load clearly, then loads on the next try and keeps it', async () => {
      await expect(loadRuntimeConfig(url)).rejects.toThrow(/answered 503/)
      const config = await loadRuntimeConfig(url)
      expect(config.supabaseUrl).toBe('http://127.0.0.1:54321')
      await loadRuntimeConfig(url)
      expect(requests).toBe(2)
    })
  })
})
