-- Honest delivery times (issue 17, item 5): the shop's delivery hours as settings an admin may edit, the
-- delivery day they promise an order placed at a given instant (Kampala time, UTC+3 with no daylight
-- saving), and that day stored on each order as it is placed. The same rule is in
-- shared/src/business/delivery-day.ts; supabase/tests/delivery-day.test.ts runs both on one table of cases.

alter table public.settings
  add column delivery_days smallint[] not null default '{1,2,3,4,5,6}'
    check (cardinality(delivery_days) between 1 and 7 and delivery_days <@ '{0,1,2,3,4,5,6}'::smallint[]),
  add column opens_at time not null default '08:00',
  add column closes_at time not null default '18:00',
  add column same_day_cutoff time not null default '14:00',
  add constraint settings_delivery_hours_order check (opens_at < closes_at and same_day_cutoff <= closes_at);
comment on column public.settings.delivery_days is 'Days the shop delivers, 0 = Sunday … 6 = Saturday.';
comment on column public.settings.same_day_cutoff is 'Ordered on a delivery day before this time (Kampala), it arrives that day.';

grant update (delivery_days, opens_at, closes_at, same_day_cutoff) on public.settings to authenticated;

-- The day an order placed at `placed_at` is promised for: that day when it is a delivery day and the time
-- is before the cut-off, else the next delivery day.
create function public.promised_delivery_date(placed_at timestamptz default now())
returns date
language sql
stable
security definer
set search_path = ''
as $$
  with shop as (
    select delivery_days, same_day_cutoff from public.settings where id
  ), here as (
    select (placed_at at time zone 'UTC') + interval '3 hours' as local
  )
  select case
    when extract(dow from here.local)::smallint = any (shop.delivery_days)
         and here.local::time < shop.same_day_cutoff then here.local::date
    else (
      select day::date
      from generate_series(here.local::date + 1, here.local::date + 7, interval '1 day') as day
      where extract(dow from day)::smallint = any (shop.delivery_days)
      order by day
      limit 1
    )
  end
  from shop, here
$$;
comment on function public.promised_delivery_date(timestamptz) is
  'The delivery day (Kampala) promised to an order placed at the given instant, from the shop''s settings.';
grant execute on function public.promised_delivery_date(timestamptz) to anon, authenticated;

alter table public.orders add column promised_delivery_date date;
comment on column public.orders.promised_delivery_date is 'The delivery day promised when the order was placed.';

create function private.promise_delivery_date() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.promised_delivery_date := public.promised_delivery_date(coalesce(new.created_at, now()));
  return new;
end
$$;

create trigger orders_promise_delivery_date before insert on public.orders
  for each row execute function private.promise_delivery_date();
