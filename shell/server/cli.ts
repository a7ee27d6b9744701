// `node shell/bin/serve.mjs [app ...]`: serves the built apps (all five by default) on their ports.
// PORT_OFFSET shifts every port (e.g. 1000 → 4000-4004); HOST sets the interface. Outside local mode
// (SHOP_LOCAL=1) the shell refuses to start without SUPABASE_URL, the publishable key and the remotes' URLs.
import { existsSync } from 'node:fs'
import { type RunningAppServer, startAppServer } from './app-server.ts'
import { appNamed, apps, distDir, settingsProblems } from './apps.mjs'

export async function main(argv: string[]) {
  const names = argv.length > 0 ? argv : apps.map((app) => app.name)
  const problems = names.includes('shell') ? settingsProblems(process.env) : []
  if (problems.length > 0) {
    console.error(
      `The shell's server needs its production settings (or SHOP_LOCAL=1 for the local stand-in's defaults):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    )
    process.exit(1)
  }
  const offset = Number(process.env.PORT_OFFSET ?? 0)
  const host = process.env.HOST ?? '127.0.0.1'
  const running: RunningAppServer[] = []
  for (const name of names) {
    const app = appNamed(name)
    const root = distDir(app)
    if (!existsSync(`${root}/index.html`)) {
      console.error(`${app.name}: ${root} has no build; run \`npm run build\` first`)
      process.exit(1)
    }
    const server = await startAppServer({
      root,
      port: app.port + offset,
      host,
      kind: app.kind,
      remotesPortOffset: offset,
    })
    running.push(server)
    console.log(`${app.name.padEnd(11)} ${server.url}`)
  }
  const stop = async () => {
    await Promise.all(running.map((server) => server.close()))
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
