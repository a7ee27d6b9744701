// PGlite images: a data directory as a tarball, which a new PGlite database starts from (its
// `loadDataDir`) instead of being built again. A new database starts from the image of a freshly
// initialised cluster: initdb is most of the seconds PGlite takes to open, and the suites open hundreds
// of databases. Images are kept in the temporary folder under a key naming what they hold, so every
// process of a run (and the next run) finds them.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'

type Extensions = NonNullable<PGliteOptions['extensions']>

/**
 * The image of `kind` whose content `parts` name (hashed), made by `make` when no process has made it
 * yet. Making one removes the older images of its kind (made from other migrations, say).
 */
export async function cachedImage(kind: string, parts: string[], make: () => Promise<Blob>): Promise<Blob> {
  // PGlite's installed path carries its version: a new PGlite makes new images.
  const build = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const key = createHash('sha256')
    .update([build, ...parts].join('\n'))
    .digest('hex')
    .slice(0, 20)
  const prefix = `supabase-local-pglite-${kind.replace(/\W+/g, '-')}-`
  const file = path.join(tmpdir(), `${prefix}${key}.tar`)
  try {
    return new Blob([readFileSync(file)])
  } catch {
    const image = await make()
    // Written whole under a name of its own, then renamed: a process reading the file never sees half of it.
    const partial = `${file}.${process.pid}.${Date.now()}`
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()))
    renameSync(partial, file)
    for (const old of readdirSync(tmpdir()))
      if (old.startsWith(prefix) && old.endsWith('.tar') && path.join(tmpdir(), old) !== file)
        rmSync(path.join(tmpdir(), old), { force: true })
    return image
  }
}

/** A new, empty cluster. */
export function freshCluster(extensions: Extensions): Promise<Blob> {
  return cachedImage('cluster', Object.keys(extensions).sort(), async () => {
    const pg = await PGlite.create({ extensions })
    const image = await pg.dumpDataDir('none')
    await pg.close()
    return image
  })
}
