// Reads the first paint starts for a signed-in user, over real HTTP: sent with the stored session's token,
// taken over once by the data layer for the same user (never for another), asked again when they failed.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ShopClient } from '@shop/shared/supabase'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSignedInRead, takeSignedInRead, withEarlyRead } from './early-reads.ts'
import { isFresh, keptUser, storedSession } from './stored-session.ts'

const ADMIN = { userId: 'admin-1', accessToken: 'token-of-admin', expiresAt: Date.now() + 3_600_000 }

/** A client whose session is `userId`'s; its own read answers `fromApi`. */
function clientOf(userId: string | null) {
  return {
    auth: { getSession: async () => ({ data: { session: userId ? { user: { id: userId } } : null } }) },
  } as unknown as ShopClient
}

const storage = (items: Record<string, unknown>) => ({
  getItem: (key: string) => (key in items ? JSON.stringify(items[key]) : null),
})

describe('the stored session, read without supabase-js', () => {
  it('gives the user, the token and its expiry; anything else is no session', () => {
    const session = { access_token: 't', expires_at: 2_000_000_000, user: { id: 'u1' } }
    expect(storedSession(storage({ 'shop-auth-token': session }))).toEqual({
      userId: 'u1',
      accessToken: 't',
      expiresAt: 2_000_000_000_000,
    })
    expect(storedSession(storage({}))).toBeNull()
    expect(storedSession(storage({ 'shop-auth-token': { access_token: 't' } }))).toBeNull()
    expect(storedSession({ getItem: () => '{not json' })).toBeNull()
  })

  it('leaves a token about to expire to supabase-js', () => {
    const now = Date.now()
    expect(isFresh({ ...ADMIN, expiresAt: now + 10 * 60_000 }, now)).toBe(true)
    expect(isFresh({ ...ADMIN, expiresAt: now + 30_000 }, now)).toBe(false)
  })

  it('knows the user the app last read only for the same user', () => {
    const kept = {
      'shop-identities': { userId: 'u1', identities: { user: { full_name: 'Daniel Ssempa', is_admin: true } } },
    }
    expect(keptUser(storage(kept), 'u1')).toEqual({ isAdmin: true, name: 'Daniel Ssempa' })
    expect(keptUser(storage(kept), 'u2')).toBeNull()
    const rider = { 'shop-identities': { userId: 'r1', identities: { user: null, rider: { id: 'r1' } } } }
    expect(keptUser(storage(rider), 'r1')).toEqual({ isAdmin: false, name: null })
  })
})

describe('signed-in early reads', () => {
  let server: Server
  let config: { supabaseUrl: string; supabaseAnonKey: string }
  let seen: { url: string; authorization: string | undefined }[] = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization })
      if (req.headers.authorization === 'Bearer revoked') return res.writeHead(401).end()
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ total_orders: 12 }]))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    config = { supabaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, supabaseAnonKey: 'anon key' }
    Object.assign(globalThis, { window: globalThis })
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  beforeEach(() => {
    seen = []
    window.__shopSignedInReads = {}
  })

  const fromApi = { data: { total_orders: 99 }, error: null }
  const call = withEarlyRead(
    'dashboard_summary?select=total_orders',
    (rows) => (rows.length === 1 ? (rows[0] as { total_orders: number }) : null),
    async () => fromApi,
  )

  it("sends the token as the user's, the anon key in the query", async () => {
    await startSignedInRead(config, ADMIN, 'dashboard_summary?select=total_orders')
    expect(seen).toEqual([
      {
        url: '/rest/v1/dashboard_summary?select=total_orders&apikey=anon%20key',
        authorization: 'Bearer token-of-admin',
      },
    ])
  })

  it('is taken over once by the same user instead of asking again', async () => {
    startSignedInRead(config, ADMIN, 'dashboard_summary?select=total_orders')
    expect(await call(clientOf('admin-1'))).toEqual({ data: { total_orders: 12 }, error: null })
    expect(await call(clientOf('admin-1'))).toBe(fromApi)
    expect(seen).toHaveLength(1)
  })

  it('is never given to another user: they get their own read', async () => {
    startSignedInRead(config, ADMIN, 'dashboard_summary?select=total_orders')
    expect(await call(clientOf('customer-1'))).toBe(fromApi)
    expect(takeSignedInRead('dashboard_summary?select=total_orders', 'admin-1')).toBeUndefined()
  })

  it('asks the API when the early read failed', async () => {
    startSignedInRead(config, { ...ADMIN, accessToken: 'revoked' }, 'dashboard_summary?select=total_orders')
    expect(await call(clientOf('admin-1'))).toBe(fromApi)
  })
})
