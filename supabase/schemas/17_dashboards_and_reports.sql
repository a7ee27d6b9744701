-- Figures for the admin, outlet and rider dashboards and the admin's reports, computed from the real
-- rows (kept totals per day and product where a scan would be slow). Every view is security_invoker: it
-- sees only the rows its reader's RLS lets them see. Days, weeks and months are Kampala's. "Revenue"
-- counts every order that was not cancelled.

-- The admin's all-time cards (total revenue, orders, average order value) likewise: what the orders that
-- were not cancelled add up to, kept per Kampala day and outlet as orders are placed, moved, cancelled and
-- deleted, so an admin's dashboard no longer reads a year of orders each time it opens.
create table private.order_day_totals (
    day date not null,
    -- The nil uuid for orders of no outlet (an outlet deleted since).
    outlet_id uuid not null,
    orders bigint default 0 not null,
    revenue numeric(16,2) default 0 not null,
    constraint order_day_totals_orders_check check ((orders >= 0)),
    constraint order_day_totals_revenue_check check ((revenue >= (0)::numeric)),
    constraint order_day_totals_pkey primary key (day, outlet_id)
);
alter table private.order_day_totals enable row level security;
comment on table private.order_day_totals is 'Orders and revenue of the orders that are not cancelled, per Kampala day and outlet, kept by a trigger (dashboard_summary).';
grant select on table private.order_day_totals to authenticated;

-- The admin's revenue trend from the same totals (anyone else's still from the orders they may see).
create view public.daily_revenue with (security_invoker = true) as
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
revoke all on table public.daily_revenue from anon, authenticated, service_role;
grant all on table public.daily_revenue to service_role;
grant select on table public.daily_revenue to authenticated;

-- Units, revenue and order lines of each product over the orders that are not cancelled (one line per
-- product and order, so lines are orders). Written only by the triggers below.
create table private.product_sales (
    product_id uuid not null,
    units_sold bigint default 0 not null,
    revenue numeric(16,2) default 0 not null,
    orders bigint default 0 not null,
    constraint product_sales_orders_check check ((orders >= 0)),
    constraint product_sales_revenue_check check ((revenue >= (0)::numeric)),
    constraint product_sales_units_sold_check check ((units_sold >= 0)),
    constraint product_sales_pkey primary key (product_id),
    constraint product_sales_product_id_fkey foreign key (product_id) references public.products(id) on delete cascade
);
alter table private.product_sales enable row level security;
comment on table private.product_sales is 'Each product''s units, revenue and orders over the orders that are not cancelled, kept by triggers (top_products).';
grant select on table private.product_sales to authenticated;

-- An admin's best sellers come from the kept sales (and the lines of no product, if any, counted live);
-- anyone else's are still counted from the lines their RLS lets them see. Each branch runs only for its
-- reader (the is_admin() test is a one-time filter).
create view public.top_products with (security_invoker = true) as
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
revoke all on table public.top_products from anon, authenticated, service_role;
grant all on table public.top_products to service_role;
grant select on table public.top_products to authenticated;

create view public.dashboard_summary with (security_invoker = true) as
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
revoke all on table public.dashboard_summary from anon, authenticated, service_role;
grant all on table public.dashboard_summary to service_role;
grant select on table public.dashboard_summary to authenticated;

-- Products at or below the low-stock threshold, fewest first.
create view public.low_stock_products with (security_invoker = true) as
select p.id, p.name, p.stock, p.image_urls, s.low_stock_threshold
  from public.products p, public.settings s
 where p.stock <= s.low_stock_threshold
 order by p.stock, p.name;
revoke all on table public.low_stock_products from anon, authenticated, service_role;
grant all on table public.low_stock_products to service_role;
grant select on table public.low_stock_products to authenticated;

create view public.outlet_today_stats with (security_invoker = true) as
with today as (select private.local_period_start('day') as start)
select ol.id as outlet_id,
       ol.name as outlet_name,
       placed.orders::integer as orders_today,
       coalesce(placed.revenue, 0)::numeric(14, 2) as revenue_today,
       coalesce(round(placed.average), 0)::numeric(14, 2) as average_order_value,
       waiting.orders::integer as pending_orders,
       delivered.orders::integer as delivered_today,
       cancelled.orders::integer as cancelled_today
  from public.outlets ol
  cross join today
  cross join lateral (
    select count(*) as orders,
           sum(o.total_amount) filter (where o.status <> 'cancelled') as revenue,
           avg(o.total_amount) filter (where o.status <> 'cancelled') as average
      from public.orders o where o.outlet_id = ol.id and o.created_at >= today.start
  ) placed
  cross join lateral (
    select count(*) as orders from public.orders o
     where o.outlet_id = ol.id and o.status in ('pending', 'processing')
  ) waiting
  cross join lateral (
    select count(*) as orders from public.orders o
     where o.outlet_id = ol.id and o.delivered_at >= today.start and o.status = 'delivered'
  ) delivered
  cross join lateral (
    select count(*) as orders from public.orders o
     where o.outlet_id = ol.id and o.cancelled_at >= today.start and o.status = 'cancelled'
  ) cancelled
 where ol.id = (select public.staff_outlet_id()) or (select public.is_admin());
revoke all on table public.outlet_today_stats from anon, authenticated, service_role;
grant all on table public.outlet_today_stats to service_role;
grant select on table public.outlet_today_stats to authenticated;

-- Each outlet product's sales over the last 30 days against the 30 before (growth in percent; null
-- when nothing sold before).
create view public.outlet_product_performance with (security_invoker = true) as
select op.id as outlet_product_id,
       op.outlet_id,
       op.product_id,
       coalesce(sum(oi.quantity) filter (where o.created_at >= now() - interval '30 days'), 0)::integer as sales_count,
       coalesce(sum(oi.line_total) filter (where o.created_at >= now() - interval '30 days'), 0)::numeric(14, 2) as revenue,
       case when coalesce(sum(oi.line_total) filter (where o.created_at < now() - interval '30 days'), 0) = 0 then null
            else round((coalesce(sum(oi.line_total) filter (where o.created_at >= now() - interval '30 days'), 0)
                        / sum(oi.line_total) filter (where o.created_at < now() - interval '30 days') - 1) * 100, 1)
       end as growth_rate
  from public.outlet_products op
  left join public.orders o
    on o.outlet_id = op.outlet_id and o.status <> 'cancelled' and o.created_at >= now() - interval '60 days'
  left join public.order_items oi on oi.order_id = o.id and oi.product_id = op.product_id
 group by op.id, op.outlet_id, op.product_id;
revoke all on table public.outlet_product_performance from anon, authenticated, service_role;
grant all on table public.outlet_product_performance to service_role;
grant select on table public.outlet_product_performance to authenticated;

-- A rider's earnings for today, this week (from Monday) and this month, with the previous period of each
-- so that "from last week" is a real comparison. A rider sees their own row, admins every rider's.
create view public.rider_earnings_summary with (security_invoker = true) as
select r.id as rider_id,
       coalesce(sum(e.amount) filter (where e.date >= private.local_period_start('day')), 0)::numeric(14, 2) as today,
       coalesce(sum(e.amount) filter (where e.date >= private.local_period_start('day', 1)
                                        and e.date < private.local_period_start('day')), 0)::numeric(14, 2) as yesterday,
       coalesce(sum(e.amount) filter (where e.date >= private.local_period_start('week')), 0)::numeric(14, 2) as week,
       coalesce(sum(e.amount) filter (where e.date >= private.local_period_start('week', 1)
                                        and e.date < private.local_period_start('week')), 0)::numeric(14, 2) as last_week,
       coalesce(sum(e.amount) filter (where e.date >= private.local_period_start('month')), 0)::numeric(14, 2) as month,
       coalesce(sum(e.amount) filter (where e.date >= private.local_period_start('month', 1)
                                        and e.date < private.local_period_start('month')), 0)::numeric(14, 2) as last_month,
       count(e.id) filter (where e.type = 'delivery' and e.date >= private.local_period_start('day'))::integer as deliveries_today
  from public.delivery_riders r
  left join public.rider_earnings e on e.rider_id = r.id
 where r.id = (select auth.uid()) or (select public.is_admin())
 group by r.id;
revoke all on table public.rider_earnings_summary from anon, authenticated, service_role;
grant all on table public.rider_earnings_summary to service_role;
grant select on table public.rider_earnings_summary to authenticated;

-- Sales per day, week or month of a period, in Kampala's calendar: the figures a sales report is made of
-- (orders that were not cancelled, their revenue and average). security_invoker: the caller's RLS decides
-- which orders count (an admin every outlet, outlet staff their own). An unknown period gives no rows.
create function public.sales_by_period(start_date date, end_date date, period text default 'day')
returns table (period_start date, orders integer, revenue numeric, average_order_value numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select date_trunc(period, o.created_at at time zone 'Africa/Kampala')::date as period_start,
         count(*)::integer as orders,
         sum(o.total_amount)::numeric(14, 2) as revenue,
         round(avg(o.total_amount))::numeric(14, 2) as average_order_value
    from public.orders o
   where period in ('day', 'week', 'month')
     and o.status <> 'cancelled'
     and o.created_at >= (start_date::timestamp at time zone 'Africa/Kampala')
     and o.created_at < ((end_date + 1)::timestamp at time zone 'Africa/Kampala')
   group by 1
   order by 1
$$;
comment on function public.sales_by_period(start_date date, end_date date, period text) is 'Orders (not cancelled), revenue and average order value per day, week or month from start_date to end_date (Kampala days), as the caller may see them.';
revoke all on function public.sales_by_period(date, date, text) from public, anon, authenticated, service_role;
grant execute on function public.sales_by_period(start_date date, end_date date, period text) to authenticated, service_role;

-- Today's (Kampala) orders of the reader's outlet, one row per status of the vocabulary, zeros included.
create view public.outlet_status_counts with (security_invoker = true) as
select s.status,
       count(o.id)::integer as orders
  from unnest(enum_range(null::public.order_status)) with ordinality as s(status, position)
  left join public.orders o
    on o.status = s.status
   and o.outlet_id = (select public.staff_outlet_id())
   and o.created_at >= private.local_period_start('day')
 group by s.status, s.position
 order by s.position;
revoke all on table public.outlet_status_counts from anon, authenticated, service_role;
grant all on table public.outlet_status_counts to service_role;
grant select on table public.outlet_status_counts to authenticated;

create view public.outlet_daily_revenue with (security_invoker = true) as
with period as (
  select private.local_period_start('day', 29) as first_day, private.local_period_start('day') as last_day,
         public.staff_outlet_id() as outlet_id
), totals as (
  select date_trunc('day', o.created_at at time zone 'Africa/Kampala') as local_day,
         count(*) as orders,
         sum(o.total_amount) as revenue
    from public.orders o, period
   where o.outlet_id = period.outlet_id
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
revoke all on table public.outlet_daily_revenue from anon, authenticated, service_role;
grant all on table public.outlet_daily_revenue to service_role;
grant select on table public.outlet_daily_revenue to authenticated;

-- The admin's check of every report.
create function private.require_admin_for_reports() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins see reports' using errcode = '42501';
  end if;
end
$$;
revoke all on function private.require_admin_for_reports() from public;

-- The period's bounds as instants, after checking it: KM721 when a date is missing or the start is after
-- the end, KM722 when it is longer than a year.
create function private.report_period(start_date date, end_date date, out starts_at timestamptz, out ends_at timestamptz)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_admin_for_reports();
  if start_date is null or end_date is null or start_date > end_date then
    raise exception 'A report''s period runs from a start date to an end date on or after it' using errcode = 'KM721',
      detail = jsonb_build_object('start_date', start_date, 'end_date', end_date)::text;
  end if;
  if end_date - start_date + 1 > 366 then
    raise exception 'A report covers at most 366 days' using errcode = 'KM722',
      detail = jsonb_build_object('max_days', 366)::text;
  end if;
  starts_at := start_date::timestamp at time zone 'Africa/Kampala';
  ends_at := (end_date + 1)::timestamp at time zone 'Africa/Kampala';
end
$$;
revoke all on function private.report_period(start_date date, end_date date, out starts_at timestamp with time zone, out ends_at timestamp with time zone) from public;

-- Orders (not cancelled), revenue and average order value per payment method.
create function public.sales_by_payment_method(start_date date, end_date date)
returns table (payment_method public.payment_method, orders integer, revenue numeric, average_order_value numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  period record;
begin
  select * into period from private.report_period(start_date, end_date);
  return query
  select o.payment_method,
         count(*)::integer,
         sum(o.total_amount)::numeric(14, 2),
         round(avg(o.total_amount))::numeric(14, 2)
    from public.orders o
   where o.status <> 'cancelled'
     and o.created_at >= period.starts_at
     and o.created_at < period.ends_at
   group by o.payment_method
   order by 3 desc, 1;
end
$$;
comment on function public.sales_by_payment_method(start_date date, end_date date) is 'Admins: orders (not cancelled), revenue and average order value per payment method from start_date to end_date (Kampala days).';
revoke all on function public.sales_by_payment_method(date, date) from public, anon, authenticated, service_role;
grant execute on function public.sales_by_payment_method(start_date date, end_date date) to authenticated, service_role;

-- Orders (not cancelled), revenue and average order value per fulfilling outlet; orders whose outlet was
-- deleted count under no outlet (outlet_id null).
create function public.sales_by_outlet(start_date date, end_date date)
returns table (outlet_id uuid, outlet_name text, orders integer, revenue numeric, average_order_value numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  period record;
begin
  select * into period from private.report_period(start_date, end_date);
  return query
  select ol.id,
         ol.name,
         s.orders,
         s.revenue,
         s.average_order_value
    from (select o.outlet_id,
                 count(*)::integer as orders,
                 sum(o.total_amount)::numeric(14, 2) as revenue,
                 round(avg(o.total_amount))::numeric(14, 2) as average_order_value
            from public.orders o
           where o.status <> 'cancelled'
             and o.created_at >= period.starts_at
             and o.created_at < period.ends_at
           group by o.outlet_id) s
    left join public.outlets ol on ol.id = s.outlet_id
   order by s.revenue desc, ol.name nulls last;
end
$$;
comment on function public.sales_by_outlet(start_date date, end_date date) is 'Admins: orders (not cancelled), revenue and average order value per outlet from start_date to end_date (Kampala days).';
revoke all on function public.sales_by_outlet(date, date) from public, anon, authenticated, service_role;
grant execute on function public.sales_by_outlet(start_date date, end_date date) to authenticated, service_role;

-- Each outlet's shelf now: how many products it carries, units in stock, their value at the outlet's
-- prices, and how many products are low (at or below their minimum, as the outlet's product cards show
-- red) or out of stock. Every outlet is listed, closed ones and those carrying nothing included.
create function public.inventory_by_outlet()
returns table (
  outlet_id uuid, outlet_name text, is_active boolean, products integer, units integer, stock_value numeric,
  low_stock integer, out_of_stock integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin_for_reports();
  return query
  select ol.id,
         ol.name,
         ol.is_active,
         count(op.id)::integer,
         coalesce(sum(op.stock), 0)::integer,
         coalesce(sum(op.stock * op.outlet_price), 0)::numeric(14, 2),
         count(op.id) filter (where op.stock <= op.min_stock)::integer,
         count(op.id) filter (where op.stock = 0)::integer
    from public.outlets ol
    left join public.outlet_products op on op.outlet_id = ol.id
   group by ol.id, ol.name, ol.is_active
   order by ol.name;
end
$$;
comment on function public.inventory_by_outlet() is 'Admins: per outlet, products carried, units in stock, stock value at outlet prices, products at or below their minimum and out of stock.';
revoke all on function public.inventory_by_outlet() from public, anon, authenticated, service_role;
grant execute on function public.inventory_by_outlet() to authenticated, service_role;

-- The products at or below their minimum at each outlet, emptiest first.
create function public.low_stock_by_outlet()
returns table (
  outlet_id uuid, outlet_name text, product_id uuid, product_name text, stock integer, min_stock integer,
  max_stock integer, is_available boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin_for_reports();
  return query
  select ol.id, ol.name, p.id, p.name, op.stock, op.min_stock, op.max_stock, op.is_available
    from public.outlet_products op
    join public.outlets ol on ol.id = op.outlet_id
    join public.products p on p.id = op.product_id
   where op.stock <= op.min_stock
   order by ol.name, op.stock, p.name;
end
$$;
comment on function public.low_stock_by_outlet() is 'Admins: every outlet product whose stock is at or below its minimum, by outlet, emptiest first.';
revoke all on function public.low_stock_by_outlet() from public, anon, authenticated, service_role;
grant execute on function public.low_stock_by_outlet() to authenticated, service_role;

create table private.category_sales_days (
    day date not null,
    computed_at timestamp with time zone default now() not null,
    constraint category_sales_days_pkey primary key (day)
);
alter table private.category_sales_days enable row level security;
comment on table private.category_sales_days is 'Finished Kampala days whose category figures are in category_sales_by_day (a day without sales has no rows there).';

create table private.category_sales_by_day (
    day date not null,
    category_id uuid,
    units integer not null,
    revenue numeric(14,2) not null,
    constraint category_sales_by_day_one_row unique nulls not distinct (day, category_id),
    constraint category_sales_by_day_day_fkey foreign key (day) references private.category_sales_days(day) on delete cascade
);
alter table private.category_sales_by_day enable row level security;
comment on table private.category_sales_by_day is 'Units and line revenue of orders not cancelled per finished Kampala day and category (null: none). Kept by sales_by_category.';

-- Forgets the kept figures of these days.
create function private.forget_category_sales(days date[]) returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.category_sales_days d where d.day = any(days)
$$;
revoke all on function private.forget_category_sales(days date[]) from public;

create function private.forget_category_sales_of_order() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.forget_category_sales(array[(old.created_at at time zone 'Africa/Kampala')::date]);
  elsif (old.status = 'cancelled') is distinct from (new.status = 'cancelled') or old.created_at <> new.created_at then
    perform private.forget_category_sales(array[(old.created_at at time zone 'Africa/Kampala')::date,
                                                (new.created_at at time zone 'Africa/Kampala')::date]);
  end if;
  return null;
end
$$;
revoke all on function private.forget_category_sales_of_order() from public;

create trigger orders_forget_category_sales after delete or update of status, created_at on public.orders for each row execute function private.forget_category_sales_of_order();

-- Lines written or removed: the days of their orders (a line is written with its order, at its time).
create function private.forget_category_sales_of_lines() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.forget_category_sales(array(
      select distinct (o.created_at at time zone 'Africa/Kampala')::date
        from new_lines l join public.orders o on o.id = l.order_id
       where (o.created_at at time zone 'Africa/Kampala')::date < (clock_timestamp() at time zone 'Africa/Kampala')::date));
  else
    perform private.forget_category_sales(array(
      select distinct (l.created_at at time zone 'Africa/Kampala')::date from old_lines l
       where (l.created_at at time zone 'Africa/Kampala')::date < (clock_timestamp() at time zone 'Africa/Kampala')::date));
  end if;
  return null;
end
$$;
revoke all on function private.forget_category_sales_of_lines() from public;

create trigger order_items_forget_category_sales_delete after delete on public.order_items referencing old table as old_lines for each statement execute function private.forget_category_sales_of_lines();

create trigger order_items_forget_category_sales_insert after insert on public.order_items referencing new table as new_lines for each statement execute function private.forget_category_sales_of_lines();

-- A product moved to another category: the days it sold on (the report files sales under the category now).
create function private.forget_category_sales_of_product() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.forget_category_sales(array(
    select distinct (o.created_at at time zone 'Africa/Kampala')::date
      from public.order_items oi join public.orders o on o.id = oi.order_id
     where oi.product_id = new.id));
  return null;
end
$$;
revoke all on function private.forget_category_sales_of_product() from public;

create trigger products_forget_category_sales after update of category_id on public.products for each row when ((old.category_id is distinct from new.category_id)) execute function private.forget_category_sales_of_product();

-- The report: what each category's products sold, units and revenue of the lines of orders not cancelled,
-- at the prices paid (before the order's coupon discount and delivery fee), under the product's category
-- now; a line whose product has no category, or was deleted, counts under no category (category_id null).
-- From the kept days, the days of the period not kept yet (computed and kept now, if finished), and today
-- from the orders. Volatile: it writes what it computes.
create function public.sales_by_category(start_date date, end_date date)
returns table (category_id uuid, category_name text, units integer, revenue numeric)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  period record;
  -- Days before this one are finished (by an hour at least) and kept.
  live_from date := ((now() - interval '1 hour') at time zone 'Africa/Kampala')::date;
  claimed date[];
begin
  select * into period from private.report_period(start_date, end_date);

  -- The finished days of the period nobody has computed: claimed here (another caller computing the same
  -- day waits for this one, then finds it kept), computed from the orders in one pass.
  with days as (
    insert into private.category_sales_days (day)
    select d::date from generate_series(start_date, least(end_date, live_from - 1), interval '1 day') d
    on conflict (day) do nothing
    returning day
  )
  select array_agg(days.day) into claimed from days;
  if claimed is not null then
    insert into private.category_sales_by_day (day, category_id, units, revenue)
    select g.day, g.category_id, g.units, g.revenue
      from (select (o.created_at at time zone 'Africa/Kampala')::date as day, p.category_id,
                   sum(oi.quantity) as units, sum(oi.line_total) as revenue
              from public.orders o
              join public.order_items oi on oi.order_id = o.id
              left join public.products p on p.id = oi.product_id
             where o.status <> 'cancelled'
               and o.created_at >= ((select min(c) from unnest(claimed) c)::timestamp at time zone 'Africa/Kampala')
               and o.created_at < (((select max(c) from unnest(claimed) c) + 1)::timestamp at time zone 'Africa/Kampala')
             group by 1, 2) g
     where g.day = any(claimed);
  end if;

  return query
  select c.id,
         c.name,
         sum(s.units)::integer,
         sum(s.revenue)::numeric(14, 2)
    from (select k.category_id, k.units, k.revenue
            from private.category_sales_by_day k
           where k.day between start_date and least(end_date, live_from - 1)
          union all
          -- The live days: from the orders.
          select p.category_id, oi.quantity, oi.line_total
            from public.orders o
            join public.order_items oi on oi.order_id = o.id
            left join public.products p on p.id = oi.product_id
           where end_date >= live_from
             and o.status <> 'cancelled'
             and o.created_at >= greatest(period.starts_at, live_from::timestamp at time zone 'Africa/Kampala')
             and o.created_at < period.ends_at) s
    left join public.product_categories c on c.id = s.category_id
   group by c.id, c.name
  having sum(s.units) > 0
   order by 4 desc, 2 nulls last;
end
$$;
comment on function public.sales_by_category(start_date date, end_date date) is 'Admins: per category (as products are filed now), units sold and line revenue of orders not cancelled from start_date to end_date (Kampala days).';
revoke all on function public.sales_by_category(date, date) from public, anon, authenticated, service_role;
grant execute on function public.sales_by_category(start_date date, end_date date) to authenticated, service_role;

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

-- Every product's sales counted again from the lines (for data loaded with triggers off).
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

create trigger order_items_keep_product_sales after insert or delete or update on public.order_items for each row execute function private.keep_product_sales_of_lines();

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

create trigger orders_keep_product_sales after update of status on public.orders for each row execute function private.keep_product_sales_of_orders();

create trigger orders_keep_product_sales_before_delete before delete on public.orders for each row execute function private.keep_product_sales_of_orders();

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

create trigger orders_keep_totals after insert or delete or update of status, total_amount, created_at, outlet_id on public.orders for each row execute function private.keep_order_day_totals();

-- The admin's outlets screen: each outlet's orders that were not cancelled and their revenue, all time
-- (from the same totals) and over the last 30 days, with the growth of the last 30 days' revenue over
-- the 30 before (null when nothing was sold then; those 60 days from the orders, by the outlet and
-- created_at index). Admins only: outlet staff have their own day's figures (outlet_today_stats).
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
comment on function public.admin_outlet_sales() is 'Admins only: each outlet''s orders (not cancelled) and revenue, all time and last 30 days, and the revenue growth in percent over the 30 days before (null when none).';
revoke all on function public.admin_outlet_sales() from public, anon, authenticated, service_role;
grant execute on function public.admin_outlet_sales() to authenticated, service_role;
