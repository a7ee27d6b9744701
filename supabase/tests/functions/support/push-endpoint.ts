// A push service of our own for the tests: an HTTPS server on 127.0.0.1 (self-signed certificate made
// with openssl) that records what it is sent, and the browser's side of a subscription: its P-256 key
// pair and auth secret, and RFC 8291 decryption of an aes128gcm message with them.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface ReceivedPush {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export async function startPushService(statusFor: (path: string) => number = () => 201) {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  const received: ReceivedPush[] = []
  const server: Server = createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
        res.writeHead(statusFor(req.url ?? '')).end()
      })
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

/** What a browser's PushManager.subscribe() makes: a P-256 key pair and a 16-byte auth secret. */
export async function browserKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair
  const publicRaw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  const auth = crypto.getRandomValues(new Uint8Array(16))
  return { pair, publicRaw, auth, keys: { p256dh: b64url(publicRaw), auth: b64url(auth) } }
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number) {
  const key = await crypto.subtle.importKey('raw', ikm as BufferSource, 'HKDF', false, ['deriveBits'])
  return new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'HKDF', hash: 'SHA-256', salt: salt as BufferSource, info: info as BufferSource },
      key,
      length * 8,
    ),
  )
}

/** RFC 8291 §4 from the receiving end: the plaintext of an aes128gcm push message body. */
export async function decryptPush(body: Uint8Array, browser: Awaited<ReturnType<typeof browserKeys>>): Promise<string> {
  const salt = body.subarray(0, 16)
  const recordSize = new DataView(body.buffer, body.byteOffset).getUint32(16)
  const idLength = body[20] as number
  const senderPublic = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  if (record.length > recordSize) throw new Error('more than one record')
  const sender = await crypto.subtle.importKey(
    'raw',
    senderPublic as BufferSource,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  )
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: sender }, browser.pair.privateKey, 256),
  )
  const enc = (s: string) => new TextEncoder().encode(s)
  const keyInfo = Buffer.concat([enc('WebPush: info\0'), browser.publicRaw, senderPublic])
  const ikm = await hkdf(browser.auth, shared, new Uint8Array(keyInfo), 32)
  const cek = await hkdf(salt, ikm, enc('Content-Encoding: aes128gcm\0'), 16)
  const nonce = await hkdf(salt, ikm, enc('Content-Encoding: nonce\0'), 12)
  const key = await crypto.subtle.importKey('raw', cek as BufferSource, 'AES-GCM', false, ['decrypt'])
  const padded = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce as BufferSource }, key, record as BufferSource),
  )
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('the last record does not end with the delimiter 0x02')
  return new TextDecoder().decode(padded.subarray(0, end))
}

/** Checks a VAPID `Authorization: vapid t=<jwt>, k=<key>` header (RFC 8292) and answers its claims. */
export async function verifyVapid(header: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header)
  if (!match) throw new Error(`not a VAPID header: ${header}`)
  const [, jwt, k] = match as unknown as [string, string, string]
  const [head, claims, signature] = jwt.split('.') as [string, string, string]
  const key = await crypto.subtle.importKey(
    'raw',
    Buffer.from(k, 'base64url'),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  )
  const valid = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    Buffer.from(signature, 'base64url'),
    new TextEncoder().encode(`${head}.${claims}`),
  )
  return {
    valid,
    publicKey: k,
    header: JSON.parse(Buffer.from(head, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string },
  }
}
