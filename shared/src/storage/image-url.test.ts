import { setRuntimeConfig } from '@shop/shared/config'
import { describe, expect, it } from 'vitest'
import { storageImageSources, storageImageUrl } from './image-url.ts'

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

describe('storageImageSources', () => {
  it('offers every width of a stored photo through the transformation endpoint, cropped to the ratio', () => {
    const sources = storageImageSources('product-images/photos/goat ribs.jpg', {
      supabaseUrl: api,
      widths: [160, 320],
      ratio: 4 / 3,
    })
    const at = (w: number, h: number) =>
      `${api}/storage/v1/render/image/public/product-images/photos/goat%20ribs.jpg?width=${w}&height=${h}&resize=cover&quality=70`
    expect(sources).toEqual({
      src: at(480, 360),
      srcSet: `${at(160, 120)} 160w, ${at(320, 240)} 320w`,
    })
  })

  it('uses vector pictures and outside URLs as they are', () => {
    expect(storageImageSources('product-images/beef/sirloin.svg', { supabaseUrl: api })).toEqual({
      src: `${api}/storage/v1/object/public/product-images/beef/sirloin.svg`,
    })
    expect(storageImageSources('https://cdn.example.com/a.jpg', { supabaseUrl: api })).toEqual({
      src: 'https://cdn.example.com/a.jpg',
    })
    expect(storageImageSources(null, { supabaseUrl: api })).toBeUndefined()
  })
})
