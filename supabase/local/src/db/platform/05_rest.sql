-- What Supabase installs for PostgREST: event triggers that ask it to reload its schema cache
-- (NOTIFY pgrst, 'reload schema') whenever DDL changes the database, so new tables, columns and
-- functions are served without a restart. Idempotent: it runs on every start.

create or replace function extensions.pgrst_ddl_watch() returns event_trigger
language plpgsql as $$
declare
  cmd record;
begin
  for cmd in select * from pg_event_trigger_ddl_commands() loop
    if cmd.schema_name is distinct from 'pg_temp' then
      notify pgrst, 'reload schema';
      return;
    end if;
  end loop;
end
$$;

create or replace function extensions.pgrst_drop_watch() returns event_trigger
language plpgsql as $$
declare
  obj record;
begin
  for obj in select * from pg_event_trigger_dropped_objects() loop
    if obj.is_temporary is false then
      notify pgrst, 'reload schema';
      return;
    end if;
  end loop;
end
$$;

drop event trigger if exists pgrst_ddl_watch;
create event trigger pgrst_ddl_watch on ddl_command_end execute procedure extensions.pgrst_ddl_watch();

drop event trigger if exists pgrst_drop_watch;
create event trigger pgrst_drop_watch on sql_drop execute procedure extensions.pgrst_drop_watch();
