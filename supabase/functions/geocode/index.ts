// The `geocode` Edge Function (the storefront's address search, restricted to Uganda):
//   GET ?q=<text>[&limit=n]   → {results: Address[]}   search
//   GET ?lat=<lat>&lon=<lng>  → {results: Address[]}   reverse, nearest first
// Address: {formattedAddress, lat, lng, street, city, state, postalCode, country, name}. Callers carry the
// project's key or a session's token, verified here (401 otherwise: `_shared/auth.ts`). Answers are
// cached; each client (the signed-in user, else the address our proxies report) may ask
// GEOCODE_RATE_LIMIT times a minute (default 60), then 429. The count is kept in the database
// (take_rate_limit), so every worker sees the same one.
import { type Caller, verifyCaller } from '../_shared/auth.ts'
import { env } from '../_shared/env.ts'
import { clientKey, TtlCache, trustedProxies } from '../_shared/geo/limits.ts'
import { geocoder } from '../_shared/geo/provider.ts'
import type { Address } from '../_shared/geo/types.ts'
import { corsHeaders, errorResponse, HttpError, json, preflight } from '../_shared/http.ts'
import { tryConfigureMailDispatch } from '../_shared/mail/dispatch.ts'
import { admin } from '../_shared/supabase.ts'

const cache = new TtlCache<Address[]>(2000, 24 * 60 * 60 * 1000)

/** Counts the request; the seconds the client must wait when over its limit, else 0. */
async function waitFor(request: Request, caller: Caller): Promise<number> {
  const limit = Math.max(1, Number(env('GEOCODE_RATE_LIMIT') ?? 60) || 60)
  const key = `geocode:${clientKey(request, caller.userId, trustedProxies(env('GEOCODE_TRUSTED_PROXIES')))}`
  return await admin().rpc('take_rate_limit', { key, max_hits: limit, window_seconds: 60 })
}

async function answer(request: Request): Promise<Response> {
  const caller = await verifyCaller(request)
  const url = new URL(request.url)
  const q = url.searchParams.get('q')?.trim() ?? ''
  const latText = url.searchParams.get('lat')
  const lonText = url.searchParams.get('lon') ?? url.searchParams.get('lng')
  const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 8) || 8, 1), 20)

  let key: string
  let lookup: () => Promise<Address[]>
  const provider = geocoder()
  if (latText !== null || lonText !== null) {
    const lat = Number(latText)
    const lng = Number(lonText)
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      throw new HttpError(400, 'lat and lon must be coordinates', 'invalid_coordinates')
    }
    key = `${provider.name}:r:${lat.toFixed(5)},${lng.toFixed(5)}`
    lookup = () => provider.reverse(lat, lng)
  } else {
    if (q.length < 2 || q.length > 200)
      throw new HttpError(400, 'Type at least 2 characters to search', 'invalid_query')
    key = `${provider.name}:s:${limit}:${q.toLowerCase().replace(/\s+/g, ' ')}`
    lookup = () => provider.search(q, limit)
  }

  const wait = await waitFor(request, caller)
  if (wait > 0) {
    return json(
      { error: 'Too many address searches. Please wait a moment and try again.', code: 'rate_limited' },
      429,
      {
        'Retry-After': String(wait),
      },
    )
  }
  let results = cache.get(key)
  const hit = results !== undefined
  if (!results) {
    results = await lookup()
    cache.set(key, results)
  }
  return json({ results }, 200, { 'Cache-Control': 'private, max-age=300', 'X-Cache': hit ? 'HIT' : 'MISS' })
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return preflight()
  if (request.method !== 'GET')
    return new Response(null, { status: 405, headers: { ...corsHeaders, Allow: 'GET, OPTIONS' } })
  // The checkout looks its address up before the order is placed: the order's confirmation then finds
  // the database knowing where to wake the mail sender (once per worker).
  await tryConfigureMailDispatch()
  try {
    return await answer(request)
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error)
    console.error('geocode:', error)
    return json({ error: 'Failed to validate address', code: 'geocoder_unavailable' }, 502)
  }
})
