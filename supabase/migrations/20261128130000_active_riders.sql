-- A rider an admin has deactivated (delivery_riders.is_active = false) loses access, as deactivated outlet
-- staff do through staff_outlet_id(): they no longer see the orders assigned to them (nor, through them,
-- the customers, lines and delivery photos), cannot set their availability or edit their profile, cannot
-- upload delivery photos, and every order function refuses them as it refuses a stranger (KM101). They
-- still read their own rider row, so the rider app can tell them their account is deactivated.
--
-- One rule, in two forms: private.is_active_rider(id) for the functions that check a caller they were
-- given, public.active_rider_id() for the policies (the caller's id when they are an active rider, else
-- null, so `rider_id = active_rider_id()` never matches for anyone else).

create function private.is_active_rider(rider uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.delivery_riders r where r.id = rider and r.is_active)
$$;

create function public.active_rider_id() returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.id from public.delivery_riders r where r.id = (select auth.uid()) and r.is_active
$$;

revoke execute on function public.active_rider_id() from public, anon;
grant execute on function public.active_rider_id() to authenticated;

-- Orders: the assigned rider only while active.
drop policy "Customers see their own orders, riders those assigned to them, staff their outlet's; admins all"
  on public.orders;
create policy "Customers see their own orders, riders those assigned to them, staff their outlet's; admins all"
  on public.orders for select to authenticated
  using (
    user_id = (select auth.uid())
    or rider_id = (select public.active_rider_id())
    or outlet_id = (select public.staff_outlet_id())
    or (select public.is_admin())
  );

-- Availability and profile: only an active rider changes their own row.
drop policy "Riders edit their own profile and availability; admins edit any" on public.delivery_riders;
create policy "Riders edit their own profile and availability; admins edit any"
  on public.delivery_riders for update to authenticated
  using (id = (select public.active_rider_id()) or (select public.is_admin()))
  with check (id = (select public.active_rider_id()) or (select public.is_admin()));

-- Earnings: an active rider's own.
drop policy "Riders see their own earnings; admins see all" on public.rider_earnings;
create policy "Riders see their own earnings; admins see all"
  on public.rider_earnings for select to authenticated
  using (rider_id = (select public.active_rider_id()) or (select public.is_admin()));

-- Delivery photos: uploaded by the order's active rider while it is on their road.
drop policy "Riders upload delivery photos of orders on their road" on storage.objects;
create policy "Riders upload delivery photos of orders on their road"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'delivery-photos'
    and exists (
      select 1 from public.orders o
       where o.id::text = (storage.foldername(name))[1]
         and o.rider_id = (select public.active_rider_id())
         and o.status in ('assigned', 'picked_up')
    )
  );

-- The order functions (confirm_pickup, complete_delivery, cancel_delivery, share_delivery_position and
-- the staff's and customers' ones) all find their order through this lock: a deactivated rider is
-- nobody to the order, so each refuses them with KM101 before looking at anything else.
create or replace function private.lock_order_for(order_id uuid, caller uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
begin
  select * into o from public.orders where id = lock_order_for.order_id for update;
  -- Comparisons with a null (no rider yet, no outlet) must count as "no", hence the coalesce.
  if not found or not coalesce(
    o.user_id = caller
    or (o.rider_id = caller and private.is_active_rider(caller))
    or o.outlet_id = (select e.outlet_id from public.outlet_employees e where e.user_id = caller and e.is_active)
    or exists (select 1 from public.users u where u.id = caller and u.is_admin),
    false
  ) then
    raise exception 'Order not found' using errcode = 'KM101';
  end if;
  return o;
end
$$;

-- The orders screen's search applies the orders policy's rule itself (it reads as the owner for the
-- index): the same rule as above, term for term.
create or replace function public.search_orders(patterns text[]) returns setof public.orders
language sql
stable
security definer
set search_path = ''
as $$
  select o.*
    from public.orders o
   where o.id in (
           select m.id
             from unnest(search_orders.patterns) as p(pattern)
             cross join lateral (
               select x.id from public.orders x
                where x.search_text ilike '%' || replace(replace(replace(p.pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%'
             ) m
            where p.pattern <> '')
     and (o.user_id = (select auth.uid())
          or o.rider_id = (select public.active_rider_id())
          or o.outlet_id = (select public.staff_outlet_id())
          or (select public.is_admin()))
$$;
