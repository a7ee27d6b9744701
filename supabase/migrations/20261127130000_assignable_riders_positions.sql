-- The assign-rider modal says where each rider's distance is measured from (backoffice audit, 2026-11-27).
-- Until now assignable_riders ranked riders by their latest delivery point only and the modal called that
-- "last seen"; riders now share their position while on the road (20261127110000_delivery_positions), so:
--
--   distance_km     from the order's outlet to the rider's latest shared position when it is recent (at
--                   most 15 minutes old: a phone shares every 15 s while an order is picked up, so an older
--                   one means it stopped), else to the delivery point of the rider's most recently assigned
--                   order; null when neither is known or the outlet has no coordinates.
--   located_by      what the distance is measured to: 'position', 'last_delivery', or null (nothing known).
--   located_at      when: the position's recorded_at, or the last delivery's assigned_at.
--
-- Nearest first, riders whose distance is unknown last (by name). The result's columns change, so the
-- function is dropped and created again (create or replace cannot change a function's result type).
--
-- haversine_km becomes strict: with a missing coordinate it gave 20015.1 km, not null (least(1, null) is
-- 1, so asin(1), half the Earth's circumference). The modal said "last seen 20015.1 km from the outlet"
-- for a rider with no deliveries or an outlet with no coordinates, and complete_delivery's
-- coalesce(haversine_km(...), delivery_distance_km, 0) paid a rider for 20015 km when the outlet had no
-- coordinates. place_order reads only outlets that have coordinates, so it is unchanged.
alter function private.haversine_km(double precision, double precision, double precision, double precision) strict;

drop function public.assignable_riders(uuid);

create function public.assignable_riders(order_id uuid)
returns table (
  id uuid,
  full_name text,
  phone text,
  vehicle_type public.vehicle_type,
  rating numeric,
  total_deliveries integer,
  distance_km numeric,
  located_by text,
  located_at timestamptz
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
         round(private.haversine_km(outlet.latitude, outlet.longitude, here.latitude, here.longitude)::numeric, 1),
         here.located_by, here.located_at
    from public.delivery_riders r
    left join lateral (
      select 1 as preference, p.latitude, p.longitude, 'position'::text as located_by, p.recorded_at as located_at
        from public.delivery_positions p
       where p.rider_id = r.id and p.recorded_at > now() - interval '15 minutes'
      union all
      select 2, o.delivery_latitude, o.delivery_longitude, 'last_delivery', o.assigned_at
        from public.orders o
       where o.rider_id = r.id and o.assigned_at is not null
       -- A recent position before any delivery point, the latest of each kind first.
       order by preference, located_at desc
       limit 1
    ) here on true
   where r.is_active and r.status = 'online'
   order by 7 nulls last, r.full_name;
end
$$;
comment on function public.assignable_riders(uuid) is
  'Admins: active online riders for an order, nearest to its outlet first: by their recent shared position, else their latest delivery point (located_by says which).';

revoke all on function public.assignable_riders(uuid) from public, anon;
grant execute on function public.assignable_riders(uuid) to authenticated;
