// Where the asymmetric signing keys come from: the file config.toml's `auth.signing_keys_path` names (as
// `supabase gen signing-key` writes it), else the stand-in's own key, made on the first start as a new
// hosted project gets one and kept in the data directory, so that sessions outlive a restart.
import { generateKeyPairSync, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SigningKey } from './index.ts'

/** The stand-in's own key file in its data directory. */
export const DATA_DIR_SIGNING_KEYS = 'signing-keys.json'

/** A signing keys file: a JSON array of private JWKs, the first of which signs. */
export function readSigningKeys(file: string): SigningKey[] {
  if (!existsSync(file)) throw new Error(`${file}: no such signing keys file`)
  const keys = JSON.parse(readFileSync(file, 'utf8')) as unknown
  if (!Array.isArray(keys) || keys.length === 0) throw new Error(`${file}: expected a JSON array of JWKs`)
  return keys as SigningKey[]
}

/** The data directory's ES256 signing key, made (P-256, a random `kid`) when it has none yet. */
export function dataDirSigningKeys(dataDir: string): SigningKey[] {
  const file = path.join(dataDir, DATA_DIR_SIGNING_KEYS)
  if (existsSync(file)) return readSigningKeys(file)
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const key: SigningKey = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'ES256', use: 'sig' }
  mkdirSync(dataDir, { recursive: true })
  try {
    // Readable by its owner only: it is the private half.
    writeFileSync(file, `${JSON.stringify([key], null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    // Another stand-in over the same data directory wrote its key first: both use that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSigningKeys(file)
    throw error
  }
  return [key]
}
