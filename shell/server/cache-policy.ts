// Caching of what the servers send: file names with a content hash never change, so browsers keep them
// a year; everything else (index.html, remotes.json, config.json, mf-manifest.json, remoteEntry.js) is
// revalidated on every load, so a redeployed app is picked up at once.

const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/i

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

export function cacheControlFor(pathname: string): string {
  return HASHED.test(pathname) ? IMMUTABLE : REVALIDATE
}
