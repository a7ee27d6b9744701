// The /rest/v1 service: PostgREST semantics over the stand-in's database. Loads the schema cache,
// reloads it on `NOTIFY pgrst, 'reload schema'` (sent by the DDL event trigger), and serves the
// request pipeline request/ → plan/ → query/ → app/.
import type { Service, StackContext } from '../context.ts'
import { loadSwitchableRoles } from '../db/request-settings.ts'
import { createRestApp } from './app/handler.ts'
import { loadSchemaCache } from './schema/load.ts'
import type { SchemaCache } from './schema/types.ts'

const RELOAD_DEBOUNCE_MS = 50

export async function createRestService(ctx: StackContext): Promise<Service> {
  const { config, db, log } = ctx
  const load = async () => ({
    cache: await loadSchemaCache(db, config.api),
    roles: await loadSwitchableRoles(db),
  })
  let state = await load()
  let timer: NodeJS.Timeout | null = null
  let reloading: Promise<void> = Promise.resolve()
  let closed = false

  const reload = () => {
    if (timer || closed) return
    timer = setTimeout(() => {
      timer = null
      reloading = reloading
        .then(async () => {
          if (closed) return
          state = await load()
        })
        .catch((error) => log.warn(`rest: schema cache reload failed, keeping the previous one: ${String(error)}`))
    }, RELOAD_DEBOUNCE_MS)
  }
  const unlisten = await db.listen('pgrst', (payload) => {
    if (payload === '' || payload === 'reload schema' || payload === 'reload config') reload()
  })

  const app = createRestApp({
    config,
    db,
    jwt: ctx.jwt,
    log,
    cache: (): SchemaCache => state.cache,
    switchableRoles: () => state.roles,
  })
  return {
    mount: '/rest/v1',
    app,
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      await reloading
      await unlisten()
    },
  }
}
