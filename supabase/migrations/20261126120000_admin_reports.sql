-- The admin's reports (issue 11: /admin/reports/sales and /admin/reports/inventory). Sales over a chosen
-- period of Kampala days, broken down by category, payment method and outlet (the trend per day, week or
-- month is sales_by_period, 20261124165100); stock value and low stock by outlet. Every figure is read
-- from the rows: "sales" are orders that were not cancelled, as on the dashboard.
--
-- Admins only: security definer (the sums run over every order, without evaluating each row's RLS) with
-- the caller checked first (42501). A period is start_date to end_date inclusive, at most 366 days.

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

-- What each category's products sold (sales_by_category) is read from figures kept per day: 20261126120100.

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
comment on function public.sales_by_payment_method(date, date) is
  'Admins: orders (not cancelled), revenue and average order value per payment method from start_date to end_date (Kampala days).';

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
comment on function public.sales_by_outlet(date, date) is
  'Admins: orders (not cancelled), revenue and average order value per outlet from start_date to end_date (Kampala days).';

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
comment on function public.inventory_by_outlet() is
  'Admins: per outlet, products carried, units in stock, stock value at outlet prices, products at or below their minimum and out of stock.';

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
comment on function public.low_stock_by_outlet() is
  'Admins: every outlet product whose stock is at or below its minimum, by outlet, emptiest first.';

revoke all on function private.report_period(date, date), private.require_admin_for_reports() from public;
revoke all on function public.sales_by_payment_method(date, date), public.sales_by_outlet(date, date),
  public.inventory_by_outlet(), public.low_stock_by_outlet()
  from public, anon;
grant execute on function public.sales_by_payment_method(date, date), public.sales_by_outlet(date, date),
  public.inventory_by_outlet(), public.low_stock_by_outlet()
  to authenticated;
