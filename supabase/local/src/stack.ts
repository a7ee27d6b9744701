// Starts the whole stand-in: database, migrations, and every API service behind one HTTP port.

import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { createAuthService } from './auth/index.ts'
import { resolveConfig, type StackConfig, type StackOptions } from './config/index.ts'
import type { Service, StackContext } from './context.ts'
import { type MigrationReport, migrate } from './db/migrate.ts'
import { openDatabase } from './db/open.ts'
import type { Database } from './db/types.ts'
import { createFunctionsService } from './functions/index.ts'
import { translateApiKeys, translateUpgradeApiKey } from './http/apikey.ts'
import { closeAfterCutOffBody } from './http/body-limit.ts'
import { corsMiddleware } from './http/cors.ts'
import { noSniff } from './http/nosniff.ts'
import { createJwtKeys, type JwtKeys } from './jwt/index.ts'
import { dataDirSigningKeys } from './jwt/signing-keys.ts'
import { createLogger } from './log.ts'
import { createMailService } from './mail/index.ts'
import { createNetService } from './net/index.ts'
import { createPesapalService } from './pesapal/index.ts'
import { createRealtimeService } from './realtime/index.ts'
import { createRestService } from './rest/index.ts'
import { createSmsService } from './sms/index.ts'
import { createStorageService } from './storage/index.ts'

export interface RunningStack {
  config: StackConfig
  db: Database
  migrations: MigrationReport
  /** The project's JWT keys: what Auth signs with, and every service verifies with. */
  jwt: JwtKeys
  /** The API URL, e.g. http://127.0.0.1:54321. */
  url: string
  stop(): Promise<void>
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const config = resolveConfig(options)
  if (!config.legacyJwt && config.signingKeys.length === 0) config.signingKeys = dataDirSigningKeys(config.dataDir)
  const log = createLogger(config.quiet)

  // Listen first, so that with port 0 the real URL is known before services are built.
  let app: Hono | null = null
  const server = createAdaptorServer({
    fetch: (req, env) =>
      app ? app.fetch(translateApiKeys(req, config), env) : new Response('starting', { status: 503 }),
  }) as Server
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  if (config.port !== port) {
    config.port = port
    config.apiUrl = `http://${config.host}:${port}`
  }

  const db = await openDatabase(config)
  const services: Service[] = []
  try {
    const migrations = await migrate(db, config.workdir)
    const mail = createMailService({ config, db, log })
    const jwt = createJwtKeys(config.jwtSecret, config.signingKeys)
    const ctx: StackContext = {
      config,
      db,
      jwt,
      mailer: mail.mailer,
      log,
    }
    services.push(mail.service)
    services.push(createSmsService({ config, db, log }))
    services.push(await createRestService(ctx))
    services.push(await createAuthService(ctx))
    services.push(await createStorageService(ctx, { seedBuckets: migrations.fresh }))
    services.push(await createRealtimeService(ctx))
    services.push(await createFunctionsService(ctx))
    services.push(await createPesapalService(ctx))
    services.push(await createNetService(ctx))

    const root = new Hono()
    root.use('*', corsMiddleware)
    root.use('*', noSniff)
    root.use('*', closeAfterCutOffBody)
    // The hosted gateway compresses API answers (a product list is ~26 KB of JSON, ~4 KB gzipped).
    root.use('/rest/v1/*', compress())
    root.get('/', (c) => c.json({ name: 'supabase-local', services: services.map((s) => s.mount) }))
    for (const service of services) root.route(service.mount, service.app)
    app = root

    server.on('upgrade', (req, socket, head) => {
      translateUpgradeApiKey(req, config)
      const service = services.find((s) => s.upgrade && req.url?.startsWith(`${s.mount}/`))
      if (service?.upgrade) service.upgrade(req, socket, head)
      else socket.destroy()
    })

    return {
      config,
      db,
      migrations,
      jwt,
      url: config.apiUrl,
      async stop() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        for (const service of services) await service.close?.()
        await db.close()
      },
    }
  } catch (error) {
    server.close()
    for (const service of services) await service.close?.().catch(() => {})
    await db.close().catch(() => {})
    throw error
  }
}
