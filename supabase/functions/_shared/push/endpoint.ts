// Which push endpoints the shop will POST to: https on a public address only. A subscription is the
// browser's say, so an attacker can send any URL; without this check the push sender could be aimed at
// the platform's own network (loopback, private ranges, link-local and the cloud metadata address).
// The host is resolved and every address it resolves to must be public; the sender checks again just
// before each send, since a name can resolve elsewhere later.
import { env } from '../env.ts'
import { localMode } from '../settings.ts'

export class UnsafeEndpointError extends Error {}

const MAX_ENDPOINT_LENGTH = 2000

/** IPv4 ranges that are not the public internet (RFC 6890 special-purpose, multicast, reserved). */
const PRIVATE_V4: [number, number][] = [
  [0x00000000, 8], // "this network"
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local, 169.254.169.254 the metadata service
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0000200, 24], // documentation
  [0xc0586300, 24], // 6to4 relay anycast
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xc6336400, 24], // documentation
  [0xcb007100, 24], // documentation
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved, broadcast
]

function parseV4(address: string): number | null {
  const parts = address.split('.')
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null
  return parts.reduce((n, p) => n * 256 + Number(p), 0)
}

function publicV4(value: number): boolean {
  return !PRIVATE_V4.some(
    ([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
  )
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 read), or null. */
function parseV6(address: string): number[] | null {
  let text = address.toLowerCase()
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const v4 = parseV4(dotted[1] as string)
    if (v4 === null) return null
    text = `${text.slice(0, -(dotted[1] as string).length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groups = (half: string) => (half ? half.split(':') : [])
  const head = groups(halves[0] as string)
  const tail = halves.length === 2 ? groups(halves[1] as string) : []
  const missing = 8 - head.length - tail.length
  if (
    (halves.length === 2 ? missing < 1 : missing !== 0) ||
    ![...head, ...tail].every((g) => /^[0-9a-f]{1,4}$/.test(g))
  ) {
    return null
  }
  return [...head, ...Array(Math.max(missing, 0)).fill('0'), ...tail].map((g) => Number.parseInt(g, 16))
}

function publicV6(g: number[]): boolean {
  const [a = 0, b = 0] = g
  const embeddedV4 = ((g[6] ?? 0) * 0x10000 + (g[7] ?? 0)) >>> 0
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0 || g[5] === 0xffff)) {
    // ::, ::1, IPv4-compatible and IPv4-mapped (::ffff:127.0.0.1): judged by the IPv4 address inside.
    return g[5] === 0xffff ? publicV4(embeddedV4) : false
  }
  if (a === 0x64 && b === 0xff9b) return publicV4(embeddedV4) // NAT64
  if (a === 0x2002) return publicV4(((g[1] ?? 0) * 0x10000 + (g[2] ?? 0)) >>> 0) // 6to4
  if ((a & 0xfe00) === 0xfc00) return false // unique local (fd00:ec2::254, another metadata address)
  if ((a & 0xffc0) === 0xfe80) return false // link-local
  if ((a & 0xff00) === 0xff00) return false // multicast
  if (a === 0x2001 && b === 0x0db8) return false // documentation
  if (a === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return false // discard-only
  if (a === 0x2001 && b < 0x200) return false // IETF protocol assignments (Teredo, ORCHID, ...)
  return true
}

/** True when `address` (an IP literal, IPv6 with or without brackets) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  const v4 = parseV4(bare)
  if (v4 !== null) return publicV4(v4)
  const v6 = parseV6(bare)
  return v6 !== null && publicV6(v6)
}

type Resolver = (host: string) => Promise<string[]>

/** Deno's resolver (Supabase's edge runtime and the stand-in's worker both provide Deno.resolveDns). */
const denoResolver: Resolver = async (host) => {
  const resolveDns = (Deno as { resolveDns?: typeof Deno.resolveDns }).resolveDns
  if (typeof resolveDns !== 'function') throw new UnsafeEndpointError('this runtime cannot resolve host names')
  const answers = await Promise.allSettled([resolveDns(host, 'A'), resolveDns(host, 'AAAA')])
  return answers.flatMap((a) => (a.status === 'fulfilled' ? a.value : []))
}

/**
 * Loopback endpoints are let through only on the local stand-in when PUSH_ALLOW_LOOPBACK_ENDPOINTS=true
 * (the push suite's own push service listens on 127.0.0.1); never on a hosted project.
 */
const loopbackAllowed = () => localMode() && env('PUSH_ALLOW_LOOPBACK_ENDPOINTS') === 'true'
const isLoopback = (address: string) => {
  const bare = address.replace(/^\[|\]$/g, '')
  const v4 = parseV4(bare)
  if (v4 !== null) return v4 >>> 24 === 127
  const v6 = parseV6(bare)
  return v6?.slice(0, 7).every((x) => x === 0) && v6[7] === 1
}

/** The endpoint as a URL when the shop may POST to it; else UnsafeEndpointError saying why. */
export async function checkPushEndpoint(endpoint: string, resolve: Resolver = denoResolver): Promise<URL> {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw new UnsafeEndpointError('not a URL')
  }
  if (url.protocol !== 'https:') throw new UnsafeEndpointError('not https')
  if (endpoint.length > MAX_ENDPOINT_LENGTH) throw new UnsafeEndpointError('longer than 2000 characters')
  if (url.username || url.password) throw new UnsafeEndpointError('carries credentials')
  const host = url.hostname
  const literal = parseV4(host) !== null || host.startsWith('[')
  let addresses: string[]
  try {
    addresses = literal ? [host] : await resolve(host.replace(/\.$/, ''))
  } catch (error) {
    if (error instanceof UnsafeEndpointError) throw error
    throw new UnsafeEndpointError('its host does not resolve')
  }
  if (addresses.length === 0) throw new UnsafeEndpointError('its host does not resolve')
  for (const address of addresses) {
    if (isPublicAddress(address)) continue
    if (isLoopback(address) && loopbackAllowed()) continue
    throw new UnsafeEndpointError(`its host is not on the public internet (${address})`)
  }
  return url
}
