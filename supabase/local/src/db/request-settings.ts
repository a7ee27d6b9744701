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
 * settings given to it by `alter role … set` (this database's over the cluster's). A request's role is
 * taken with `set local role`, which applies none of them: PostgREST applies them to each transaction
 * itself (its "impersonated role settings": hosted Supabase's `statement_timeout` of 3 s for anon and
 * 8 s for authenticated), and so does applyRequestSettings. Only the settings any role may change are
 * kept (context `user`, and custom `x.y` ones), as PostgREST skips those a role cannot set.
 */
export type SwitchableRoles = ReadonlyMap<string, ReadonlyArray<readonly [name: string, value: string]>>

export async function loadSwitchableRoles(q: Pick<Tx, 'query'>): Promise<SwitchableRoles> {
  const { rows } = await q.query<{ rolname: string; settings: string[] | null }>(
    `select r.rolname,
            array(select c.setting
                    from pg_db_role_setting s
                    cross join lateral unnest(s.setconfig) with ordinality as c(setting, n)
                   where s.setrole = r.oid
                     and s.setdatabase in (0, (select d.oid from pg_database d where d.datname = current_database()))
                   order by s.setdatabase, c.n) as settings
       from pg_roles r
       join pg_auth_members m on m.roleid = r.oid
       join pg_roles a on a.oid = m.member and a.rolname = 'authenticator'`,
  )
  const { rows: settable } = await q.query<{ name: string }>(`select name from pg_settings where context = 'user'`)
  const userSettable = new Set(settable.map((s) => s.name))
  return new Map(
    rows.map((row) => {
      const settings = new Map<string, string>()
      for (const setting of row.settings ?? []) {
        const at = setting.indexOf('=')
        const name = setting.slice(0, at).toLowerCase()
        if (at > 0 && (userSettable.has(name) || name.includes('.'))) settings.set(name, setting.slice(at + 1))
      }
      return [row.rolname, [...settings]] as const
    }),
  )
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

export async function applyRequestSettings(tx: Tx, settings: RequestSettings, switchable: SwitchableRoles) {
  const roleSettings = switchable.get(settings.role)
  if (!roleSettings) throw new RoleNotAllowedError(settings.role)
  await tx.query(
    `select set_config('search_path', $1, true),
            set_config('role', $2, true),
            set_config('request.jwt.claims', $3, true),
            set_config('request.method', $4, true),
            set_config('request.path', $5, true),
            set_config('request.headers', $6, true),
            set_config('request.cookies', $7, true),
            (select count(set_config(s.name, s.value, true)) from unnest($8::text[], $9::text[]) as s(name, value))`,
    [
      (settings.searchPath ?? ['public', 'extensions']).map(quoteIdent).join(', '),
      settings.role,
      JSON.stringify({ ...settings.claims, role: settings.role }),
      settings.method ?? 'GET',
      settings.path ?? '/',
      JSON.stringify(settings.headers ?? {}),
      JSON.stringify(settings.cookies ?? {}),
      roleSettings.map(([name]) => name),
      roleSettings.map(([, value]) => value),
    ],
    { prepare: true },
  )
}
