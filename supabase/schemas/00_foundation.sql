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

CREATE SCHEMA private;
COMMENT ON SCHEMA private IS 'Internal tables and functions of the shop. Not in the API''s schemas; reached only through public functions.';

-- pg_net is created where the platform offers it (hosted Supabase); the local stand-in provides the same
-- net.http_post. Without either, the database wakes no Edge Function (no push, mail waits for the retry).
DO $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
end
$$;

CREATE TYPE public.order_status AS ENUM (
    'pending',
    'processing',
    'assigned',
    'picked_up',
    'delivered',
    'cancelled'
);
COMMENT ON TYPE public.order_status IS 'pending → processing (cash on delivery confirmed by staff, or payment received) → assigned (rider) → picked_up → delivered; cancelled from any state before delivered. See supabase/README.md.';

CREATE TYPE public.payment_status AS ENUM (
    'pending',
    'paid',
    'failed',
    'refunded'
);

CREATE TYPE public.payment_method AS ENUM (
    'mtn_money',
    'airtel_money',
    'card',
    'cash_on_delivery'
);

CREATE TYPE public.vehicle_type AS ENUM (
    'motorcycle',
    'bicycle'
);

CREATE TYPE public.rider_status AS ENUM (
    'online',
    'offline',
    'delivering'
);

CREATE TYPE public.subscription_type AS ENUM (
    'blogs',
    'campaigns',
    'default'
);

CREATE TYPE public.notification_type AS ENUM (
    'error',
    'warning',
    'success',
    'other'
);

CREATE TYPE public.earning_type AS ENUM (
    'delivery',
    'bonus',
    'tip'
);

-- An e-mail address: something@something.tld, at most 254 characters (RFC 5321's path limit).
CREATE DOMAIN public.email_address AS text
	CONSTRAINT email_address_check CHECK (((char_length(VALUE) <= 254) AND (VALUE ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'::text)));

-- Keeps `updated_at` honest on every row change, whoever makes it.
CREATE FUNCTION private.touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- The shop is in Kampala: "today", "this week" and "this month" are Kampala's (UTC+3, no daylight saving).
CREATE FUNCTION private.local_period_start(unit text, periods_back integer DEFAULT 0) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (date_trunc(unit, now() at time zone 'Africa/Kampala') - make_interval(
            days => case when unit = 'day' then periods_back else 0 end,
            weeks => case when unit = 'week' then periods_back else 0 end,
            months => case when unit = 'month' then periods_back else 0 end))
         at time zone 'Africa/Kampala'
$$;

-- Great-circle distance in kilometres (haversine, mean Earth radius), without PostGIS.
CREATE FUNCTION private.haversine_km(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision) RETURNS double precision
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$
  select 2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)
  )))
$$;

-- "UGX 45,000", as the apps show money, for messages written by the database.
CREATE FUNCTION private.format_ugx(amount numeric) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 'UGX ' || to_char(round(amount), 'FM999,999,999,990')
$$;

-- Lower case, runs of anything but letters and digits become one hyphen: "Cold Cuts" → "cold-cuts".
CREATE FUNCTION private.slugify(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select trim(both '-' from regexp_replace(lower(value), '[^a-z0-9]+', '-', 'g'))
$$;

-- Column guard for tables whose update grant covers more columns than every updater may change: the
-- trigger's arguments name the columns only an admin may change (42501, details {column}). Security
-- definer functions (which run as the table owner) and the service role are not API callers and pass.
CREATE FUNCTION private.forbid_non_admin_changes() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
CREATE FUNCTION private.bound_list(list text[], argument text, max_items integer, max_length integer) RETURNS void
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if coalesce(cardinality(list), 0) > max_items
     or exists (select 1 from unnest(list) as item where char_length(item) > max_length) then
    raise exception '% takes at most % items of at most % characters each', argument, max_items, max_length
      using errcode = 'KM901',
            detail = jsonb_build_object('argument', argument, 'max_items', max_items, 'max_length', max_length)::text;
  end if;
end
$$;
REVOKE ALL ON FUNCTION private.bound_list(list text[], argument text, max_items integer, max_length integer) FROM PUBLIC;
