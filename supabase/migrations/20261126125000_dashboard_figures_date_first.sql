-- The dashboards' figures on a year of trading (issues 11 and 12, "Scale and speed"): the same views with
-- the same columns, rows and RLS (all still security_invoker), asked so that PostgreSQL reads only the
-- orders a figure needs.
--   * Days first: the outlet's revenue trend took every order of the reader and compared it with every day
--     of the series (a nested loop of days × orders); it now reads the period's orders through the
--     created_at index once and adds them up per Kampala day. (The admin's trend, daily_revenue, and
--     all-time cards, dashboard_summary, are read from kept totals: 20261126125200, which also asks
--     everyone else's this way.)
--   * Today's figures read today's orders by a range on created_at (the index), and what is waiting by a
--     partial index of the open statuses, instead of every order of the outlet.
-- Under RLS a filter whose operator is not leakproof (enum equality, ILIKE) is never an index condition,
-- but a partial index whose predicate that filter implies is still used: hence the partial indexes below.

-- Orders still in the outlet's or the rider's hands: a few hundred of a year's orders at any time.
create index orders_open_idx on public.orders (outlet_id, created_at desc)
  where status in ('pending', 'processing', 'assigned', 'picked_up');
create index orders_cancelled_idx on public.orders (created_at desc) where status = 'cancelled';
create index orders_outlet_delivered_idx on public.orders (outlet_id, delivered_at) where delivered_at is not null;
create index orders_outlet_cancelled_idx on public.orders (outlet_id, cancelled_at) where cancelled_at is not null;

create or replace view public.outlet_daily_revenue with (security_invoker = true) as
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

create or replace view public.outlet_today_stats with (security_invoker = true) as
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
