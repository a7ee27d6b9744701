// The per-request settings PostgREST puts in each transaction before running the query, so that RLS
// policies and auth.uid()/auth.jwt() see the caller. Shared by REST, Storage and Realtime.
import type { Tx } from './types.ts'

export interface RequestSettings {
  /** A role the `authenticator` role may switch to (anon, authenticated, service_role, ...). */
  role: string
  claims: Record<string, unknown>
  method?: string
  path?: string
  headers?: Record<string, string>
  cookies?: Record<string, string>
  searchPath?: string[]
}

export class RoleNotAllowedError extends Error {
  constructor(readonly role: string) {
    super(`role "${role}" does not exist or is not granted to authenticator`)
  }
}

/** The roles a JWT may name: those granted to `authenticator`, as on a hosted project. */
export async function loadSwitchableRoles(q: Pick<Tx, 'query'>): Promise<Set<string>> {
  const { rows } = await q.query<{ rolname: string }>(
    `select r.rolname from pg_roles r
       join pg_auth_members m on m.roleid = r.oid
       join pg_roles a on a.oid = m.member and a.rolname = 'authenticator'`,
  )
  return new Set(rows.map((r) => r.rolname))
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

export async function applyRequestSettings(tx: Tx, settings: RequestSettings, switchable: Set<string>) {
  if (!switchable.has(settings.role)) throw new RoleNotAllowedError(settings.role)
  await tx.query(
    `select set_config('search_path', $1, true),
            set_config('role', $2, true),
            set_config('request.jwt.claims', $3, true),
            set_config('request.method', $4, true),
            set_config('request.path', $5, true),
            set_config('request.headers', $6, true),
            set_config('request.cookies', $7, true)`,
    [
      (settings.searchPath ?? ['public', 'extensions']).map(quoteIdent).join(', '),
      settings.role,
      JSON.stringify({ ...settings.claims, role: settings.role }),
      settings.method ?? 'GET',
      settings.path ?? '/',
      JSON.stringify(settings.headers ?? {}),
      JSON.stringify(settings.cookies ?? {}),
    ],
    { prepare: true },
  )
}
