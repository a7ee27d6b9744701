// The few pieces of Go's net/url that decide what Supabase Auth puts in a redirect: parsing a URL
// into scheme, host and the rest, and query strings encoded as url.Values.Encode does (keys sorted,
// QueryEscape: space as '+', only A-Z a-z 0-9 - _ . ~ left as they are).

export interface GoUrl {
  scheme: string
  /** Host with port, as written (without userinfo). */
  host: string
  hostname: string
  port: string
  /** Everything before `?`/`#` (scheme and authority included). */
  base: string
  rawQuery: string | null
  fragment: string | null
}

/** Parses like Go's url.Parse; null where Go answers an error. */
export function parseGoUrl(raw: string): GoUrl | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Go refuses control characters in URLs
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null
  const hashAt = raw.indexOf('#')
  const fragment = hashAt === -1 ? null : raw.slice(hashAt + 1)
  const beforeHash = hashAt === -1 ? raw : raw.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const rawQuery = queryAt === -1 ? null : beforeHash.slice(queryAt + 1)
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)

  const schemeMatch = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(base)
  if (!schemeMatch && /^[^/]*:/.test(base)) return null // "missing protocol scheme"
  const scheme = schemeMatch ? (schemeMatch[1] as string).toLowerCase() : ''
  const rest = schemeMatch ? base.slice(schemeMatch[0].length) : base

  let host = ''
  if (rest.startsWith('//')) {
    const authority = rest.slice(2).split('/')[0] as string
    host = authority.includes('@') ? authority.slice(authority.lastIndexOf('@') + 1) : authority
  }
  let hostname = host
  let port = ''
  if (host.startsWith('[')) {
    const close = host.indexOf(']')
    if (close === -1) return null
    hostname = host.slice(1, close)
    const after = host.slice(close + 1)
    if (after && !/^:\d*$/.test(after)) return null
    port = after.slice(1)
  } else {
    const colon = host.lastIndexOf(':')
    if (colon !== -1) {
      hostname = host.slice(0, colon)
      port = host.slice(colon + 1)
      if (!/^\d*$/.test(port)) return null
    }
  }
  if (/%(?![0-9a-fA-F]{2})/.test(host)) return null
  return { scheme, host, hostname, port, base, rawQuery, fragment }
}

export function goQueryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+')
}

function goQueryUnescape(value: string): string | null {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '))
  } catch {
    return null
  }
}

/** url.ParseQuery as u.Query() uses it: malformed pairs are dropped. */
export function parseGoQuery(rawQuery: string | null): [string, string][] {
  if (!rawQuery) return []
  const pairs: [string, string][] = []
  for (const part of rawQuery.split('&')) {
    if (!part || part.includes(';')) continue
    const eq = part.indexOf('=')
    const key = goQueryUnescape(eq === -1 ? part : part.slice(0, eq))
    const value = goQueryUnescape(eq === -1 ? '' : part.slice(eq + 1))
    if (key !== null && value !== null) pairs.push([key, value])
  }
  return pairs
}

/** url.Values.Encode: sorted by key (values of one key keep their order). */
export function encodeGoQuery(pairs: [string, string][]): string {
  return [...pairs]
    .map((pair, index) => ({ pair, index }))
    .sort((a, b) => (a.pair[0] < b.pair[0] ? -1 : a.pair[0] > b.pair[0] ? 1 : a.index - b.index))
    .map(({ pair: [k, v] }) => `${goQueryEscape(k)}=${goQueryEscape(v)}`)
    .join('&')
}

/** Sets query parameters (replacing earlier values of those keys) and/or the fragment of a URL. */
export function withQueryAndFragment(
  url: GoUrl,
  set: [string, string][] | null,
  fragment: string | null | undefined,
): string {
  let query = url.rawQuery
  if (set) {
    const keys = new Set(set.map(([k]) => k))
    const encoded = encodeGoQuery([...parseGoQuery(url.rawQuery).filter(([k]) => !keys.has(k)), ...set])
    query = encoded
  }
  const frag = fragment === undefined ? url.fragment : fragment
  return `${url.base}${query !== null && query !== '' ? `?${query}` : ''}${frag !== null ? `#${frag}` : ''}`
}
