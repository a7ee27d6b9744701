// What a reload of a rider page needs from the rider remote, read from its mf-manifest.json (Module
// Federation's own list of each exposed module's chunks): its entry (remoteEntry.js) and, for every
// exposed module, its scripts and stylesheets, loaded at once or later (every page of the app, visited or
// not); and the chunks of the shared modules the shell does not provide, which the remote then brings
// itself. Shared modules the shell provides come from the shell's own files instead.

interface Assets {
  sync?: string[]
  async?: string[]
}

interface ManifestAssets {
  js?: Assets
  css?: Assets
}

export interface RemoteManifest {
  metaData?: {
    publicPath?: string
    remoteEntry?: { name?: string; path?: string }
  }
  exposes?: Array<{ assets?: ManifestAssets }>
  shared?: Array<{ name?: string; assets?: ManifestAssets }>
}

function files(assets: ManifestAssets | undefined): string[] {
  return [
    ...(assets?.js?.sync ?? []),
    ...(assets?.js?.async ?? []),
    ...(assets?.css?.sync ?? []),
    ...(assets?.css?.async ?? []),
  ]
}

/** Where the remote's files are: its publicPath, or beside the manifest when it is 'auto'. */
export function remoteBase(manifest: RemoteManifest, manifestUrl: string): URL {
  const publicPath = manifest.metaData?.publicPath
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('./', manifestUrl)
}

/** The remote's entry script's URL. */
export function remoteEntryUrl(manifest: RemoteManifest, manifestUrl: string): string {
  const entry = manifest.metaData?.remoteEntry
  return new URL(`${entry?.path ?? ''}${entry?.name || 'remoteEntry.js'}`, remoteBase(manifest, manifestUrl)).href
}

/**
 * The URLs of the hashed files a rider page may load from the remote (entry excluded), each once:
 * every exposed module's chunks, and those of the shared modules not in `providedByShell`.
 */
export function remoteChunkUrls(manifest: RemoteManifest, manifestUrl: string, providedByShell: string[]): string[] {
  const base = remoteBase(manifest, manifestUrl)
  const provided = new Set(providedByShell)
  const paths = [
    ...(manifest.exposes ?? []).flatMap((expose) => files(expose.assets)),
    ...(manifest.shared ?? []).filter((shared) => !provided.has(shared.name ?? '')).flatMap((s) => files(s.assets)),
  ]
  return [...new Set(paths.map((file) => new URL(file, base).href))]
}
