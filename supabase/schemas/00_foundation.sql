-- Foundation: the `private` schema for what the API must not expose, the shop's closed vocabularies,
-- and small helpers every later file uses.
--
-- Conventions of these files:
-- * Every table in `public` has RLS on, and its grants are set explicitly: Supabase's default privileges
--   grant everything on new tables and functions to anon, authenticated and service_role, so each object
--   first revokes them and then grants exactly the operations (and, for updates, the columns) its
--   policies are written for. `updated_at` is always updatable where a row is (a trigger sets it to now()).
-- * Functions that must bypass RLS are `security definer` with `set search_path = ''`, check their caller
--   themselves, and name every object with its schema.
-- * Business errors carry SQLSTATEs of the shop's class KM (listed in shared/src/errors/codes.ts);
--   refusals because of who the caller is are 42501.

create schema private;
comment on schema private is 'Internal tables and functions of the shop. Not in the API''s schemas; reached only through public functions.';

-- pg_net is created where the platform offers it (hosted Supabase); the local stand-in provides the same
-- net.http_post. Without either, the database wakes no Edge Function (no push, mail waits for the retry).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
end
$$;

create type public.order_status as enum (
    'pending',
    'processing',
    'assigned',
    'picked_up',
    'delivered',
    'cancelled'
);
comment on type public.order_status is 'pending → processing (cash on delivery confirmed by staff, or payment received) → assigned (rider) → picked_up → delivered; cancelled from any state before delivered. See supabase/README.md.';

create type public.payment_status as enum (
    'pending',
    'paid',
    'failed',
    'refunded'
);

create type public.payment_method as enum (
    'mtn_money',
    'airtel_money',
    'card',
    'cash_on_delivery'
);

create type public.vehicle_type as enum (
    'motorcycle',
    'bicycle'
);

create type public.rider_status as enum (
    'online',
    'offline',
    'delivering'
);

create type public.rider_approval as enum (
    'awaiting_approval',
    'approved',
    'rejected'
);
comment on type public.rider_approval is 'A rider who signs up waits for an admin: awaiting_approval → approved (may go online and be assigned) or rejected (with a reason; an admin may still approve them later). Riders an admin adds are approved at once.';

create type public.subscription_type as enum (
    'blogs',
    'campaigns',
    'default'
);

create type public.notification_type as enum (
    'error',
    'warning',
    'success',
    'other'
);

create type public.earning_type as enum (
    'delivery',
    'bonus',
    'tip'
);

create type public.delivery_proof as enum (
    'code',
    'photo'
);
comment on type public.delivery_proof is 'How a delivery was completed: the customer''s delivery code, or a photo when the customer could not give it.';

-- An e-mail address: something@something.tld, at most 254 characters (RFC 5321's path limit).
create domain public.email_address as text
	constraint email_address_check check (((char_length(value) <= 254) and (value ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'::text)));

-- Keeps `updated_at` honest on every row change, whoever makes it.
create function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- The shop is in Kampala: "today", "this week" and "this month" are Kampala's (UTC+3, no daylight saving).
create function private.local_period_start(unit text, periods_back integer default 0) returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (date_trunc(unit, now() at time zone 'Africa/Kampala') - make_interval(
            days => case when unit = 'day' then periods_back else 0 end,
            weeks => case when unit = 'week' then periods_back else 0 end,
            months => case when unit = 'month' then periods_back else 0 end))
         at time zone 'Africa/Kampala'
$$;

-- Great-circle distance in kilometres (haversine, mean Earth radius), without PostGIS.
create function private.haversine_km(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision) returns double precision
    language sql immutable strict
    set search_path to ''
    as $$
  select 2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)
  )))
$$;

-- "UGX 45,000", as the apps show money, for messages written by the database.
create function private.format_ugx(amount numeric) returns text
language sql
immutable
set search_path = ''
as $$
  select 'UGX ' || to_char(round(amount), 'FM999,999,999,990')
$$;

-- Lower case, runs of anything but letters and digits become one hyphen: "Cold Cuts" → "cold-cuts".
create function private.slugify(value text) returns text
language sql
immutable
set search_path = ''
as $$
  select trim(both '-' from regexp_replace(lower(value), '[^a-z0-9]+', '-', 'g'))
$$;

-- Column guard for tables whose update grant covers more columns than every updater may change: the
-- trigger's arguments name the columns only an admin may change (42501, details {column}). Security
-- definer functions (which run as the table owner) and the service role are not API callers and pass.
create function private.forbid_non_admin_changes() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  col text;
begin
  if current_user not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  foreach col in array tg_argv loop
    if to_jsonb(new) -> col is distinct from to_jsonb(old) -> col then
      raise exception 'Only an admin can change %', replace(col, '_', ' ') using errcode = '42501',
        detail = jsonb_build_object('column', col)::text;
    end if;
  end loop;
  return new;
end
$$;

-- Refuses `list` (named `argument` in the message) with KM901 when it holds more than `max_items` items
-- or an item longer than `max_length` characters; checked before the caller does any work.
create function private.bound_list(list text[], argument text, max_items integer, max_length integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(cardinality(list), 0) > max_items
     or exists (select 1 from unnest(list) as item where char_length(item) > max_length) then
    raise exception '% takes at most % items of at most % characters each', argument, max_items, max_length
      using errcode = 'KM901',
            detail = jsonb_build_object('argument', argument, 'max_items', max_items, 'max_length', max_length)::text;
  end if;
end
$$;
revoke all on function private.bound_list(list text[], argument text, max_items integer, max_length integer) from public;
