// `/functions/v1/<name>`: runs `supabase/functions/<name>/index.ts` — a Deno.serve handler written for
// Supabase's edge runtime — unchanged, in a worker thread. The function sees the request as the edge
// runtime gives it: path `/<name>/...`, Authorization set by the gateway; verify_jwt is on unless
// config.toml turns it off. A body over 1 MiB is refused (413) before it is read in full, and before the
// function is started.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { getConnInfo } from '@hono/node-server/conninfo'
import { type Context, Hono } from 'hono'
import type { Service, StackContext } from '../context.ts'
import { BodyTooLarge, declaredTooLarge, JSON_BODY_LIMIT, readBodyWithin } from '../http/body-limit.ts'
import { FUNCTION_NAME, functionEnv, functionExists, functionsDir, readFunctionsConfig } from './config.ts'
import { gatewayAuthorization, verifyFunctionJwt } from './gateway.ts'
import type { WorkerData } from './messages.ts'
import { FunctionRunner } from './runner.ts'

function clientAddress(c: Context): string | null {
  try {
    const address = getConnInfo(c).remote.address ?? null
    return address?.startsWith('::ffff:') ? address.slice(7) : address
  } catch {
    return null
  }
}

const tooLarge = () =>
  new Response(JSON.stringify({ msg: new BodyTooLarge(JSON_BODY_LIMIT).message }), {
    status: 413,
    headers: { 'Content-Type': 'application/json' },
  })

const notFound = () => new Response('Function not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

export async function createFunctionsService(ctx: StackContext): Promise<Service> {
  const { config } = ctx
  const dir = functionsDir(config.workdir)
  const runner = new FunctionRunner(ctx.log, dir)
  const fallbackParents = [
    pathToFileURL(path.join(config.workdir, 'package.json')).href,
    new URL('../../package.json', import.meta.url).href,
  ]

  const app = new Hono()
  app.all('*', async (c) => {
    const url = new URL(c.req.url)
    const rest = url.pathname.slice(url.pathname.indexOf('/functions/v1') + '/functions/v1'.length)
    const name = rest.split('/')[1] ?? ''
    if (!FUNCTION_NAME.test(name)) return notFound()
    // Config and environment are read per request, so edits apply without a restart.
    const fn = readFunctionsConfig(config.workdir)(name)
    if (!functionExists(fn)) return notFound()

    if (declaredTooLarge(c.req.raw, JSON_BODY_LIMIT)) return tooLarge()

    const headers = new Headers(c.req.raw.headers)
    // As the platform's gateway does: the caller's address appended to X-Forwarded-For, so a function
    // can tell the address the gateway saw (the last entry) from whatever the client wrote before it.
    const peer = clientAddress(c)
    if (peer) headers.set('x-forwarded-for', [headers.get('x-forwarded-for'), peer].filter(Boolean).join(', '))
    const authorization = gatewayAuthorization(
      headers.get('authorization') ?? undefined,
      headers.get('apikey') ?? undefined,
    )
    if (authorization) headers.set('authorization', authorization)
    if (c.req.method !== 'OPTIONS' && fn.verifyJwt) {
      const refusal = await verifyFunctionJwt(authorization, ctx.jwt)
      if (refusal) return c.json({ msg: refusal }, 401)
    }

    const data: WorkerData = {
      name,
      entrypoint: fn.entrypoint,
      env: functionEnv(config, ctx.log),
      resolve: {
        functionsDir: dir,
        importMaps: fn.importMap ? { [path.join(dir, name)]: fn.importMap } : {},
        fallbackParents,
      },
    }
    let body: Buffer | null
    try {
      body = await readBodyWithin(c.req.raw, JSON_BODY_LIMIT)
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge()
      throw error
    }
    const request = new Request(`${url.origin}${rest}${url.search}`, {
      method: c.req.method,
      headers,
      body: body && c.req.method !== 'GET' && c.req.method !== 'HEAD' ? new Uint8Array(body) : null,
      signal: c.req.raw.signal,
    })
    return runner.dispatch(data, request)
  })

  return { mount: '/functions/v1', app, close: () => runner.close() }
}
