// Node module resolve hooks (module.register) for a function's worker: Deno-style specifiers in the
// functions' own files go through their import map and npm:/esm.sh mapping; a package missing from
// the project's node_modules is looked up from the stand-in's own (supabase-js, hono, ...).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type ImportMap, isBareSpecifier, parseImportMap, toNodeSpecifier } from './specifiers.ts'

export interface ResolveHookData {
  functionsDir: string
  /** Import maps named in config.toml (`[functions.<name>] import_map`), by function folder. */
  importMaps: Record<string, string>
  /** Parent URLs to retry a bare specifier from when the importing file's folders lack it. */
  fallbackParents: string[]
}

type Context = { parentURL?: string; conditions?: string[]; importAttributes?: Record<string, string> }
type NextResolve = (specifier: string, context?: Context) => Promise<{ url: string }>

let data: ResolveHookData = { functionsDir: '', importMaps: {}, fallbackParents: [] }
const maps = new Map<string, ImportMap | null>()

export async function initialize(given: ResolveHookData) {
  data = given
}

function readMap(file: string): ImportMap | null {
  if (!maps.has(file)) {
    maps.set(
      file,
      existsSync(file) ? parseImportMap(readFileSync(file, 'utf8'), pathToFileURL(path.dirname(file)).href) : null,
    )
  }
  return maps.get(file) ?? null
}

/** The import map of the function a file belongs to: config.toml's, its own deno.json, or the shared one. */
function importMapOf(file: string): ImportMap | null {
  const relative = path.relative(data.functionsDir, file)
  if (relative.startsWith('..') || path.isAbsolute(relative) || relative.split(path.sep).includes('node_modules')) {
    return null
  }
  const functionDir = path.join(data.functionsDir, relative.split(path.sep)[0] as string)
  const configured = data.importMaps[functionDir]
  const candidates = configured
    ? [configured]
    : [
        path.join(functionDir, 'deno.json'),
        path.join(functionDir, 'deno.jsonc'),
        path.join(functionDir, 'import_map.json'),
        path.join(data.functionsDir, 'deno.json'),
        path.join(data.functionsDir, 'deno.jsonc'),
        path.join(data.functionsDir, 'import_map.json'),
      ]
  for (const candidate of candidates) {
    const map = readMap(candidate)
    if (map) return map
  }
  return null
}

export async function resolve(specifier: string, context: Context, nextResolve: NextResolve) {
  const parent = context.parentURL?.startsWith('file:') ? fileURLToPath(context.parentURL) : null
  const mapped = toNodeSpecifier(specifier, parent ? importMapOf(parent) : null)
  try {
    return await nextResolve(mapped, context)
  } catch (error) {
    if (!isBareSpecifier(mapped) || (error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error
    for (const parentURL of data.fallbackParents) {
      try {
        return await nextResolve(mapped, { ...context, parentURL })
      } catch {}
    }
    throw error
  }
}
