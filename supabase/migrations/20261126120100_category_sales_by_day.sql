-- Sales by category without reading a year of order lines each time (issue 11: a year's sales report in
-- under a second on 100,000 orders). A finished Kampala day's units and revenue per category are kept once
-- computed; the last hour's days (today, and yesterday until 01:00, while orders placed just before midnight
-- may still be committing) are always read from the orders. Whatever changes a kept day's
-- figures forgets that day (it is computed again when next asked for):
--   an order cancelled (or un-cancelled), deleted or moved to another day;
--   order lines written for a past day (the seed, imports; an order placed now is today's);
--   a product moved to another category (the days it sold on: the report files sales under the category now).
-- Both tables are the database's own: no API role reads or writes them (RLS on, no policies, no grants).

create table private.category_sales_days (
  day date primary key,
  computed_at timestamptz not null default now()
);
comment on table private.category_sales_days is
  'Finished Kampala days whose category figures are in category_sales_by_day (a day without sales has no rows there).';

create table private.category_sales_by_day (
  day date not null references private.category_sales_days (day) on delete cascade,
  category_id uuid,
  units integer not null,
  revenue numeric(14, 2) not null,
  constraint category_sales_by_day_one_row unique nulls not distinct (day, category_id)
);
comment on table private.category_sales_by_day is
  'Units and line revenue of orders not cancelled per finished Kampala day and category (null: none). Kept by sales_by_category.';

alter table private.category_sales_days enable row level security;
alter table private.category_sales_by_day enable row level security;
revoke all on private.category_sales_days, private.category_sales_by_day from public;

-- Forgets the kept figures of these days.
create function private.forget_category_sales(days date[]) returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.category_sales_days d where d.day = any(days)
$$;

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

create trigger orders_forget_category_sales after update of status, created_at or delete on public.orders
  for each row execute function private.forget_category_sales_of_order();

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

create trigger order_items_forget_category_sales_insert after insert on public.order_items
  referencing new table as new_lines
  for each statement execute function private.forget_category_sales_of_lines();
create trigger order_items_forget_category_sales_delete after delete on public.order_items
  referencing old table as old_lines
  for each statement execute function private.forget_category_sales_of_lines();

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

create trigger products_forget_category_sales after update of category_id on public.products
  for each row when (old.category_id is distinct from new.category_id)
  execute function private.forget_category_sales_of_product();

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
comment on function public.sales_by_category(date, date) is
  'Admins: per category (as products are filed now), units sold and line revenue of orders not cancelled from start_date to end_date (Kampala days).';

revoke all on function public.sales_by_category(date, date) from public, anon;
grant execute on function public.sales_by_category(date, date) to authenticated;
revoke all on function private.forget_category_sales(date[]), private.forget_category_sales_of_order(),
  private.forget_category_sales_of_lines(), private.forget_category_sales_of_product() from public;

-- The finished days of the orders already there, kept now (a year of 100,000 orders: about a second, once).
insert into private.category_sales_days (day)
select d::date
  from generate_series((select (min(o.created_at) at time zone 'Africa/Kampala')::date from public.orders o),
                       ((now() - interval '1 hour') at time zone 'Africa/Kampala')::date - 1, interval '1 day') d;
insert into private.category_sales_by_day (day, category_id, units, revenue)
select (o.created_at at time zone 'Africa/Kampala')::date, p.category_id, sum(oi.quantity), sum(oi.line_total)
  from public.orders o
  join public.order_items oi on oi.order_id = o.id
  left join public.products p on p.id = oi.product_id
 where o.status <> 'cancelled'
   and (o.created_at at time zone 'Africa/Kampala')::date in (select d.day from private.category_sales_days d)
 group by 1, 2;
