// `pnpm dev`: the local Supabase stand-in plus every app's Rspack dev server with hot reload, on the
// same ports as `npm start` (3000 the shell, 3001-3004 the remotes, 54321 Supabase). Ctrl-C stops all.
import { apps } from './lib/apps.mjs'
import { onPinnedNode } from './lib/node.mjs'
import { installDependencies, pnpmCommand } from './lib/pnpm.mjs'
import { createSupervisor, ensureSupabase, supabaseUrl } from './lib/processes.mjs'
import { log, repoRoot } from './lib/run.mjs'

await onPinnedNode()
// Local mode: the servers below may default to the local stand-in and ports (shell/server/apps.mjs).
process.env.SHOP_LOCAL ??= '1'
// The shell's server on this machine is the proxy in front of the functions (its /api): the geocoder
// counts each visitor by the address the shell reports, trusted only from the shell's address.
process.env.GEOCODE_TRUSTED_PROXIES ??= '127.0.0.1, ::1'

installDependencies()

const supervisor = createSupervisor()
await ensureSupabase(supervisor)

const [pnpmBin, ...pnpmPre] = pnpmCommand
for (const app of apps) {
  supervisor.start(app.name, pnpmBin, [...pnpmPre, 'run', 'dev'], `${repoRoot}/${app.dir}`)
}
log(
  `Dev servers starting: shop at http://127.0.0.1:${apps[0].port}, remotes on ${apps
    .slice(1)
    .map((a) => a.port)
    .join(', ')}, Supabase at ${supabaseUrl}. Ctrl-C stops everything.`,
)
