-- What the Edge Functions must remember between cold starts (issue 5): the Pesapal IPN id of each
-- configured account, the VAPID key pair of Web Push, and where the database posts rider-assignment
-- pushes. Kept in `private` (not exposed over the API) and reached only through two functions that
-- only the service role may call, so no browser ever reads a private key.

create table private.function_settings (
  key text primary key check (key ~ '^[[:graph:]]+$' and char_length(key) <= 500),
  value jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table private.function_settings is
  'Edge Function state: pesapal IPN ids (pesapal_ipn:<base url>:<ipn url>), vapid keys, push_dispatch hook.';

create trigger function_settings_touch_updated_at before update on private.function_settings
  for each row execute function private.touch_updated_at();

create function public.get_function_setting(key text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select s.value from private.function_settings s where s.key = get_function_setting.key
$$;

-- Stores a value and answers the one stored. With keep_existing, a value already there wins (two cold
-- workers generating VAPID keys at once agree on the first one written).
create function public.put_function_setting(key text, value jsonb, keep_existing boolean default false)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored jsonb;
begin
  insert into private.function_settings as s (key, value)
  values (put_function_setting.key, put_function_setting.value)
  on conflict on constraint function_settings_pkey do update
    set value = excluded.value
    where not put_function_setting.keep_existing
  returning s.value into stored;
  if stored is null then
    select s.value into stored from private.function_settings s where s.key = put_function_setting.key;
  end if;
  return stored;
end
$$;

revoke execute on function public.get_function_setting(text) from public, anon, authenticated;
revoke execute on function public.put_function_setting(text, jsonb, boolean) from public, anon, authenticated;
grant execute on function public.get_function_setting(text) to service_role;
grant execute on function public.put_function_setting(text, jsonb, boolean) to service_role;
