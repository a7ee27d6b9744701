// Message Encryption for Web Push (RFC 8291) with the aes128gcm content coding (RFC 8188), in Web
// Crypto: an ephemeral ECDH key agreed with the browser's p256dh key, mixed with its auth secret
// (HKDF-SHA-256), one AES-128-GCM record. Every push service (FCM, Mozilla, Apple) accepts aes128gcm.
import { concat, decode } from './base64url.ts'

export interface SubscriptionKeys {
  /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
  p256dh: string
  /** The browser's 16-byte auth secret, base64url. */
  auth: string
}

const RECORD_SIZE = 4096
/** Plaintext that fits one record: rs − 16 (tag) − 1 (delimiter). */
export const MAX_PLAINTEXT = RECORD_SIZE - 17

const text = (value: string) => new TextEncoder().encode(value)

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', ikm as BufferSource, 'HKDF', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: salt as BufferSource, info: info as BufferSource },
    key,
    bytes * 8,
  )
  return new Uint8Array(bits)
}

export function checkKeys(keys: SubscriptionKeys) {
  const p256dh = decode(keys.p256dh)
  const auth = decode(keys.auth)
  if (p256dh.length !== 65 || p256dh[0] !== 4) throw new Error('p256dh must be an uncompressed P-256 point')
  if (auth.length !== 16) throw new Error('auth must be 16 bytes')
  return { p256dh, auth }
}

/** The request body of one push message: the aes128gcm header (salt, rs, sender key) and one record. */
export async function encryptMessage(keys: SubscriptionKeys, plaintext: Uint8Array): Promise<Uint8Array> {
  if (plaintext.length > MAX_PLAINTEXT) throw new Error(`a push message holds at most ${MAX_PLAINTEXT} bytes`)
  const { p256dh: uaPublic, auth } = checkKeys(keys)

  const ephemeral = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair
  const asPublic = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey))
  const uaKey = await crypto.subtle.importKey(
    'raw',
    uaPublic as BufferSource,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  )
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: uaKey }, ephemeral.privateKey, 256),
  )

  // RFC 8291 §3.4: IKM from the shared secret and the auth secret; then RFC 8188's key and nonce.
  const ikm = await hkdf(auth, ecdhSecret, concat(text('WebPush: info\0'), uaPublic, asPublic), 32)
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16)
  const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12)

  const key = await crypto.subtle.importKey('raw', cek as BufferSource, 'AES-GCM', false, ['encrypt'])
  // The last (and only) record ends with the delimiter 0x02.
  const record = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: nonce as BufferSource },
      key,
      concat(plaintext, Uint8Array.of(2)) as BufferSource,
    ),
  )
  const header = new Uint8Array(16 + 4 + 1)
  header.set(salt, 0)
  new DataView(header.buffer).setUint32(16, RECORD_SIZE)
  header[20] = asPublic.length
  return concat(header, asPublic, record)
}
