-- search_orders as both of today's rules want it: its patterns bounded before any work (at most 10, of at
-- most 254 characters: KM901), and its rows the orders policy's (a rider's only while active and while
-- the delivery is current). Two migrations of the same day each redefined it with one of the two rules.
create or replace function public.search_orders(patterns text[]) returns setof public.orders
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.bound_list(search_orders.patterns, 'patterns', 10, 254);
  return query
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
          or (select public.is_admin()));
end
$$;
