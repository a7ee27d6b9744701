-- The shop's scheduled jobs, on pg_cron where the platform offers it (hosted projects do, preloaded in
-- their `postgres` database). Earlier migrations scheduled them only when pg_cron already existed as they
-- ran, so a project that enabled it afterwards had no jobs. Now:
-- - this migration creates pg_cron where the platform has it, and schedules the jobs;
-- - private.schedule_jobs() schedules them again, idempotently (pg_cron replaces a job of the same name):
--   run it after enabling pg_cron on a project where it was not available when the migrations ran.
-- Without pg_cron, place_order releases unpaid orders before it takes stock, and the mail functions
-- retry on their next call: slower, never wrong.

create function private.schedule_jobs() returns setof text
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    raise exception 'pg_cron is not enabled in this database: enable it (create extension pg_cron), then run select private.schedule_jobs()';
  end if;
  -- Orders left unpaid past the payment window give their stock back, every minute.
  perform cron.schedule('release-unpaid-orders', '* * * * *', 'select private.release_unpaid_orders()');
  return next 'release-unpaid-orders';
  -- Mail the provider could not take yet is tried again, every minute while some waits.
  perform cron.schedule('retry-waiting-mails', '* * * * *', 'select private.retry_waiting_mails()');
  return next 'retry-waiting-mails';
end
$$;
revoke all on function private.schedule_jobs() from public, anon, authenticated;

do $cron$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    -- Installed is not offered: pg_cron also needs to be preloaded, and runs in one database only.
    -- Where it cannot be created the migration goes on without it, and says why.
    begin
      -- As Supabase's own guide enables it; the jobs are then the `postgres` role's.
      create extension pg_cron with schema pg_catalog;
      grant usage on schema cron to postgres;
      grant all privileges on all tables in schema cron to postgres;
    exception when others then
      raise warning 'pg_cron is installed but cannot be enabled here (%): the shop''s jobs are not scheduled', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform private.schedule_jobs();
  end if;
end
$cron$;
