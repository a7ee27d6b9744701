-- The shop's scheduled jobs on pg_cron, where the platform offers it. Enabling pg_cron and scheduling
-- are not schema (a migration does both where it can); private.schedule_jobs() schedules the jobs again,
-- idempotently, after pg_cron is enabled on a project that lacked it. Without pg_cron, place_order
-- releases unpaid orders before it takes stock, and the mail functions retry on their next call.

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
revoke all on function private.schedule_jobs() from public;
