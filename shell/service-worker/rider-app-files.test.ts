// What the worker keeps of the rider remote for a reload offline, read from the remote's own manifest.
import { describe, expect, it } from 'vitest'
import { type RemoteManifest, remoteChunkUrls, remoteEntryUrl } from './rider-app-files.ts'

const MANIFEST_URL = 'https://rider.example.com/app/mf-manifest.json'

const manifest: RemoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      assets: {
        js: { sync: ['static/js/routes.1111111111.js'], async: ['static/js/order.2222222222.js'] },
        css: { sync: ['static/css/routes.3333333333.css'], async: ['static/css/order.4444444444.css'] },
      },
    },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['static/js/react.5555555555.js'] } } },
    {
      name: '@reduxjs/toolkit/query',
      assets: { js: { sync: ['static/js/query.6666666666.js', 'static/js/routes.1111111111.js'] } },
    },
  ],
}

describe('the rider remote’s files a reload needs', () => {
  it('every exposed module’s chunks, loaded at once or later, scripts and stylesheets, beside the manifest', () => {
    expect(remoteChunkUrls(manifest, MANIFEST_URL, ['react', '@reduxjs/toolkit/query'])).toEqual([
      'https://rider.example.com/app/static/js/routes.1111111111.js',
      'https://rider.example.com/app/static/js/order.2222222222.js',
      'https://rider.example.com/app/static/css/routes.3333333333.css',
      'https://rider.example.com/app/static/css/order.4444444444.css',
    ])
  })

  it('the chunks of shared modules the shell does not provide, each file once', () => {
    expect(remoteChunkUrls(manifest, MANIFEST_URL, ['react'])).toEqual([
      'https://rider.example.com/app/static/js/routes.1111111111.js',
      'https://rider.example.com/app/static/js/order.2222222222.js',
      'https://rider.example.com/app/static/css/routes.3333333333.css',
      'https://rider.example.com/app/static/css/order.4444444444.css',
      'https://rider.example.com/app/static/js/query.6666666666.js',
    ])
  })

  it('the entry, and a publicPath other than auto', () => {
    expect(remoteEntryUrl(manifest, MANIFEST_URL)).toBe('https://rider.example.com/app/remoteEntry.js')
    const cdn: RemoteManifest = { ...manifest, metaData: { publicPath: 'https://cdn.example.com/rider/' } }
    expect(remoteEntryUrl(cdn, MANIFEST_URL)).toBe('https://cdn.example.com/rider/remoteEntry.js')
    expect(remoteChunkUrls(cdn, MANIFEST_URL, ['react', '@reduxjs/toolkit/query'])[0]).toBe(
      'https://cdn.example.com/rider/static/js/routes.1111111111.js',
    )
  })
})
