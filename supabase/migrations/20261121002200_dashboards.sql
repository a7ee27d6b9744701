-- Figures for the admin, outlet and rider dashboards, computed from the real rows. Every view is
-- security_invoker: it sees only the rows its reader's RLS lets them see (an admin everything, outlet
-- staff their outlet, a rider their own earnings). Days, weeks and months are Kampala's.
-- "Revenue" counts every order that was not cancelled.

-- Revenue per day for the last 90 days, days without orders included (the "Revenue Trend" bars).
create view public.daily_revenue with (security_invoker = true) as
select (d.day_start at time zone 'Africa/Kampala')::date as day,
       count(o.id)::integer as orders,
       coalesce(sum(o.total_amount), 0)::numeric(14, 2) as revenue
  from generate_series(private.local_period_start('day', 89), private.local_period_start('day'), interval '1 day') as d(day_start)
  left join public.orders o
    on o.created_at >= d.day_start and o.created_at < d.day_start + interval '1 day' and o.status <> 'cancelled'
 group by d.day_start
 order by d.day_start;

-- Best sellers by units sold (the dashboard shows the first 5).
create view public.top_products with (security_invoker = true) as
select oi.product_id,
       coalesce(p.name, max(oi.product_name)) as name,
       p.image_urls,
       sum(oi.quantity)::integer as units_sold,
       sum(oi.line_total)::numeric(14, 2) as revenue,
       count(distinct oi.order_id)::integer as orders
  from public.order_items oi
  join public.orders o on o.id = oi.order_id and o.status <> 'cancelled'
  left join public.products p on p.id = oi.product_id
 group by oi.product_id, p.name, p.image_urls
 order by units_sold desc, revenue desc;

-- The admin dashboard's cards and alerts in one row.
create view public.dashboard_summary with (security_invoker = true) as
select (select coalesce(sum(o.total_amount), 0) from public.orders o where o.status <> 'cancelled')::numeric(14, 2) as total_revenue,
       (select count(*) from public.orders o where o.status <> 'cancelled')::integer as total_orders,
       (select count(*) from public.users u where not u.is_admin)::integer as total_customers,
       (select coalesce(round(avg(o.total_amount)), 0) from public.orders o where o.status <> 'cancelled')::numeric(14, 2) as average_order_value,
       (select count(*) from public.orders o where o.status = 'pending')::integer as pending_orders,
       (select count(*) from public.orders o where o.status = 'processing')::integer as processing_orders,
       (select count(*) from public.orders o
         where o.created_at >= private.local_period_start('day') and o.status <> 'cancelled')::integer as orders_today,
       (select coalesce(sum(o.total_amount), 0) from public.orders o
         where o.created_at >= private.local_period_start('day') and o.status <> 'cancelled')::numeric(14, 2) as revenue_today,
       (select count(*) from public.products p, public.settings s where p.stock <= s.low_stock_threshold)::integer as low_stock_products;

-- Products at or below the low-stock threshold, fewest first.
create view public.low_stock_products with (security_invoker = true) as
select p.id, p.name, p.stock, p.image_urls, s.low_stock_threshold
  from public.products p, public.settings s
 where p.stock <= s.low_stock_threshold
 order by p.stock, p.name;

-- Today's figures per outlet (the outlet dashboard): staff see their own outlet, admins every outlet.
-- Pending counts orders waiting on the outlet, whatever day they came in.
create view public.outlet_today_stats with (security_invoker = true) as
select ol.id as outlet_id,
       ol.name as outlet_name,
       count(o.id) filter (where o.created_at >= t.start)::integer as orders_today,
       coalesce(sum(o.total_amount) filter (where o.created_at >= t.start and o.status <> 'cancelled'), 0)::numeric(14, 2) as revenue_today,
       coalesce(round(avg(o.total_amount) filter (where o.created_at >= t.start and o.status <> 'cancelled')), 0)::numeric(14, 2) as average_order_value,
       count(o.id) filter (where o.status in ('pending', 'processing'))::integer as pending_orders,
       count(o.id) filter (where o.status = 'delivered' and o.delivered_at >= t.start)::integer as delivered_today,
       count(o.id) filter (where o.status = 'cancelled' and o.cancelled_at >= t.start)::integer as cancelled_today
  from public.outlets ol
  cross join (select private.local_period_start('day') as start) t
  left join public.orders o on o.outlet_id = ol.id
 where ol.id = (select public.staff_outlet_id()) or (select public.is_admin())
 group by ol.id, ol.name;

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

revoke all on public.daily_revenue, public.top_products, public.dashboard_summary, public.low_stock_products,
  public.outlet_today_stats, public.outlet_product_performance, public.rider_earnings_summary
  from anon, authenticated;
grant select on public.daily_revenue, public.top_products, public.dashboard_summary, public.low_stock_products,
  public.outlet_today_stats, public.outlet_product_performance, public.rider_earnings_summary
  to authenticated;
