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
comment on function public.sales_by_period(date, date, text) is
  'Orders (not cancelled), revenue and average order value per day, week or month from start_date to end_date (Kampala days), as the caller may see them.';

revoke all on function public.sales_by_period(date, date, text) from public, anon;
grant execute on function public.sales_by_period(date, date, text) to authenticated;
