-- Riders and outlet staff see a customer's contact only while a delivery needs it. An order is current
-- while it is open (not yet delivered or cancelled) and for 24 hours after it was delivered or
-- cancelled (questions at the door, a forgotten item, the day's handover).
--   * Riders: an order assigned to them (its address, phone and instructions, its lines, its photo, and
--     through it the customer's profile) only while it is current. Their history and earnings read
--     rider_earnings, which keeps the amount, distance and date of each delivery without the contact.
--   * Outlet staff: the customer profiles (name, e-mail, phone) of their outlet's current orders only.
--     Their outlet's orders themselves stay readable (the orders screen and its history, the dashboard's
--     figures), with the contact given at checkout on the order.
-- Admins and the customer themselves are unchanged.

create function public.order_is_current(status public.order_status, delivered_at timestamptz,
                                        cancelled_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select status not in ('delivered', 'cancelled')
      or coalesce(coalesce(delivered_at, cancelled_at) > now() - interval '24 hours', false)
$$;
comment on function public.order_is_current(public.order_status, timestamptz, timestamptz) is
  'Whether an order''s contact is still needed: open, or delivered or cancelled less than 24 hours ago.';

drop policy "Customers see their own orders, riders those assigned to them, staff their outlet's; admins all"
  on public.orders;
create policy "Customers see their own orders, riders those assigned to them, staff their outlet's; admins all"
  on public.orders for select to authenticated
  using (
    user_id = (select auth.uid())
    or (rider_id = (select public.active_rider_id()) and public.order_is_current(status, delivered_at, cancelled_at))
    or outlet_id = (select public.staff_outlet_id())
    or (select public.is_admin())
  );

drop policy "Staff and riders see the customers of orders they can see" on public.users;
create policy "Staff and riders see the customers of their current orders" on public.users
  for select to authenticated
  using (exists (
    select 1 from public.orders o
     where o.user_id = users.id
       and (o.rider_id = (select public.active_rider_id()) or o.outlet_id = (select public.staff_outlet_id()))
       and public.order_is_current(o.status, o.delivered_at, o.cancelled_at)
  ));

-- The orders screen's search applies the orders policy's rule itself: the same rule as above.
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
          or (o.rider_id = (select public.active_rider_id())
              and public.order_is_current(o.status, o.delivered_at, o.cancelled_at))
          or o.outlet_id = (select public.staff_outlet_id())
          or (select public.is_admin()))
$$;
