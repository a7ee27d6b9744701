// The seed's real-size product photos are made, not kept in git (supabase/seed/images/photos.ts);
// whatever starts the stand-in on a fresh database makes the missing ones first, so the seed uploads them.
import { spawnSync } from 'node:child_process'
import { repoRoot } from './run.mjs'

export function ensureSeedPhotos() {
  const result = spawnSync(
    process.execPath,
    [`${repoRoot}/supabase/local/bin/run-ts.mjs`, `${repoRoot}/supabase/seed/images/photos.ts`],
    { cwd: `${repoRoot}/supabase`, stdio: 'inherit' },
  )
  if (result.status !== 0) throw new Error('could not make the seed photos (supabase/seed/images/photos.ts)')
}
