-- Figures for the admin, outlet and rider dashboards and the admin's reports, computed from the real
-- rows (kept totals per day and product where a scan would be slow). Every view is security_invoker: it
-- sees only the rows its reader's RLS lets them see. Days, weeks and months are Kampala's. "Revenue"
-- counts every order that was not cancelled.

-- Products at or below the low-stock threshold, fewest first.
CREATE VIEW public.low_stock_products WITH (security_invoker='true') AS
 SELECT p.id,
    p.name,
    p.stock,
    p.image_urls,
    s.low_stock_threshold
   FROM public.products p,
    public.settings s
  WHERE (p.stock <= s.low_stock_threshold)
  ORDER BY p.stock, p.name;
REVOKE ALL ON TABLE public.low_stock_products FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.low_stock_products TO service_role;
GRANT SELECT ON TABLE public.low_stock_products TO authenticated;

CREATE VIEW public.outlet_today_stats WITH (security_invoker='true') AS
 WITH today AS (
         SELECT private.local_period_start('day'::text) AS start
        )
 SELECT ol.id AS outlet_id,
    ol.name AS outlet_name,
    (placed.orders)::integer AS orders_today,
    (COALESCE(placed.revenue, (0)::numeric))::numeric(14,2) AS revenue_today,
    (COALESCE(round(placed.average), (0)::numeric))::numeric(14,2) AS average_order_value,
    (waiting.orders)::integer AS pending_orders,
    (delivered.orders)::integer AS delivered_today,
    (cancelled.orders)::integer AS cancelled_today
   FROM (((((public.outlets ol
     CROSS JOIN today)
     CROSS JOIN LATERAL ( SELECT count(*) AS orders,
            sum(o.total_amount) FILTER (WHERE (o.status <> 'cancelled'::public.order_status)) AS revenue,
            avg(o.total_amount) FILTER (WHERE (o.status <> 'cancelled'::public.order_status)) AS average
           FROM public.orders o
          WHERE ((o.outlet_id = ol.id) AND (o.created_at >= today.start))) placed)
     CROSS JOIN LATERAL ( SELECT count(*) AS orders
           FROM public.orders o
          WHERE ((o.outlet_id = ol.id) AND (o.status = ANY (ARRAY['pending'::public.order_status, 'processing'::public.order_status])))) waiting)
     CROSS JOIN LATERAL ( SELECT count(*) AS orders
           FROM public.orders o
          WHERE ((o.outlet_id = ol.id) AND (o.delivered_at >= today.start) AND (o.status = 'delivered'::public.order_status))) delivered)
     CROSS JOIN LATERAL ( SELECT count(*) AS orders
           FROM public.orders o
          WHERE ((o.outlet_id = ol.id) AND (o.cancelled_at >= today.start) AND (o.status = 'cancelled'::public.order_status))) cancelled)
  WHERE ((ol.id = ( SELECT public.staff_outlet_id() AS staff_outlet_id)) OR ( SELECT public.is_admin() AS is_admin));
REVOKE ALL ON TABLE public.outlet_today_stats FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.outlet_today_stats TO service_role;
GRANT SELECT ON TABLE public.outlet_today_stats TO authenticated;

-- Each outlet product's sales over the last 30 days against the 30 before (growth in percent; null
-- when nothing sold before).
CREATE VIEW public.outlet_product_performance WITH (security_invoker='true') AS
 SELECT op.id AS outlet_product_id,
    op.outlet_id,
    op.product_id,
    (COALESCE(sum(oi.quantity) FILTER (WHERE (o.created_at >= (now() - '30 days'::interval))), (0)::bigint))::integer AS sales_count,
    (COALESCE(sum(oi.line_total) FILTER (WHERE (o.created_at >= (now() - '30 days'::interval))), (0)::numeric))::numeric(14,2) AS revenue,
        CASE
            WHEN (COALESCE(sum(oi.line_total) FILTER (WHERE (o.created_at < (now() - '30 days'::interval))), (0)::numeric) = (0)::numeric) THEN NULL::numeric
            ELSE round((((COALESCE(sum(oi.line_total) FILTER (WHERE (o.created_at >= (now() - '30 days'::interval))), (0)::numeric) / sum(oi.line_total) FILTER (WHERE (o.created_at < (now() - '30 days'::interval)))) - (1)::numeric) * (100)::numeric), 1)
        END AS growth_rate
   FROM ((public.outlet_products op
     LEFT JOIN public.orders o ON (((o.outlet_id = op.outlet_id) AND (o.status <> 'cancelled'::public.order_status) AND (o.created_at >= (now() - '60 days'::interval)))))
     LEFT JOIN public.order_items oi ON (((oi.order_id = o.id) AND (oi.product_id = op.product_id))))
  GROUP BY op.id, op.outlet_id, op.product_id;
REVOKE ALL ON TABLE public.outlet_product_performance FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.outlet_product_performance TO service_role;
GRANT SELECT ON TABLE public.outlet_product_performance TO authenticated;

-- A rider's earnings for today, this week (from Monday) and this month, with the previous period of each
-- so that "from last week" is a real comparison. A rider sees their own row, admins every rider's.
CREATE VIEW public.rider_earnings_summary WITH (security_invoker='true') AS
 SELECT r.id AS rider_id,
    (COALESCE(sum(e.amount) FILTER (WHERE (e.date >= private.local_period_start('day'::text))), (0)::numeric))::numeric(14,2) AS today,
    (COALESCE(sum(e.amount) FILTER (WHERE ((e.date >= private.local_period_start('day'::text, 1)) AND (e.date < private.local_period_start('day'::text)))), (0)::numeric))::numeric(14,2) AS yesterday,
    (COALESCE(sum(e.amount) FILTER (WHERE (e.date >= private.local_period_start('week'::text))), (0)::numeric))::numeric(14,2) AS week,
    (COALESCE(sum(e.amount) FILTER (WHERE ((e.date >= private.local_period_start('week'::text, 1)) AND (e.date < private.local_period_start('week'::text)))), (0)::numeric))::numeric(14,2) AS last_week,
    (COALESCE(sum(e.amount) FILTER (WHERE (e.date >= private.local_period_start('month'::text))), (0)::numeric))::numeric(14,2) AS month,
    (COALESCE(sum(e.amount) FILTER (WHERE ((e.date >= private.local_period_start('month'::text, 1)) AND (e.date < private.local_period_start('month'::text)))), (0)::numeric))::numeric(14,2) AS last_month,
    (count(e.id) FILTER (WHERE ((e.type = 'delivery'::public.earning_type) AND (e.date >= private.local_period_start('day'::text)))))::integer AS deliveries_today
   FROM (public.delivery_riders r
     LEFT JOIN public.rider_earnings e ON ((e.rider_id = r.id)))
  WHERE ((r.id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin))
  GROUP BY r.id;
REVOKE ALL ON TABLE public.rider_earnings_summary FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.rider_earnings_summary TO service_role;
GRANT SELECT ON TABLE public.rider_earnings_summary TO authenticated;

-- Sales per day, week or month of a period, in Kampala's calendar: the figures a sales report is made of
-- (orders that were not cancelled, their revenue and average). security_invoker: the caller's RLS decides
-- which orders count (an admin every outlet, outlet staff their own). An unknown period gives no rows.
CREATE FUNCTION public.sales_by_period(start_date date, end_date date, period text DEFAULT 'day'::text) RETURNS TABLE(period_start date, orders integer, revenue numeric, average_order_value numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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
COMMENT ON FUNCTION public.sales_by_period(start_date date, end_date date, period text) IS 'Orders (not cancelled), revenue and average order value per day, week or month from start_date to end_date (Kampala days), as the caller may see them.';
REVOKE ALL ON FUNCTION public.sales_by_period(date, date, text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.sales_by_period(start_date date, end_date date, period text) TO authenticated, service_role;

-- Today's (Kampala) orders of the reader's outlet, one row per status of the vocabulary, zeros included.
CREATE VIEW public.outlet_status_counts WITH (security_invoker='true') AS
 SELECT s.status,
    (count(o.id))::integer AS orders
   FROM (unnest(enum_range(NULL::public.order_status)) WITH ORDINALITY s(status, "position")
     LEFT JOIN public.orders o ON (((o.status = s.status) AND (o.outlet_id = ( SELECT public.staff_outlet_id() AS staff_outlet_id)) AND (o.created_at >= private.local_period_start('day'::text)))))
  GROUP BY s.status, s."position"
  ORDER BY s."position";
REVOKE ALL ON TABLE public.outlet_status_counts FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.outlet_status_counts TO service_role;
GRANT SELECT ON TABLE public.outlet_status_counts TO authenticated;

CREATE VIEW public.outlet_daily_revenue WITH (security_invoker='true') AS
 WITH period AS (
         SELECT private.local_period_start('day'::text, 29) AS first_day,
            private.local_period_start('day'::text) AS last_day,
            public.staff_outlet_id() AS outlet_id
        ), totals AS (
         SELECT date_trunc('day'::text, (o.created_at AT TIME ZONE 'Africa/Kampala'::text)) AS local_day,
            count(*) AS orders,
            sum(o.total_amount) AS revenue
           FROM public.orders o,
            period period_1
          WHERE ((o.outlet_id = period_1.outlet_id) AND (o.created_at >= period_1.first_day) AND (o.created_at < (period_1.last_day + '1 day'::interval)) AND (o.status <> 'cancelled'::public.order_status))
          GROUP BY (date_trunc('day'::text, (o.created_at AT TIME ZONE 'Africa/Kampala'::text)))
        )
 SELECT ((d.day_start AT TIME ZONE 'Africa/Kampala'::text))::date AS day,
    (COALESCE(t.orders, (0)::bigint))::integer AS orders,
    (COALESCE(t.revenue, (0)::numeric))::numeric(14,2) AS revenue
   FROM ((period
     CROSS JOIN LATERAL generate_series(period.first_day, period.last_day, '1 day'::interval) d(day_start))
     LEFT JOIN totals t ON ((t.local_day = (d.day_start AT TIME ZONE 'Africa/Kampala'::text))))
  ORDER BY d.day_start;
REVOKE ALL ON TABLE public.outlet_daily_revenue FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.outlet_daily_revenue TO service_role;
GRANT SELECT ON TABLE public.outlet_daily_revenue TO authenticated;

-- The admin's check of every report.
CREATE FUNCTION private.require_admin_for_reports() RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins see reports' using errcode = '42501';
  end if;
end
$$;
REVOKE ALL ON FUNCTION private.require_admin_for_reports() FROM PUBLIC;

-- The period's bounds as instants, after checking it: KM721 when a date is missing or the start is after
-- the end, KM722 when it is longer than a year.
CREATE FUNCTION private.report_period(start_date date, end_date date, OUT starts_at timestamp with time zone, OUT ends_at timestamp with time zone) RETURNS record
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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
REVOKE ALL ON FUNCTION private.report_period(start_date date, end_date date, OUT starts_at timestamp with time zone, OUT ends_at timestamp with time zone) FROM PUBLIC;

-- Orders (not cancelled), revenue and average order value per payment method.
CREATE FUNCTION public.sales_by_payment_method(start_date date, end_date date) RETURNS TABLE(payment_method public.payment_method, orders integer, revenue numeric, average_order_value numeric)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
COMMENT ON FUNCTION public.sales_by_payment_method(start_date date, end_date date) IS 'Admins: orders (not cancelled), revenue and average order value per payment method from start_date to end_date (Kampala days).';
REVOKE ALL ON FUNCTION public.sales_by_payment_method(date, date) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.sales_by_payment_method(start_date date, end_date date) TO authenticated, service_role;

-- Orders (not cancelled), revenue and average order value per fulfilling outlet; orders whose outlet was
-- deleted count under no outlet (outlet_id null).
CREATE FUNCTION public.sales_by_outlet(start_date date, end_date date) RETURNS TABLE(outlet_id uuid, outlet_name text, orders integer, revenue numeric, average_order_value numeric)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
COMMENT ON FUNCTION public.sales_by_outlet(start_date date, end_date date) IS 'Admins: orders (not cancelled), revenue and average order value per outlet from start_date to end_date (Kampala days).';
REVOKE ALL ON FUNCTION public.sales_by_outlet(date, date) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.sales_by_outlet(start_date date, end_date date) TO authenticated, service_role;

-- Each outlet's shelf now: how many products it carries, units in stock, their value at the outlet's
-- prices, and how many products are low (at or below their minimum, as the outlet's product cards show
-- red) or out of stock. Every outlet is listed, closed ones and those carrying nothing included.
CREATE FUNCTION public.inventory_by_outlet() RETURNS TABLE(outlet_id uuid, outlet_name text, is_active boolean, products integer, units integer, stock_value numeric, low_stock integer, out_of_stock integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
COMMENT ON FUNCTION public.inventory_by_outlet() IS 'Admins: per outlet, products carried, units in stock, stock value at outlet prices, products at or below their minimum and out of stock.';
REVOKE ALL ON FUNCTION public.inventory_by_outlet() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.inventory_by_outlet() TO authenticated, service_role;

-- The products at or below their minimum at each outlet, emptiest first.
CREATE FUNCTION public.low_stock_by_outlet() RETURNS TABLE(outlet_id uuid, outlet_name text, product_id uuid, product_name text, stock integer, min_stock integer, max_stock integer, is_available boolean)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
COMMENT ON FUNCTION public.low_stock_by_outlet() IS 'Admins: every outlet product whose stock is at or below its minimum, by outlet, emptiest first.';
REVOKE ALL ON FUNCTION public.low_stock_by_outlet() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.low_stock_by_outlet() TO authenticated, service_role;

CREATE TABLE private.category_sales_days (
    day date NOT NULL,
    computed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT category_sales_days_pkey PRIMARY KEY (day)
);
ALTER TABLE private.category_sales_days ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE private.category_sales_days IS 'Finished Kampala days whose category figures are in category_sales_by_day (a day without sales has no rows there).';

CREATE TABLE private.category_sales_by_day (
    day date NOT NULL,
    category_id uuid,
    units integer NOT NULL,
    revenue numeric(14,2) NOT NULL,
    CONSTRAINT category_sales_by_day_one_row UNIQUE NULLS NOT DISTINCT (day, category_id),
    CONSTRAINT category_sales_by_day_day_fkey FOREIGN KEY (day) REFERENCES private.category_sales_days(day) ON DELETE CASCADE
);
ALTER TABLE private.category_sales_by_day ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE private.category_sales_by_day IS 'Units and line revenue of orders not cancelled per finished Kampala day and category (null: none). Kept by sales_by_category.';

-- Forgets the kept figures of these days.
CREATE FUNCTION private.forget_category_sales(days date[]) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from private.category_sales_days d where d.day = any(days)
$$;
REVOKE ALL ON FUNCTION private.forget_category_sales(days date[]) FROM PUBLIC;

CREATE FUNCTION private.forget_category_sales_of_order() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
REVOKE ALL ON FUNCTION private.forget_category_sales_of_order() FROM PUBLIC;

CREATE TRIGGER orders_forget_category_sales AFTER DELETE OR UPDATE OF status, created_at ON public.orders FOR EACH ROW EXECUTE FUNCTION private.forget_category_sales_of_order();

-- Lines written or removed: the days of their orders (a line is written with its order, at its time).
CREATE FUNCTION private.forget_category_sales_of_lines() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
REVOKE ALL ON FUNCTION private.forget_category_sales_of_lines() FROM PUBLIC;

CREATE TRIGGER order_items_forget_category_sales_delete AFTER DELETE ON public.order_items REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION private.forget_category_sales_of_lines();

CREATE TRIGGER order_items_forget_category_sales_insert AFTER INSERT ON public.order_items REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION private.forget_category_sales_of_lines();

-- A product moved to another category: the days it sold on (the report files sales under the category now).
CREATE FUNCTION private.forget_category_sales_of_product() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.forget_category_sales(array(
    select distinct (o.created_at at time zone 'Africa/Kampala')::date
      from public.order_items oi join public.orders o on o.id = oi.order_id
     where oi.product_id = new.id));
  return null;
end
$$;
REVOKE ALL ON FUNCTION private.forget_category_sales_of_product() FROM PUBLIC;

CREATE TRIGGER products_forget_category_sales AFTER UPDATE OF category_id ON public.products FOR EACH ROW WHEN ((old.category_id IS DISTINCT FROM new.category_id)) EXECUTE FUNCTION private.forget_category_sales_of_product();

-- The report: what each category's products sold, units and revenue of the lines of orders not cancelled,
-- at the prices paid (before the order's coupon discount and delivery fee), under the product's category
-- now; a line whose product has no category, or was deleted, counts under no category (category_id null).
-- From the kept days, the days of the period not kept yet (computed and kept now, if finished), and today
-- from the orders. Volatile: it writes what it computes.
CREATE FUNCTION public.sales_by_category(start_date date, end_date date) RETURNS TABLE(category_id uuid, category_name text, units integer, revenue numeric)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
COMMENT ON FUNCTION public.sales_by_category(start_date date, end_date date) IS 'Admins: per category (as products are filed now), units sold and line revenue of orders not cancelled from start_date to end_date (Kampala days).';
REVOKE ALL ON FUNCTION public.sales_by_category(date, date) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.sales_by_category(start_date date, end_date date) TO authenticated, service_role;

-- Units, revenue and order lines of each product over the orders that are not cancelled (one line per
-- product and order, so lines are orders). Written only by the triggers below.
CREATE TABLE private.product_sales (
    product_id uuid NOT NULL,
    units_sold bigint DEFAULT 0 NOT NULL,
    revenue numeric(16,2) DEFAULT 0 NOT NULL,
    orders bigint DEFAULT 0 NOT NULL,
    CONSTRAINT product_sales_orders_check CHECK ((orders >= 0)),
    CONSTRAINT product_sales_revenue_check CHECK ((revenue >= (0)::numeric)),
    CONSTRAINT product_sales_units_sold_check CHECK ((units_sold >= 0)),
    CONSTRAINT product_sales_pkey PRIMARY KEY (product_id),
    CONSTRAINT product_sales_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE CASCADE
);
ALTER TABLE private.product_sales ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE private.product_sales IS 'Each product''s units, revenue and orders over the orders that are not cancelled, kept by triggers (top_products).';
GRANT SELECT ON TABLE private.product_sales TO authenticated;

-- An admin's best sellers come from the kept sales (and the lines of no product, if any, counted live);
-- anyone else's are still counted from the lines their RLS lets them see. Each branch runs only for its
-- reader (the is_admin() test is a one-time filter).
CREATE VIEW public.top_products WITH (security_invoker='true') AS
 SELECT s.product_id,
    p.name,
    p.image_urls,
    (s.units_sold)::integer AS units_sold,
    (s.revenue)::numeric(14,2) AS revenue,
    (s.orders)::integer AS orders
   FROM (private.product_sales s
     JOIN public.products p ON ((p.id = s.product_id)))
  WHERE ((s.orders > 0) AND ( SELECT public.is_admin() AS is_admin))
UNION ALL
 SELECT oi.product_id,
    max(oi.product_name) AS name,
    NULL::text[] AS image_urls,
    (sum(oi.quantity))::integer AS units_sold,
    (sum(oi.line_total))::numeric(14,2) AS revenue,
    (count(DISTINCT oi.order_id))::integer AS orders
   FROM (public.order_items oi
     JOIN public.orders o ON (((o.id = oi.order_id) AND (o.status <> 'cancelled'::public.order_status))))
  WHERE ((oi.product_id IS NULL) AND ( SELECT public.is_admin() AS is_admin))
  GROUP BY oi.product_id
UNION ALL
 SELECT oi.product_id,
    COALESCE(p.name, max(oi.product_name)) AS name,
    p.image_urls,
    (sum(oi.quantity))::integer AS units_sold,
    (sum(oi.line_total))::numeric(14,2) AS revenue,
    (count(DISTINCT oi.order_id))::integer AS orders
   FROM ((public.order_items oi
     JOIN public.orders o ON (((o.id = oi.order_id) AND (o.status <> 'cancelled'::public.order_status))))
     LEFT JOIN public.products p ON ((p.id = oi.product_id)))
  WHERE (NOT ( SELECT public.is_admin() AS is_admin))
  GROUP BY oi.product_id, p.name, p.image_urls
  ORDER BY 4 DESC, 5 DESC;
REVOKE ALL ON TABLE public.top_products FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.top_products TO service_role;
GRANT SELECT ON TABLE public.top_products TO authenticated;

CREATE POLICY "Admins read the products' sales" ON private.product_sales FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

-- Adds (direction 1) or takes away (direction -1) an order's lines. The products' rows are locked first,
-- in id order, as place_order takes stock and before cancelling puts it back, so that two orders never
-- wait on each other's rows the other way round.
CREATE FUNCTION private.count_product_sales(order_id uuid, direction integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
CREATE FUNCTION private.recount_product_sales() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from private.product_sales;
  insert into private.product_sales (product_id, units_sold, revenue, orders)
  select oi.product_id, sum(oi.quantity), sum(oi.line_total), count(*)
    from public.order_items oi
    join public.orders o on o.id = oi.order_id and o.status <> 'cancelled'
   where oi.product_id is not null
   group by oi.product_id;
$$;

CREATE FUNCTION private.keep_product_sales_of_lines() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE TRIGGER order_items_keep_product_sales AFTER INSERT OR DELETE OR UPDATE ON public.order_items FOR EACH ROW EXECUTE FUNCTION private.keep_product_sales_of_lines();

CREATE FUNCTION private.keep_product_sales_of_orders() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE TRIGGER orders_keep_product_sales AFTER UPDATE OF status ON public.orders FOR EACH ROW EXECUTE FUNCTION private.keep_product_sales_of_orders();

CREATE TRIGGER orders_keep_product_sales_before_delete BEFORE DELETE ON public.orders FOR EACH ROW EXECUTE FUNCTION private.keep_product_sales_of_orders();

-- The admin's all-time cards (total revenue, orders, average order value) likewise: what the orders that
-- were not cancelled add up to, kept per Kampala day and outlet as orders are placed, moved, cancelled and
-- deleted, so an admin's dashboard no longer reads a year of orders each time it opens.
CREATE TABLE private.order_day_totals (
    day date NOT NULL,
    -- The nil uuid for orders of no outlet (an outlet deleted since).
    outlet_id uuid NOT NULL,
    orders bigint DEFAULT 0 NOT NULL,
    revenue numeric(16,2) DEFAULT 0 NOT NULL,
    CONSTRAINT order_day_totals_orders_check CHECK ((orders >= 0)),
    CONSTRAINT order_day_totals_revenue_check CHECK ((revenue >= (0)::numeric)),
    CONSTRAINT order_day_totals_pkey PRIMARY KEY (day, outlet_id)
);
ALTER TABLE private.order_day_totals ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE private.order_day_totals IS 'Orders and revenue of the orders that are not cancelled, per Kampala day and outlet, kept by a trigger (dashboard_summary).';
GRANT SELECT ON TABLE private.order_day_totals TO authenticated;

-- The admin's revenue trend from the same totals (anyone else's still from the orders they may see).
CREATE VIEW public.daily_revenue WITH (security_invoker='true') AS
 WITH period AS (
         SELECT private.local_period_start('day'::text, 89) AS first_day,
            private.local_period_start('day'::text) AS last_day
        ), totals AS (
         SELECT (t_1.day)::timestamp without time zone AS local_day,
            sum(t_1.orders) AS orders,
            sum(t_1.revenue) AS revenue
           FROM private.order_day_totals t_1,
            period period_1
          WHERE (( SELECT public.is_admin() AS is_admin) AND ((t_1.day >= ((period_1.first_day AT TIME ZONE 'Africa/Kampala'::text))::date) AND (t_1.day <= ((period_1.last_day AT TIME ZONE 'Africa/Kampala'::text))::date)))
          GROUP BY t_1.day
        UNION ALL
         SELECT date_trunc('day'::text, (o.created_at AT TIME ZONE 'Africa/Kampala'::text)) AS date_trunc,
            count(*) AS count,
            sum(o.total_amount) AS sum
           FROM public.orders o,
            period period_1
          WHERE ((NOT ( SELECT public.is_admin() AS is_admin)) AND (o.created_at >= period_1.first_day) AND (o.created_at < (period_1.last_day + '1 day'::interval)) AND (o.status <> 'cancelled'::public.order_status))
          GROUP BY (date_trunc('day'::text, (o.created_at AT TIME ZONE 'Africa/Kampala'::text)))
        )
 SELECT ((d.day_start AT TIME ZONE 'Africa/Kampala'::text))::date AS day,
    (COALESCE(t.orders, (0)::numeric))::integer AS orders,
    (COALESCE(t.revenue, (0)::numeric))::numeric(14,2) AS revenue
   FROM ((period
     CROSS JOIN LATERAL generate_series(period.first_day, period.last_day, '1 day'::interval) d(day_start))
     LEFT JOIN totals t ON ((t.local_day = (d.day_start AT TIME ZONE 'Africa/Kampala'::text))))
  ORDER BY d.day_start;
REVOKE ALL ON TABLE public.daily_revenue FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.daily_revenue TO service_role;
GRANT SELECT ON TABLE public.daily_revenue TO authenticated;

CREATE VIEW public.dashboard_summary WITH (security_invoker='true') AS
 WITH today AS (
         SELECT private.local_period_start('day'::text) AS start
        )
 SELECT (COALESCE(done.revenue, (0)::numeric))::numeric(14,2) AS total_revenue,
    (COALESCE(done.orders, (0)::numeric))::integer AS total_orders,
    (( SELECT count(*) AS count
           FROM public.users u
          WHERE (NOT u.is_admin)))::integer AS total_customers,
    (COALESCE(round((done.revenue / NULLIF(done.orders, (0)::numeric))), (0)::numeric))::numeric(14,2) AS average_order_value,
    (open.pending)::integer AS pending_orders,
    (open.processing)::integer AS processing_orders,
    (( SELECT count(*) AS count
           FROM public.orders o,
            today
          WHERE ((o.created_at >= today.start) AND (o.status <> 'cancelled'::public.order_status))))::integer AS orders_today,
    (( SELECT COALESCE(sum(o.total_amount), (0)::numeric) AS "coalesce"
           FROM public.orders o,
            today
          WHERE ((o.created_at >= today.start) AND (o.status <> 'cancelled'::public.order_status))))::numeric(14,2) AS revenue_today,
    (( SELECT count(*) AS count
           FROM public.products p,
            public.settings s
          WHERE (p.stock <= s.low_stock_threshold)))::integer AS low_stock_products
   FROM ( SELECT sum(b.revenue) AS revenue,
            sum(b.orders) AS orders
           FROM ( SELECT sum(t.revenue) AS revenue,
                    sum(t.orders) AS orders
                   FROM private.order_day_totals t
                  WHERE ( SELECT public.is_admin() AS is_admin)
                UNION ALL
                 SELECT sum(o.total_amount) AS sum,
                    count(*) AS count
                   FROM public.orders o
                  WHERE ((o.status <> 'cancelled'::public.order_status) AND (NOT ( SELECT public.is_admin() AS is_admin)))) b) done,
    ( SELECT count(*) FILTER (WHERE (o.status = 'pending'::public.order_status)) AS pending,
            count(*) FILTER (WHERE (o.status = 'processing'::public.order_status)) AS processing
           FROM public.orders o
          WHERE (o.status = ANY (ARRAY['pending'::public.order_status, 'processing'::public.order_status]))) open;
REVOKE ALL ON TABLE public.dashboard_summary FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.dashboard_summary TO service_role;
GRANT SELECT ON TABLE public.dashboard_summary TO authenticated;

CREATE POLICY "Admins read the orders' totals" ON private.order_day_totals FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

-- Adds (direction 1) or takes away (direction -1) an order. (A row that would hold a negative count is
-- refused by the check even when it is about to be merged, hence the update for taking away.)
CREATE FUNCTION private.add_order_day_total(o public.orders, direction integer) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION private.recount_order_day_totals() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
CREATE FUNCTION private.keep_order_day_totals() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE TRIGGER orders_keep_totals AFTER INSERT OR DELETE OR UPDATE OF status, total_amount, created_at, outlet_id ON public.orders FOR EACH ROW EXECUTE FUNCTION private.keep_order_day_totals();

-- The admin's outlets screen: each outlet's orders that were not cancelled and their revenue, all time
-- (from the same totals) and over the last 30 days, with the growth of the last 30 days' revenue over
-- the 30 before (null when nothing was sold then; those 60 days from the orders, by the outlet and
-- created_at index). Admins only: outlet staff have their own day's figures (outlet_today_stats).
CREATE FUNCTION public.admin_outlet_sales() RETURNS TABLE(outlet_id uuid, order_count integer, revenue numeric, orders_30_days integer, revenue_30_days numeric, growth_rate numeric)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
COMMENT ON FUNCTION public.admin_outlet_sales() IS 'Admins only: each outlet''s orders (not cancelled) and revenue, all time and last 30 days, and the revenue growth in percent over the 30 days before (null when none).';
REVOKE ALL ON FUNCTION public.admin_outlet_sales() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.admin_outlet_sales() TO authenticated, service_role;
