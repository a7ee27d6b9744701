-- The shop's figures, as one row an admin may edit: the apps and the order functions read them here,
-- never from literals.

create table public.settings (
  id boolean primary key default true check (id),
  currency char(3) not null default 'UGX' check (currency = 'UGX'),
  delivery_fee numeric(12, 2) not null default 5000 check (delivery_fee >= 0),
  free_delivery_threshold numeric(12, 2) not null default 100000 check (free_delivery_threshold >= 0),
  low_stock_threshold integer not null default 10 check (low_stock_threshold >= 0),
  rider_fee_share_percent numeric(5, 2) not null default 70 check (rider_fee_share_percent between 0 and 100),
  rider_pay_per_km numeric(12, 2) not null default 300 check (rider_pay_per_km >= 0),
  updated_at timestamptz not null default now()
);
comment on table public.settings is 'One row (id = true) of shop-wide figures.';
comment on column public.settings.delivery_fee is 'UGX charged for delivery when the order is under the free-delivery threshold.';
comment on column public.settings.free_delivery_threshold is 'Subtotal after coupon discount (UGX) from which delivery is free.';
comment on column public.settings.low_stock_threshold is 'A product whose stock falls to this or below raises a low-stock admin notification.';
comment on column public.settings.rider_fee_share_percent is 'A rider earns this share of the standard delivery fee per delivery (even when the customer had free delivery) ...';
comment on column public.settings.rider_pay_per_km is '... plus this much per kilometre from the outlet to the customer (straight line).';

insert into public.settings default values;

create trigger settings_touch_updated_at before update on public.settings
  for each row execute function private.touch_updated_at();

alter table public.settings enable row level security;
revoke all on public.settings from anon, authenticated;
grant select on public.settings to anon, authenticated;
grant update (delivery_fee, free_delivery_threshold, low_stock_threshold, rider_fee_share_percent, rider_pay_per_km,
  updated_at) on public.settings to authenticated;

create policy "Everyone reads the shop's settings" on public.settings for select to anon, authenticated
  using (true);
create policy "Admins change the shop's settings" on public.settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
