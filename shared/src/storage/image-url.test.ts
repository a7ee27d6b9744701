import { setRuntimeConfig } from '@shop/shared/config'
import { describe, expect, it } from 'vitest'
import { storageImageUrl } from './image-url.ts'

const api = 'http://127.0.0.1:54321'

describe('storageImageUrl', () => {
  it('turns a storage path into the public URL of the configured Supabase', () => {
    expect(storageImageUrl('product-images/beef/sirloin.svg', api)).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/product-images/beef/sirloin.svg',
    )
  })

  it('reads the Supabase URL from the run-time config by default', () => {
    setRuntimeConfig({ supabaseUrl: 'https://abc.supabase.co/', supabaseAnonKey: 'anon' })
    expect(storageImageUrl('product-category-images/pork.png')).toBe(
      'https://abc.supabase.co/storage/v1/object/public/product-category-images/pork.png',
    )
  })

  it('encodes each path segment', () => {
    expect(storageImageUrl('product-images/cold cuts/ham & cheese.jpg', api)).toBe(
      `${api}/storage/v1/object/public/product-images/cold%20cuts/ham%20%26%20cheese.jpg`,
    )
  })

  it('lets absolute URLs and site paths pass through', () => {
    for (const url of [
      'https://cdn.example.com/a.jpg',
      'http://x/y.png',
      '//cdn.example.com/a.jpg',
      'data:image/png;base64,AAAA',
      '/logo.svg',
    ]) {
      expect(storageImageUrl(url, api)).toBe(url)
    }
  })

  it('gives nothing for an empty value, so the caller falls back to the logo', () => {
    expect(storageImageUrl(null, api)).toBeUndefined()
    expect(storageImageUrl(undefined, api)).toBeUndefined()
    expect(storageImageUrl('  ', api)).toBeUndefined()
  })
})
