// A PostgreSQL cluster whose roles are set up the way a hosted Supabase project's are, so that the
// project's migrations and seed can be applied the way `supabase db push` / `db reset` apply them there:
// as `postgres`, which is NOT a superuser. The roles follow supabase/postgres's own migrations:
//
// - the cluster's bootstrap superuser is `supabase_admin` (the platform's image initialises it so);
// - `postgres` is LOGIN CREATEDB CREATEROLE REPLICATION BYPASSRLS and NOSUPERUSER
//   (migrations/db/migrations/10000000000000_demote-postgres.sql);
// - `auth` and `storage` are owned by `supabase_admin`; their tables and functions by
//   `supabase_auth_admin` / `supabase_storage_admin` (init-scripts/00000000000001-auth-schema.sql and
//   -storage-schema.sql). `postgres` has ALL on their tables, sequences and routines (demote-postgres)
//   but neither role's membership nor CREATE on the two schemas
//   (20250421084701_revoke_admin_roles_from_postgres.sql);
// - the database's search path is `"$user", public, extensions`.
//
// Two things hosted projects allow through the `supautils` extension, which plain PostgreSQL lacks, are
// granted here in the narrowest plain-SQL way: `postgres` may create policies on `storage.objects`
// (supautils' policy_grants; plain PostgreSQL asks for ownership, so `postgres` is made a member of the
// table's owner `supabase_storage_admin`), and it owns the `supabase_realtime` publication, as it does
// on hosted projects, so that `alter publication … add table` works.

import { preparePlatform } from '@shop/supabase-local/db/migrate'
import { openPostgres } from '@shop/supabase-local/db/postgres'
import pg from 'pg'
import { startScratchCluster } from '../../../scripts/lib/postgres.mjs'

const HOSTED_ROLES = `
create role postgres login createdb createrole replication bypassrls;
grant all on database postgres to postgres;
grant all on schema public to postgres;
alter database postgres set search_path = "$user", public, extensions;
`

const HOSTED_OWNERSHIP = `
do $$
declare
  item record;
begin
  for item in
    select n.nspname, c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('auth', 'storage') and c.relkind in ('r', 'p', 'v', 'S')
  loop
    execute format('alter %s %I.%I owner to %I',
      case item.relkind when 'S' then 'sequence' when 'v' then 'view' else 'table' end,
      item.nspname, item.relname,
      case item.nspname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end);
  end loop;
  for item in
    select p.oid::regprocedure as fn, n.nspname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('auth', 'storage')
  loop
    execute format('alter routine %s owner to %I', item.fn,
      case item.nspname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end);
  end loop;
end
$$;
alter schema auth owner to supabase_admin;
alter schema storage owner to supabase_admin;
grant all on schema auth to supabase_auth_admin;
grant all on schema storage to supabase_storage_admin;

grant usage on schema auth, storage, extensions to postgres;
grant all on all tables in schema auth, storage, extensions to postgres;
grant all on all sequences in schema auth, storage, extensions to postgres;
grant all on all routines in schema auth, storage, extensions to postgres;

grant supabase_storage_admin to postgres; -- supautils' policy_grants on storage.objects, see above
alter publication supabase_realtime owner to postgres;
`

export interface HostedCluster {
  /** The database URL as `postgres` (the role migrations run as on hosted projects). */
  postgresUrl: string
  /** The database URL as `supabase_admin` (the platform). */
  adminUrl: string
  remove(): void
}

export async function startHostedLikeCluster(name = 'hosted'): Promise<HostedCluster> {
  const cluster = await startScratchCluster(name, { superuser: 'supabase_admin' })
  try {
    const admin = new pg.Client({ connectionString: cluster.url('supabase_admin') })
    await admin.connect()
    try {
      await admin.query(HOSTED_ROLES)
    } finally {
      await admin.end()
    }
    // What the platform creates before a project's first migration (the stand-in's own set-up, which
    // mirrors it), run as the platform's superuser, then handed to the owners hosted projects have.
    const platform = await openPostgres(cluster.url('supabase_admin'), 1)
    try {
      await preparePlatform(platform)
      await platform.exec(HOSTED_OWNERSHIP)
    } finally {
      await platform.close()
    }
    return { postgresUrl: cluster.url('postgres'), adminUrl: cluster.url('supabase_admin'), remove: cluster.remove }
  } catch (error) {
    cluster.remove()
    throw error
  }
}
