-- The shared orders screen (admin and outlet portals): search by short id, customer name, e-mail or phone
-- on a year of orders, and the riders an admin may assign, nearest to the order's outlet first.

-- One lower-case text per order to search: the last 6 characters of the id (the "Order #" people quote),
-- the contact's name, e-mail and phone as entered at checkout. Kept by a trigger rather than generated:
-- `orders` is published for realtime with its full old row, and a published table's replica identity may
-- not hold a generated column that is not published (PostgreSQL refuses every update, 42P10).
create function private.order_search_text(id uuid, shipping_address jsonb) returns text
language sql
immutable
set search_path = ''
as $$
  select lower(
    right(id::text, 6) || ' ' ||
    coalesce(shipping_address ->> 'full_name', '') || ' ' ||
    coalesce(shipping_address ->> 'email', '') || ' ' ||
    coalesce(shipping_address ->> 'phone', '')
  )
$$;

alter table public.orders add column search_text text not null default '';
comment on column public.orders.search_text is
  'What the orders screen searches (substring, lower case): short id, contact name, e-mail, phone. Kept by a trigger.';

create function private.keep_order_search_text() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_text := private.order_search_text(new.id, new.shipping_address);
  return new;
end
$$;

create trigger orders_keep_search_text before insert or update of id, shipping_address on public.orders
  for each row execute function private.keep_order_search_text();

-- Orders already there get theirs without looking updated.
alter table public.orders disable trigger orders_touch_updated_at;
update public.orders set search_text = private.order_search_text(id, shipping_address);
alter table public.orders enable trigger orders_touch_updated_at;

-- A substring search (ilike '%term%') uses a trigram index where the database offers pg_trgm (hosted
-- Supabase and any PostgreSQL with contrib); elsewhere (the embedded PGlite) it scans the column.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    if not exists (select 1 from pg_extension where extname = 'pg_trgm') then
      if exists (select 1 from pg_namespace where nspname = 'extensions') then
        create extension pg_trgm with schema extensions;
      else
        create extension pg_trgm;
      end if;
    end if;
    execute format(
      'create index orders_search_text_trgm_idx on public.orders using gin (search_text %I.gin_trgm_ops)',
      (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'));
  end if;
end
$$;

-- The riders an admin may assign to an order: active and online, nearest to the order's outlet first.
-- Riders report no position, so where a rider is known to be is where their latest delivery went (the
-- delivery point of their most recently assigned order); riders with no deliveries yet come last.
create function public.assignable_riders(order_id uuid)
returns table (
  id uuid,
  full_name text,
  phone text,
  vehicle_type public.vehicle_type,
  rating numeric,
  total_deliveries integer,
  distance_km numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  outlet public.outlets;
begin
  if not public.is_admin() then
    raise exception 'Only an admin can assign riders' using errcode = '42501';
  end if;
  select ol.* into outlet
    from public.orders o join public.outlets ol on ol.id = o.outlet_id
   where o.id = assignable_riders.order_id;
  return query
  select r.id, r.full_name, r.phone, r.vehicle_type, r.rating, r.total_deliveries,
         round(private.haversine_km(outlet.latitude, outlet.longitude, last.delivery_latitude, last.delivery_longitude)::numeric, 1)
    from public.delivery_riders r
    left join lateral (
      select o.delivery_latitude, o.delivery_longitude
        from public.orders o
       where o.rider_id = r.id and o.assigned_at is not null
       order by o.assigned_at desc
       limit 1
    ) last on true
   where r.is_active and r.status = 'online'
   order by 7 nulls last, r.full_name;
end
$$;
comment on function public.assignable_riders(uuid) is
  'Admins: active online riders for an order, nearest (by their latest delivery point) to its outlet first.';

revoke all on function public.assignable_riders(uuid) from public, anon;
grant execute on function public.assignable_riders(uuid) to authenticated;

create index orders_rider_assigned_idx on public.orders (rider_id, assigned_at desc) where assigned_at is not null;
