// Deno-style module specifiers mapped to what Node resolves: import maps (a function's or the shared
// deno.json / import_map.json `imports`), `npm:pkg@version/sub` → `pkg/sub`, and esm.sh URLs of
// npm packages → the package from node_modules (there is no network here).

export interface ImportMap {
  imports: Record<string, string>
  /** The file URL of the folder holding the map: relative targets resolve against it. */
  baseUrl: string
}

export class UnsupportedSpecifierError extends Error {}

const PACKAGE = /^(@[^/@]+\/[^/@]+|[^/@]+)(?:@[^/]*)?(\/.*)?$/

/** `npm:pkg@1.2.3/sub` → `pkg/sub`; `npm:@scope/pkg@^2` → `@scope/pkg`. */
export function fromNpmSpecifier(specifier: string): string | null {
  if (!specifier.startsWith('npm:')) return null
  const match = PACKAGE.exec(specifier.slice(4).replace(/^\/+/, ''))
  if (!match) return null
  return `${match[1]}${match[2] ?? ''}`
}

/** `https://esm.sh/@supabase/supabase-js@2?target=deno` → `@supabase/supabase-js`. */
export function fromEsmSh(specifier: string): string | null {
  const match = /^https?:\/\/esm\.sh\/(?:v\d+\/)?([^?#]+)/.exec(specifier)
  if (!match) return null
  const path = (match[1] as string).replace(/^(npm|gh|jsr)\//, '')
  const parsed = PACKAGE.exec(path)
  return parsed ? `${parsed[1]}${parsed[2] ?? ''}` : null
}

/** Deno's import map lookup: an exact key, else the longest key ending in `/` that prefixes it. */
export function applyImportMap(specifier: string, map: ImportMap): string | null {
  let target = map.imports[specifier]
  if (target === undefined) {
    let best = ''
    for (const key of Object.keys(map.imports)) {
      if (key.endsWith('/') && specifier.startsWith(key) && key.length > best.length) best = key
    }
    if (!best) return null
    target = `${map.imports[best]}${specifier.slice(best.length)}`
  }
  if (target.startsWith('./') || target.startsWith('../') || target.startsWith('/')) {
    return new URL(target, map.baseUrl.endsWith('/') ? map.baseUrl : `${map.baseUrl}/`).href
  }
  return target
}

/** What Node should resolve for a specifier a Deno function wrote. */
export function toNodeSpecifier(specifier: string, map: ImportMap | null): string {
  const mapped = (map && applyImportMap(specifier, map)) ?? specifier
  const npm = fromNpmSpecifier(mapped)
  if (npm) return npm
  if (mapped.startsWith('jsr:')) {
    throw new UnsupportedSpecifierError(
      `${mapped}: jsr: imports are not supported by supabase-local; map it to an npm package in deno.json`,
    )
  }
  return fromEsmSh(mapped) ?? mapped
}

/** A bare specifier names a package (`zod`, `@scope/pkg/sub`), not a path or URL. */
export function isBareSpecifier(specifier: string) {
  return !/^(\.{0,2}\/|[a-zA-Z][a-zA-Z0-9+.-]*:)/.test(specifier)
}

/** Reads a deno.json/import_map.json text, tolerating the comments deno.json allows. */
export function parseImportMap(text: string, baseUrl: string): ImportMap | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    try {
      value = JSON.parse(text.replace(/\/\*[\s\S]*?\*\/|(^|[^:"])\/\/.*$/gm, '$1').replace(/,(\s*[}\]])/g, '$1'))
    } catch {
      return null
    }
  }
  const imports = (value as { imports?: unknown } | null)?.imports
  if (!imports || typeof imports !== 'object') return null
  const entries = Object.entries(imports).filter((e): e is [string, string] => typeof e[1] === 'string')
  return { imports: Object.fromEntries(entries), baseUrl }
}
