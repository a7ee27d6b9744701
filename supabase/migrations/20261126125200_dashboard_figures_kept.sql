-- The admin dashboard's best sellers and all-time cards on a year of orders (issue 11: dashboard figures
-- ≤ 200 ms). top_products added up every line of every order that was not cancelled (200,000 lines on the
-- bench data, over a second), and dashboard_summary and daily_revenue every such order (of 90 days), each
-- time the dashboard opened.
-- Each product's sales, and each day's orders and revenue, are now kept as orders come, go and are
-- cancelled, and an admin — who sees every order — reads them from there. Anyone else still gets the sums
-- over the rows their RLS lets them see, as before: the views' columns, rows and order are unchanged.

-- Units, revenue and order lines of each product over the orders that are not cancelled (one line per
-- product and order, so lines are orders). Written only by the triggers below.
create table private.product_sales (
  product_id uuid primary key references public.products (id) on delete cascade,
  units_sold bigint not null default 0 check (units_sold >= 0),
  revenue numeric(16, 2) not null default 0 check (revenue >= 0),
  orders bigint not null default 0 check (orders >= 0)
);
comment on table private.product_sales is
  'Each product''s units, revenue and orders over the orders that are not cancelled, kept by triggers (top_products).';

alter table private.product_sales enable row level security;
revoke all on private.product_sales from public, anon, authenticated;
-- top_products reads it as its reader (security_invoker); only admins see its rows.
grant select on private.product_sales to authenticated;
create policy "Admins read the products' sales" on private.product_sales for select to authenticated
  using ((select public.is_admin()));

-- Adds (direction 1) or takes away (direction -1) an order's lines. The products' rows are locked first,
-- in id order, as place_order takes stock and before cancelling puts it back, so that two orders never
-- wait on each other's rows the other way round.
create function private.count_product_sales(order_id uuid, direction integer) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.products p
    where p.id in (select oi.product_id from public.order_items oi where oi.order_id = count_product_sales.order_id)
    order by p.id
    for no key update;
  if direction > 0 then
    insert into private.product_sales as s (product_id, units_sold, revenue, orders)
    select oi.product_id, oi.quantity, oi.line_total, 1
      from public.order_items oi
     where oi.order_id = count_product_sales.order_id and oi.product_id is not null
    on conflict (product_id) do update
      set units_sold = s.units_sold + excluded.units_sold,
          revenue = s.revenue + excluded.revenue,
          orders = s.orders + excluded.orders;
  else
    update private.product_sales s
       set units_sold = s.units_sold - oi.quantity, revenue = s.revenue - oi.line_total, orders = s.orders - 1
      from public.order_items oi
     where oi.order_id = count_product_sales.order_id and s.product_id = oi.product_id;
  end if;
end
$$;

-- Every product's sales counted again from the lines (the migration, and data loaded with triggers off).
create function private.recount_product_sales() returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.product_sales;
  insert into private.product_sales (product_id, units_sold, revenue, orders)
  select oi.product_id, sum(oi.quantity), sum(oi.line_total), count(*)
    from public.order_items oi
    join public.orders o on o.id = oi.order_id and o.status <> 'cancelled'
   where oi.product_id is not null
   group by oi.product_id;
$$;

create function private.keep_product_sales_of_lines() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A line whose order is gone is being deleted with its order (keep_product_sales_of_orders did that).
  if tg_op in ('UPDATE', 'DELETE') and old.product_id is not null
     and exists (select 1 from public.orders o where o.id = old.order_id and o.status <> 'cancelled') then
    update private.product_sales
       set units_sold = units_sold - old.quantity, revenue = revenue - old.line_total, orders = orders - 1
     where product_id = old.product_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.product_id is not null
     and exists (select 1 from public.orders o where o.id = new.order_id and o.status <> 'cancelled') then
    insert into private.product_sales as s (product_id, units_sold, revenue, orders)
    values (new.product_id, new.quantity, new.line_total, 1)
    on conflict (product_id) do update
      set units_sold = s.units_sold + excluded.units_sold,
          revenue = s.revenue + excluded.revenue,
          orders = s.orders + excluded.orders;
  end if;
  return null;
end
$$;

create trigger order_items_keep_product_sales after insert or update or delete on public.order_items
  for each row execute function private.keep_product_sales_of_lines();

create function private.keep_product_sales_of_orders() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'cancelled' then
      perform private.count_product_sales(old.id, -1);
    end if;
    return old;
  end if;
  if (old.status = 'cancelled') <> (new.status = 'cancelled') then
    perform private.count_product_sales(new.id, case when new.status = 'cancelled' then -1 else 1 end);
  end if;
  return null;
end
$$;

create trigger orders_keep_product_sales after update of status on public.orders
  for each row execute function private.keep_product_sales_of_orders();
create trigger orders_keep_product_sales_before_delete before delete on public.orders
  for each row execute function private.keep_product_sales_of_orders();

select private.recount_product_sales();

-- An admin's best sellers come from the kept sales (and the lines of no product, if any, counted live);
-- anyone else's are still counted from the lines their RLS lets them see. Each branch runs only for its
-- reader (the is_admin() test is a one-time filter).
create or replace view public.top_products with (security_invoker = true) as
select s.product_id,
       p.name,
       p.image_urls,
       s.units_sold::integer as units_sold,
       s.revenue::numeric(14, 2) as revenue,
       s.orders::integer as orders
  from private.product_sales s
  join public.products p on p.id = s.product_id
 where s.orders > 0 and (select public.is_admin())
union all
select oi.product_id,
       max(oi.product_name) as name,
       null::text[] as image_urls,
       sum(oi.quantity)::integer as units_sold,
       sum(oi.line_total)::numeric(14, 2) as revenue,
       count(distinct oi.order_id)::integer as orders
  from public.order_items oi
  join public.orders o on o.id = oi.order_id and o.status <> 'cancelled'
 where oi.product_id is null and (select public.is_admin())
 group by oi.product_id
union all
select oi.product_id,
       coalesce(p.name, max(oi.product_name)) as name,
       p.image_urls,
       sum(oi.quantity)::integer as units_sold,
       sum(oi.line_total)::numeric(14, 2) as revenue,
       count(distinct oi.order_id)::integer as orders
  from public.order_items oi
  join public.orders o on o.id = oi.order_id and o.status <> 'cancelled'
  left join public.products p on p.id = oi.product_id
 where not (select public.is_admin())
 group by oi.product_id, p.name, p.image_urls
 order by units_sold desc, revenue desc;

-- The admin's all-time cards (total revenue, orders, average order value) likewise: what the orders that
-- were not cancelled add up to, kept per Kampala day and outlet as orders are placed, moved, cancelled and
-- deleted, so an admin's dashboard no longer reads a year of orders each time it opens.
create table private.order_day_totals (
  day date not null,
  -- The nil uuid for orders of no outlet (an outlet deleted since).
  outlet_id uuid not null,
  orders bigint not null default 0 check (orders >= 0),
  revenue numeric(16, 2) not null default 0 check (revenue >= 0),
  primary key (day, outlet_id)
);
comment on table private.order_day_totals is
  'Orders and revenue of the orders that are not cancelled, per Kampala day and outlet, kept by a trigger (dashboard_summary).';

alter table private.order_day_totals enable row level security;
revoke all on private.order_day_totals from public, anon, authenticated;
grant select on private.order_day_totals to authenticated;
create policy "Admins read the orders' totals" on private.order_day_totals for select to authenticated
  using ((select public.is_admin()));

-- Adds (direction 1) or takes away (direction -1) an order. (A row that would hold a negative count is
-- refused by the check even when it is about to be merged, hence the update for taking away.)
create function private.add_order_day_total(o public.orders, direction integer) returns void
language sql
security definer
set search_path = ''
as $$
  update private.order_day_totals t
     set orders = t.orders - 1, revenue = t.revenue - o.total_amount
   where direction < 0
     and t.day = (o.created_at at time zone 'Africa/Kampala')::date
     and t.outlet_id = coalesce(o.outlet_id, '00000000-0000-0000-0000-000000000000');
  insert into private.order_day_totals as t (day, outlet_id, orders, revenue)
  select (o.created_at at time zone 'Africa/Kampala')::date,
         coalesce(o.outlet_id, '00000000-0000-0000-0000-000000000000'), 1, o.total_amount
   where direction > 0
  on conflict (day, outlet_id) do update
    set orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue
$$;

create function private.recount_order_day_totals() returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.order_day_totals;
  insert into private.order_day_totals (day, outlet_id, orders, revenue)
  select (o.created_at at time zone 'Africa/Kampala')::date,
         coalesce(o.outlet_id, '00000000-0000-0000-0000-000000000000'), count(*), sum(o.total_amount)
    from public.orders o
   where o.status <> 'cancelled'
   group by 1, 2;
$$;

-- Named to run after orders_keep_product_sales (triggers run in name order), so that cancelling locks the
-- products' rows before this one, as placing an order does.
create function private.keep_order_day_totals() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- An order moving along its way (processing, assigned, delivered...) changes no total: nothing to write,
  -- and no lock taken on the day's row every other order of the outlet writes.
  if tg_op = 'UPDATE' and (old.status = 'cancelled') = (new.status = 'cancelled')
     and old.total_amount = new.total_amount and old.created_at = new.created_at
     and old.outlet_id is not distinct from new.outlet_id then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.status <> 'cancelled' then
    perform private.add_order_day_total(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status <> 'cancelled' then
    perform private.add_order_day_total(new, 1);
  end if;
  return null;
end
$$;

create trigger orders_keep_totals after insert or delete or update of status, total_amount, created_at, outlet_id
  on public.orders for each row execute function private.keep_order_day_totals();

select private.recount_order_day_totals();

create or replace view public.dashboard_summary with (security_invoker = true) as
with today as (select private.local_period_start('day') as start)
select coalesce(done.revenue, 0)::numeric(14, 2) as total_revenue,
       coalesce(done.orders, 0)::integer as total_orders,
       (select count(*) from public.users u where not u.is_admin)::integer as total_customers,
       coalesce(round(done.revenue / nullif(done.orders, 0)), 0)::numeric(14, 2) as average_order_value,
       open.pending::integer as pending_orders,
       open.processing::integer as processing_orders,
       (select count(*) from public.orders o, today
         where o.created_at >= today.start and o.status <> 'cancelled')::integer as orders_today,
       (select coalesce(sum(o.total_amount), 0) from public.orders o, today
         where o.created_at >= today.start and o.status <> 'cancelled')::numeric(14, 2) as revenue_today,
       (select count(*) from public.products p, public.settings s where p.stock <= s.low_stock_threshold)::integer as low_stock_products
  -- An admin's from the kept totals, anyone else's from the orders their RLS lets them see.
  from (select sum(b.revenue) as revenue, sum(b.orders) as orders
          from (select sum(t.revenue) as revenue, sum(t.orders) as orders
                  from private.order_day_totals t where (select public.is_admin())
                union all
                select sum(o.total_amount), count(*)
                  from public.orders o where o.status <> 'cancelled' and not (select public.is_admin())) b) done,
       (select count(*) filter (where o.status = 'pending') as pending,
               count(*) filter (where o.status = 'processing') as processing
          from public.orders o where o.status in ('pending', 'processing')) open;

-- The admin's revenue trend from the same totals (anyone else's still from the orders they may see).
create or replace view public.daily_revenue with (security_invoker = true) as
with period as (
  select private.local_period_start('day', 89) as first_day, private.local_period_start('day') as last_day
), totals as (
  select t.day::timestamp as local_day, sum(t.orders) as orders, sum(t.revenue) as revenue
    from private.order_day_totals t, period
   where (select public.is_admin())
     and t.day between (period.first_day at time zone 'Africa/Kampala')::date
                   and (period.last_day at time zone 'Africa/Kampala')::date
   group by t.day
  union all
  select date_trunc('day', o.created_at at time zone 'Africa/Kampala'),
         count(*),
         sum(o.total_amount)
    from public.orders o, period
   where not (select public.is_admin())
     and o.created_at >= period.first_day and o.created_at < period.last_day + interval '1 day'
     and o.status <> 'cancelled'
   group by 1
)
select (d.day_start at time zone 'Africa/Kampala')::date as day,
       coalesce(t.orders, 0)::integer as orders,
       coalesce(t.revenue, 0)::numeric(14, 2) as revenue
  from period
  cross join generate_series(period.first_day, period.last_day, interval '1 day') as d(day_start)
  left join totals t on t.local_day = d.day_start at time zone 'Africa/Kampala'
 order by d.day_start;

-- The admin's outlets screen (20261126110000): each outlet's orders that were not cancelled and their
-- revenue, all time (from the same totals) and over the last 30 days, with the growth of the last 30 days'
-- revenue over the 30 before (null when nothing was sold then; those 60 days from the orders, by the
-- outlet and created_at index). Admins only: outlet staff have their own day's figures (outlet_today_stats).
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
         coalesce(k.orders, 0)::integer,
         coalesce(k.revenue, 0)::numeric(14, 2),
         coalesce(r.orders_30_days, 0)::integer,
         coalesce(r.revenue_30_days, 0)::numeric(14, 2),
         case when coalesce(r.revenue_before, 0) = 0 then null
              else round((coalesce(r.revenue_30_days, 0) / r.revenue_before - 1) * 100, 1)
         end
    from public.outlets ol
    left join (select t.outlet_id, sum(t.orders) as orders, sum(t.revenue) as revenue
                 from private.order_day_totals t
                group by t.outlet_id) k on k.outlet_id = ol.id
    left join (select o.outlet_id,
                      count(*) filter (where o.created_at >= now() - interval '30 days') as orders_30_days,
                      sum(o.total_amount) filter (where o.created_at >= now() - interval '30 days') as revenue_30_days,
                      sum(o.total_amount) filter (where o.created_at < now() - interval '30 days') as revenue_before
                 from public.orders o
                where o.status <> 'cancelled' and o.created_at >= now() - interval '60 days'
                group by o.outlet_id) r on r.outlet_id = ol.id;
end
$$;

comment on function public.admin_outlet_sales() is
  'Admins only: each outlet''s orders (not cancelled) and revenue, all time and last 30 days, and the revenue growth in percent over the 30 days before (null when none).';

revoke execute on function public.admin_outlet_sales() from public, anon;
grant execute on function public.admin_outlet_sales() to authenticated;
