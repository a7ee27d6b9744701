// Voluntary Application Server Identification (RFC 8292): the push service is shown a short-lived
// ES256 JWT for its origin, signed with the shop's VAPID key, and the public key it checks it with:
// `Authorization: vapid t=<jwt>, k=<public key>`.
import { encode } from './base64url.ts'

export interface VapidKeys {
  /** Uncompressed P-256 public key (65 bytes), base64url: what browsers subscribe with. */
  publicKey: string
  privateJwk: JsonWebKey
}

export async function generateVapidKeys(): Promise<VapidKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const publicKey = encode(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))
  const { kty, crv, x, y, d } = await crypto.subtle.exportKey('jwk', pair.privateKey)
  return { publicKey, privateJwk: { kty, crv, x, y, d } }
}

const part = (value: unknown) => encode(new TextEncoder().encode(JSON.stringify(value)))

export async function vapidAuthorization(
  endpoint: string,
  keys: VapidKeys,
  subject: string,
  now = Date.now(),
): Promise<string> {
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + 12 * 60 * 60, sub: subject }
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`
  const key = await crypto.subtle.importKey('jwk', keys.privateJwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
  ])
  // Web Crypto's ECDSA signature is r || s, the form JWS ES256 wants.
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    new TextEncoder().encode(unsigned),
  )
  return `vapid t=${unsigned}.${encode(new Uint8Array(signature))}, k=${keys.publicKey}`
}
