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

/**
 * The roles a JWT may name (those granted to `authenticator`, as on a hosted project), each with the
 * settings `alter role … set` gave it that any user may set (pg_settings context `user`): PostgREST
 * applies an impersonated role's settings to every request made as that role (statement_timeout, jit,
 * …), the database's own (`alter role … in database`) over the cluster's.
 */
export type SwitchableRoles = ReadonlyMap<string, ReadonlyArray<readonly [name: string, value: string]>>

export async function loadSwitchableRoles(q: Pick<Tx, 'query'>): Promise<SwitchableRoles> {
  const { rows } = await q.query<{ rolname: string; settings: [string, string][] }>(
    `select r.rolname,
            coalesce((select jsonb_agg(jsonb_build_array(split_part(c, '=', 1), substr(c, strpos(c, '=') + 1))
                                       order by s.setdatabase)
                        from pg_db_role_setting s, unnest(s.setconfig) c
                       where s.setrole = r.oid
                         and s.setdatabase in (0, (select d.oid from pg_database d where d.datname = current_database()))
                         and split_part(c, '=', 1) in (select g.name from pg_settings g where g.context = 'user')),
                     '[]'::jsonb) as settings
       from pg_roles r
       join pg_auth_members m on m.roleid = r.oid
       join pg_roles a on a.oid = m.member and a.rolname = 'authenticator'`,
  )
  return new Map(rows.map((r) => [r.rolname, r.settings]))
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

export async function applyRequestSettings(tx: Tx, settings: RequestSettings, switchable: SwitchableRoles) {
  const roleSettings = switchable.get(settings.role)
  if (!roleSettings) throw new RoleNotAllowedError(settings.role)
  const ownSettings = roleSettings.map((_, i) => `, set_config($${8 + 2 * i}, $${9 + 2 * i}, true)`).join('')
  await tx.query(
    `select set_config('search_path', $1, true),
            set_config('role', $2, true),
            set_config('request.jwt.claims', $3, true),
            set_config('request.method', $4, true),
            set_config('request.path', $5, true),
            set_config('request.headers', $6, true),
            set_config('request.cookies', $7, true)${ownSettings}`,
    [
      (settings.searchPath ?? ['public', 'extensions']).map(quoteIdent).join(', '),
      settings.role,
      JSON.stringify({ ...settings.claims, role: settings.role }),
      settings.method ?? 'GET',
      settings.path ?? '/',
      JSON.stringify(settings.headers ?? {}),
      JSON.stringify(settings.cookies ?? {}),
      ...roleSettings.flat(),
    ],
    { prepare: true },
  )
}
