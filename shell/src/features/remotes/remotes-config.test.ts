import { describe, expect, it } from 'vitest'
import { parseRemotesConfig } from './remotes-config.ts'

describe('remotes.json', () => {
  it('gives each area its manifest URL, relative URLs resolved against the page', () => {
    expect(
      parseRemotesConfig(
        {
          storefront: 'http://127.0.0.1:3001/mf-manifest.json',
          admin: '/remotes/admin/mf-manifest.json',
          outlet: 'https://outlet.example/mf-manifest.json',
          rider: 'https://rider.example/v3/mf-manifest.json',
        },
        'https://shop.example/products',
      ),
    ).toEqual({
      storefront: 'http://127.0.0.1:3001/mf-manifest.json',
      admin: 'https://shop.example/remotes/admin/mf-manifest.json',
      outlet: 'https://outlet.example/mf-manifest.json',
      rider: 'https://rider.example/v3/mf-manifest.json',
    })
  })

  it('names the area that has no URL', () => {
    expect(() => parseRemotesConfig({ storefront: 'a', admin: 'b', outlet: 'c' }, 'http://x/')).toThrow(/"rider"/)
    expect(() => parseRemotesConfig(null, 'http://x/')).toThrow(/not a JSON object/)
  })
})
