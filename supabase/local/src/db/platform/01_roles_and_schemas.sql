-- What every hosted Supabase project has before its own migrations run: the API roles, the
-- schemas the platform owns, extensions in their own schema, and the default grants that make
-- row-level security the only gate on tables in `public`. Idempotent: it runs on every start.

-- Roles are cluster-wide: several databases of one cluster may run this at once, so a role that
-- appears between the check and the create is not an error.
create or replace function pg_temp.ensure_role(name text, options text) returns void
language plpgsql as $$
begin
  if not exists (select 1 from pg_roles where rolname = name) then
    execute format('create role %I %s', name, options);
  end if;
exception when duplicate_object or unique_violation then
  null;
end
$$;

select pg_temp.ensure_role('anon', 'nologin noinherit');
select pg_temp.ensure_role('authenticated', 'nologin noinherit');
select pg_temp.ensure_role('service_role', 'nologin noinherit bypassrls');
select pg_temp.ensure_role('authenticator', 'noinherit login');
select pg_temp.ensure_role('supabase_auth_admin', 'noinherit createrole login');
select pg_temp.ensure_role('supabase_storage_admin', 'noinherit createrole login');

do $$
begin
  if not exists (
    select 1 from pg_auth_members m join pg_roles r on r.oid = m.roleid join pg_roles a on a.oid = m.member
    where a.rolname = 'authenticator' and r.rolname = 'service_role'
  ) then
    grant anon, authenticated, service_role to authenticator;
  end if;
exception when others then
  null; -- granted concurrently by another database of this cluster
end
$$;


create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists realtime;
create schema if not exists graphql_public;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public, extensions, graphql_public to anon, authenticated, service_role;
grant usage on schema auth, storage, realtime to anon, authenticated, service_role;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- As on hosted projects, `extensions` is on the database's search path, so extension functions
-- (crypt, gen_salt, uuid_generate_v4) resolve unqualified in any session; the migration runner also
-- sets it for each migration and the seed.
do $$
begin
  execute format('alter database %I set search_path = "$user", public, extensions', current_database());
end
$$;
