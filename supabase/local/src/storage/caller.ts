// Who is calling Storage, and database access as them. The token is the Authorization bearer, or
// the apikey when there is none (as the API gateway forwards it); it is verified with the project's
// JWT keys (the secret, or an asymmetric signing key). Queries run as the token's role with its claims, exactly as a REST request, so RLS on
// storage.buckets and storage.objects decides.
import { jwtVerify } from 'jose'
import {
  applyRequestSettings,
  loadSwitchableRoles,
  RoleNotAllowedError,
  type SwitchableRoles,
} from '../db/request-settings.ts'
import type { Database, Tx } from '../db/types.ts'
import { bearerToken } from '../http/apikey.ts'
import { JWT_ALGORITHMS, type JwtKeys } from '../jwt/index.ts'
import { ERRORS, fromDatabaseError } from './errors.ts'

export interface Caller {
  authenticated: boolean
  role: string
  claims: Record<string, unknown>
  /** The JWT's `sub`: the owner of what the caller creates. */
  owner: string | undefined
  /** Why the token was refused, for routes that require one. */
  refusal: string | null
}

export async function identify(headers: { authorization?: string; apikey?: string }, keys: JwtKeys): Promise<Caller> {
  const token = bearerToken(headers.authorization) ?? headers.apikey ?? ''
  try {
    const { payload } = await jwtVerify(token, keys.keyFor, { algorithms: JWT_ALGORITHMS })
    return {
      authenticated: true,
      role: typeof payload.role === 'string' ? payload.role : 'anon',
      claims: payload as Record<string, unknown>,
      owner: typeof payload.sub === 'string' ? payload.sub : undefined,
      refusal: null,
    }
  } catch (error) {
    const refusal = error instanceof Error ? error.message : 'Invalid JWT'
    return { authenticated: false, role: 'anon', claims: { role: 'anon' }, owner: undefined, refusal }
  }
}

/** For routes that need a valid token: Storage answers AccessDenied with the verifier's message. */
export function mustBeAuthenticated(caller: Caller) {
  if (!caller.authenticated) throw ERRORS.accessDenied(caller.refusal ?? 'Invalid JWT')
}

const isUuid = (value: string | undefined) =>
  !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

/** storage.objects keeps the owner twice: `owner` when it is a uuid, `owner_id` always. */
export function ownerColumns(owner: string | undefined) {
  return { owner: isUuid(owner) ? owner : null, owner_id: owner ?? null }
}

export class StorageDb {
  private switchable: Promise<SwitchableRoles> | null = null

  constructor(readonly db: Database) {}

  /** Runs `fn` in a transaction as the caller; database errors become Storage's errors. */
  async asCaller<T>(caller: Caller, fn: (tx: Tx) => Promise<T>, options?: { rollback?: boolean }): Promise<T> {
    this.switchable ??= loadSwitchableRoles(this.db)
    const roles = await this.switchable
    try {
      return await this.db.transaction(async (tx) => {
        await applyRequestSettings(tx, { role: caller.role, claims: caller.claims }, roles)
        return fn(tx)
      }, options)
    } catch (error) {
      if (error instanceof RoleNotAllowedError) throw ERRORS.accessDenied(error.message)
      throw fromDatabaseError(error)
    }
  }

  /** Storage's testPermission: does the write as the caller, then rolls it back. */
  testPermission(caller: Caller, fn: (tx: Tx) => Promise<unknown>) {
    return this.asCaller(caller, fn, { rollback: true })
  }

  /** As the stand-in itself (Storage's superuser), bypassing RLS. */
  async asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(fn)
    } catch (error) {
      throw fromDatabaseError(error)
    }
  }
}
