-- The admin's outlets screen (admin issue 11).
--
-- 1. Orders keep their outlet. Deleting an outlet used to clear the outlet of its orders (on delete set
--    null); now the delete is refused while any order names the outlet (23503, foreign_key_violation)
--    and the admin deactivates the outlet instead. An outlet that never took an order can be deleted
--    (its shelf, staff and notifications go with it, as before).
alter table public.orders drop constraint orders_outlet_id_fkey;
alter table public.orders
  add constraint orders_outlet_id_fkey foreign key (outlet_id) references public.outlets (id);

-- 2. An outlet's location, when it has one, lies inside Uganda's outline (the same outline the screens
--    check with @shop/shared/geo, and place_order checks for delivery points). security definer: the
--    outline is private; the trigger reads nothing else.
create function private.check_outlet_location() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.latitude is not null and not private.is_in_uganda(new.latitude, new.longitude) then
    raise exception 'The outlet''s location is outside Uganda' using errcode = 'KM711';
  end if;
  return new;
end
$$;

create trigger outlets_location_in_uganda before insert or update of latitude, longitude on public.outlets
  for each row execute function private.check_outlet_location();

-- 3. Each outlet's sales for the admin: orders that were not cancelled and their revenue, all time and over
--    the last 30 days, with the growth of the last 30 days' revenue over the 30 before (null when nothing
--    was sold then). Admins only: outlet staff have their own day's figures (outlet_today_stats).
create function public.admin_outlet_sales()
returns table (
  outlet_id uuid,
  order_count integer,
  revenue numeric,
  orders_30_days integer,
  revenue_30_days numeric,
  growth_rate numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not coalesce((select public.is_admin()), false) then
    raise exception 'Only admins can read the outlets'' sales' using errcode = '42501';
  end if;
  return query
  select ol.id,
         count(o.id)::integer,
         coalesce(sum(o.total_amount), 0)::numeric(14, 2),
         (count(o.id) filter (where o.created_at >= now() - interval '30 days'))::integer,
         coalesce(sum(o.total_amount) filter (where o.created_at >= now() - interval '30 days'), 0)::numeric(14, 2),
         case when coalesce(sum(o.total_amount) filter (where o.created_at < now() - interval '30 days'
                                                          and o.created_at >= now() - interval '60 days'), 0) = 0
              then null
              else round((coalesce(sum(o.total_amount) filter (where o.created_at >= now() - interval '30 days'), 0)
                          / sum(o.total_amount) filter (where o.created_at < now() - interval '30 days'
                                                          and o.created_at >= now() - interval '60 days') - 1) * 100, 1)
         end
    from public.outlets ol
    left join public.orders o on o.outlet_id = ol.id and o.status <> 'cancelled'
   group by ol.id;
end
$$;

comment on function public.admin_outlet_sales() is
  'Admins only: each outlet''s orders (not cancelled) and revenue, all time and last 30 days, and the revenue growth in percent over the 30 days before (null when none).';

revoke execute on function public.admin_outlet_sales() from public, anon;
grant execute on function public.admin_outlet_sales() to authenticated;
