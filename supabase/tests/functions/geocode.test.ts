// The storefront's address search: GET /api/geocode?q= and ?lat=&lon=, answered from the built-in
// gazetteer of Ugandan places (no network), cached, limited per client; every place inside Uganda's
// outline as shared/src/geo draws it. The function verifies its callers' tokens itself (verify_jwt off).

import { isInUganda } from '@shop/shared/geo'
import type { TestStack } from '@shop/supabase-local/testing/stack'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLACES } from '../../functions/_shared/geo/gazetteer-data.ts'
import type { Address } from '../../functions/_shared/geo/types.ts'
import { callFunction, newCustomer, startProductStack } from './support/stack.ts'
import { forgedTokens, legacySessionToken } from './support/tokens.ts'

let stack: TestStack
beforeAll(async () => {
  process.env.GEOCODE_RATE_LIMIT = '40'
  stack = await startProductStack()
}, 180_000)
afterAll(() => stack?.stop())

/** A lookup as the storefront makes it; `token` a customer's session, `forwardedFor` what the caller claims. */
const geocode = async (query: string, token?: string, forwardedFor = '198.51.100.7') => {
  const response = await callFunction(stack, `geocode?${query}`, {
    token,
    headers: { 'X-Forwarded-For': forwardedFor },
  })
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { results: Address[]; error?: string },
  }
}

describe('who may look up', () => {
  it('anyone with the project’s key: the legacy anon key, or the publishable key as supabase-js sends it', async () => {
    expect((await geocode('q=kololo')).status).toBe(200)
    const response = await fetch(`${stack.url}/functions/v1/geocode?q=kololo`, {
      headers: { apikey: stack.config.publishableKey, Authorization: `Bearer ${stack.config.publishableKey}` },
    })
    expect(response.status).toBe(200)
  })

  it('a customer with their session, ES256 as Auth signs it, or a legacy HS256 one, each counted as them', async () => {
    const customer = await newCustomer(stack, 'Token Searcher')
    expect(decodeProtectedHeader(customer.token).alg).toBe('ES256')
    expect((await geocode('q=ntinda', customer.token)).status).toBe(200)
    expect((await geocode('q=ntinda', await legacySessionToken(stack, customer.token))).status).toBe(200)
    const { rows } = await stack.db.query<{ hits: number }>(
      `select sum(hits)::int as hits from private.rate_limit_windows where key = $1`,
      [`geocode:user:${customer.userId}`],
    )
    expect(rows[0]?.hits).toBe(2)
  })

  it('nobody without a token (401)', async () => {
    const response = await fetch(`${stack.url}/functions/v1/geocode?q=kololo`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'missing_authorization' })
  })

  it('nobody whose token the project did not sign, or signed long ago (401), and no count is kept for whom it names', async () => {
    const customer = await newCustomer(stack, 'Named Searcher')
    for (const [what, token] of Object.entries(await forgedTokens(stack, decodeJwt(customer.token)))) {
      const { status, body } = await geocode('q=kololo', token)
      const expected = what.startsWith('expired') ? 'jwt_expired' : 'invalid_jwt'
      expect({ what, status, code: (body as { code?: string }).code }).toEqual({ what, status: 401, code: expected })
    }
    const { rows } = await stack.db.query(`select 1 from private.rate_limit_windows where key = $1`, [
      `geocode:user:${customer.userId}`,
    ])
    expect(rows).toEqual([])
  })
})

describe('the gazetteer', () => {
  it('holds a few hundred places, each with a unique name, all inside Uganda', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(250)
    expect(new Set(PLACES.map((p) => p[0])).size).toBe(PLACES.length)
    const outside = PLACES.filter(([, , lat, lng]) => !isInUganda(lat, lng)).map((p) => p[0])
    expect(outside).toEqual([])
  })
})

describe('search', () => {
  it('finds a mall, a suburb and a hospital by the first letters of their names, in the storefront’s address shape', async () => {
    const acacia = await geocode('q=acacia')
    expect(acacia.status).toBe(200)
    expect(acacia.body.results[0]).toEqual({
      formattedAddress: 'Acacia Mall, Kampala, Uganda',
      lat: 0.3353,
      lng: 32.5871,
      street: '',
      city: 'Kampala',
      state: 'Central Region',
      postalCode: '',
      country: 'Uganda',
      name: 'Acacia Mall',
    })
    expect((await geocode('q=Ntinda')).body.results[0]?.name).toBe('Ntinda')
    expect((await geocode('q=mulago%20hosp')).body.results[0]?.name).toBe('Mulago National Referral Hospital')
    expect((await geocode('q=owino')).body.results[0]?.name).toBe('St. Balikuddembe Market (Owino)')
  })

  it('answers only places inside Uganda, and nothing for a place abroad', async () => {
    for (const q of ['kampala', 'jinja', 'hospital', 'university', 'mall']) {
      const { body } = await geocode(`q=${q}`)
      expect(body.results.length).toBeGreaterThan(0)
      expect(body.results.every((r) => isInUganda(r.lat, r.lng) && r.country === 'Uganda')).toBe(true)
    }
    expect((await geocode('q=nairobi')).body.results).toEqual([])
  })

  it('serves a repeated search from its cache', async () => {
    expect((await geocode('q=bugolobi')).headers.get('x-cache')).toBe('MISS')
    expect((await geocode('q=Bugolobi')).headers.get('x-cache')).toBe('HIT')
  })

  it('refuses a search shorter than two letters', async () => {
    expect(await geocode('q=a')).toMatchObject({ status: 400, body: { error: 'Type at least 2 characters to search' } })
  })
})

describe('reverse', () => {
  it('names the nearest place to a point in Kololo, keeping the point', async () => {
    const { status, body } = await geocode('lat=0.3320&lon=32.5940')
    expect(status).toBe(200)
    expect(body.results[0]).toMatchObject({
      name: 'Kololo',
      city: 'Kampala',
      lat: 0.332,
      lng: 32.594,
      country: 'Uganda',
    })
  })

  it('finds nothing for a point far from Uganda (Nairobi)', async () => {
    expect((await geocode('lat=-1.2864&lon=36.8172')).body.results).toEqual([])
  })

  it('refuses coordinates that are not numbers', async () => {
    expect((await geocode('lat=north&lon=32.5')).status).toBe(400)
  })
})

/** The limit counts fixed minutes: start a burst early in one, so that it does not straddle two. */
async function earlyInAMinute() {
  const left = 60_000 - (Date.now() % 60_000)
  if (left < 25_000) await new Promise((resolve) => setTimeout(resolve, left + 200))
}

describe('the limit on lookups', () => {
  it('gives each signed-in customer their share a minute (429 with Retry-After), whatever X-Forwarded-For says', async () => {
    const [greedy, other] = [await newCustomer(stack, 'Greedy Searcher'), await newCustomer(stack, 'Other Searcher')]
    await earlyInAMinute()
    const statuses: number[] = []
    for (let i = 0; i < 42; i++) {
      const query = `q=kampala${i % 2 ? '' : '%20central'}`
      statuses.push((await geocode(query, greedy.token, `203.0.113.${i}`)).status)
    }
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(40)).toEqual([429, 429])
    const limited = await geocode('q=kampala', greedy.token, '192.0.2.200')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await geocode('q=kampala', other.token)).status).toBe(200)
    // Kept in the database, where every worker reads the same count.
    const { rows } = await stack.db.query<{ hits: number }>(
      `select sum(hits)::int as hits from private.rate_limit_windows where key = $1`,
      [`geocode:user:${greedy.userId}`],
    )
    expect(rows[0]?.hits).toBe(43)
  })

  it('keys visitors on the address the gateway saw, so a made-up X-Forwarded-For gets no fresh allowance', async () => {
    await earlyInAMinute()
    // Another worker (or instance) has served this address its whole share this minute.
    await stack.db.query(
      `select public.take_rate_limit('geocode:address:127.0.0.1', 1, 60) from generate_series(1, 40)`,
    )
    for (const claimed of ['203.0.113.50', '198.51.100.1, 10.0.0.1', 'unknown']) {
      expect((await geocode('q=jinja', undefined, claimed)).status).toBe(429)
    }
  })
})
