// The one JWT module: a project with a signing key issues ES256 tokens carrying the key's `kid`, serves
// only the public half as its JWKS, still takes HS256 tokens of the legacy secret, and refuses every token
// that is not the project's, however it is dressed up.
import { createPublicKey } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_JWT_SECRET, DEMO_ANON_KEY } from '../config/defaults.ts'
import { createJwtKeys, JwtError, type SigningKey } from './index.ts'
import { DATA_DIR_SIGNING_KEYS, dataDirSigningKeys } from './signing-keys.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'sl-jwt-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const [signingKey] = dataDirSigningKeys(dataDir) as [SigningKey]
const keys = createJwtKeys(DEFAULT_JWT_SECRET, [signingKey])
const claims = { sub: '6d1f0c52-1111-4c4c-9d9d-000000000001', role: 'authenticated', aud: 'authenticated' }

/** The reason `verify` gives for refusing a token, or 'accepted'. */
const verdict = (token: string) =>
  keys.verify(token).then(
    () => 'accepted',
    (error: unknown) => (error instanceof JwtError ? error.reason : `threw ${String(error)}`),
  )

describe('a project with a signing key', () => {
  it('signs ES256 with the key’s kid, and verifies its own tokens', async () => {
    const token = await keys.sign(claims, 60)
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: signingKey.kid, typ: 'JWT' })
    expect(await keys.verify(token)).toMatchObject(claims)
  })

  it('lists the public half only in its JWKS', async () => {
    const { keys: listed } = await keys.jwks()
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ kid: signingKey.kid, alg: 'ES256', kty: 'EC', crv: 'P-256', use: 'sig' })
    expect(listed[0]).toEqual(expect.objectContaining({ x: signingKey.x, y: signingKey.y }))
    expect(listed[0]).not.toHaveProperty('d')
  })

  it('still accepts HS256 tokens of the legacy secret: the legacy anon key, and older sessions', async () => {
    expect(await keys.verify(DEMO_ANON_KEY)).toMatchObject({ role: 'anon' })
    const legacy = await createJwtKeys(DEFAULT_JWT_SECRET).sign(claims, 60)
    expect(decodeProtectedHeader(legacy).alg).toBe('HS256')
    expect(await verdict(legacy)).toBe('accepted')
  })

  it('refuses a token signed by another key, even under its kid', async () => {
    const { privateKey } = await generateKeyPair('ES256')
    const impostor = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: signingKey.kid })
      .setExpirationTime('1m')
      .sign(privateKey)
    expect(await verdict(impostor)).toBe('invalid')
    const unknownKid = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'not-ours' })
      .setExpirationTime('1m')
      .sign(privateKey)
    expect(await verdict(unknownKid)).toBe('invalid')
  })

  it('refuses an unsigned token (alg: none)', async () => {
    expect(await verdict(new UnsecuredJWT(claims).setExpirationTime('1m').encode())).toBe('invalid')
  })

  it('refuses an HS256 token whose HMAC key is the public key (algorithm confusion)', async () => {
    const publicKey = createPublicKey({ key: signingKey, format: 'jwk' })
    const forms = [
      publicKey.export({ type: 'spki', format: 'pem' }) as string,
      JSON.stringify(await exportJWK(publicKey)),
      JSON.stringify((await keys.jwks()).keys[0]),
    ]
    for (const secret of forms) {
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: signingKey.kid })
        .setExpirationTime('1m')
        .sign(new TextEncoder().encode(secret))
      expect(await verdict(forged)).toBe('invalid')
    }
  })

  it('refuses its own token once expired', async () => {
    expect(await verdict(await keys.sign(claims, -10))).toBe('expired')
  })
})

describe('the data directory’s own key', () => {
  it('is made once, readable by its owner only, and the same on the next start', () => {
    const file = path.join(dataDir, DATA_DIR_SIGNING_KEYS)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(dataDirSigningKeys(dataDir)).toEqual([signingKey])
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([signingKey])
    expect(signingKey).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' })
  })

  it('differs between data directories', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'sl-jwt-other-'))
    try {
      const [otherKey] = dataDirSigningKeys(other)
      expect(otherKey?.kid).not.toBe(signingKey.kid)
      expect(otherKey?.d).not.toBe(signingKey.d)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })
})
