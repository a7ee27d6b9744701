-- What riders earn: one `delivery` row per completed delivery (written by complete_delivery: a share of
-- the standard delivery fee plus a per-kilometre allowance, both settings), plus bonuses and tips that
-- admins record. Riders see their own; admins see and manage all.

create table public.rider_earnings (
  id uuid primary key default gen_random_uuid(),
  rider_id uuid not null references public.delivery_riders (id) on delete cascade,
  order_id uuid references public.orders (id) on delete set null,
  type public.earning_type not null,
  amount numeric(12, 2) not null check (amount >= 0),
  distance numeric(7, 2) check (distance >= 0),
  note text check (char_length(note) <= 300),
  date timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint rider_earnings_delivery_has_order check (type <> 'delivery' or order_id is not null)
);
comment on column public.rider_earnings.distance is 'Kilometres from the outlet to the customer (straight line), for deliveries.';
comment on column public.rider_earnings.date is 'When it was earned.';

create index rider_earnings_rider_date_idx on public.rider_earnings (rider_id, date desc);
create unique index rider_earnings_one_per_delivery on public.rider_earnings (order_id) where type = 'delivery';

-- A delivery's pay, from the settings: share of the standard fee + per-km allowance, whole shillings.
create function private.delivery_pay(distance_km numeric) returns numeric
language sql
stable
set search_path = ''
as $$
  select round(s.delivery_fee * s.rider_fee_share_percent / 100 + s.rider_pay_per_km * coalesce(distance_km, 0))
    from public.settings s
$$;

alter table public.rider_earnings enable row level security;
revoke all on public.rider_earnings from anon, authenticated;
grant select, delete on public.rider_earnings to authenticated;
grant insert (rider_id, order_id, type, amount, note, date) on public.rider_earnings to authenticated;

create policy "Riders see their own earnings; admins see all" on public.rider_earnings for select to authenticated
  using (rider_id = (select auth.uid()) or (select public.is_admin()));
create policy "Admins record bonuses and tips" on public.rider_earnings for insert to authenticated
  with check ((select public.is_admin()) and type in ('bonus', 'tip'));
create policy "Admins delete earnings" on public.rider_earnings for delete to authenticated
  using ((select public.is_admin()));
