-- A rider gets a Web Push when an order is assigned to them, whichever client assigns it: the database
-- posts the change to the `notifications` Edge Function (`/dispatch`) the way a Supabase Database
-- Webhook does, through pg_net's net.http_post (after commit, in the background). The function reads
-- the rider's push subscriptions and sends the encrypted messages.
--
-- Where to post is the `push_dispatch` setting ({url, secret}), written by the notifications function
-- itself when a browser subscribes (before any subscription exists there is nobody to push to). The
-- secret travels in `x-webhook-secret`; the function compares it with the stored one.
--
-- pg_net is created where the platform offers it (hosted Supabase); the local stand-in provides the
-- same net.http_post (supabase/local/src/db/platform/07_net.sql). Without either, no push is sent.

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net')
     and not exists (select 1 from pg_extension where extname = 'pg_net') then
    create extension pg_net;
  end if;
end
$$;

create function public.configure_push_dispatch(url text) returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.function_settings as s (key, value)
  values ('push_dispatch', jsonb_build_object(
    'url', url,
    'secret', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')))
  on conflict (key) do update
    set value = jsonb_set(s.value, '{url}', excluded.value -> 'url')
    where s.value ->> 'url' is distinct from excluded.value ->> 'url'
$$;
revoke execute on function public.configure_push_dispatch(text) from public, anon, authenticated;
grant execute on function public.configure_push_dispatch(text) to service_role;

create function private.push_order_assignment() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook jsonb;
begin
  if new.rider_id is null or new.status <> 'assigned' then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.rider_id is not distinct from new.rider_id and old.status = new.status then
    return null;
  end if;
  if not exists (select 1 from public.push_subscriptions s where s.user_id = new.rider_id) then
    return null;
  end if;
  select s.value into hook from private.function_settings s where s.key = 'push_dispatch';
  if hook is null or to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return null;
  end if;
  perform net.http_post(
    url := hook ->> 'url',
    body := jsonb_build_object(
      'type', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema,
      'record', jsonb_build_object('id', new.id, 'rider_id', new.rider_id, 'status', new.status),
      'old_record', case when tg_op = 'UPDATE'
                         then jsonb_build_object('id', old.id, 'rider_id', old.rider_id, 'status', old.status) end),
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', hook ->> 'secret'),
    timeout_milliseconds := 5000
  );
  return null;
end
$$;

create trigger orders_push_assignment after insert or update of rider_id, status on public.orders
  for each row execute function private.push_order_assignment();
