-- The shop's figures, as one row an admin may edit (its row is inserted by a migration): the apps and
-- the order functions read them here, never from literals. Every change is audited. What only the
-- service role reads (the functions' settings) is in private.function_settings.

create table public.settings (
    id boolean default true not null,
    currency character(3) default 'UGX'::bpchar not null,
    delivery_fee numeric(12,2) default 5000 not null,
    free_delivery_threshold numeric(12,2) default 100000 not null,
    low_stock_threshold integer default 10 not null,
    rider_fee_share_percent numeric(5,2) default 70 not null,
    rider_pay_per_km numeric(12,2) default 300 not null,
    updated_at timestamp with time zone default now() not null,
    online_payment_window_minutes integer default 30 not null,
    max_unconfirmed_orders integer default 2 not null,
    max_unconfirmed_units_per_product integer default 10 not null,
    delivery_days smallint[] default '{1,2,3,4,5,6}'::smallint[] not null,
    opens_at time without time zone default '08:00:00'::time without time zone not null,
    closes_at time without time zone default '18:00:00'::time without time zone not null,
    same_day_cutoff time without time zone default '14:00:00'::time without time zone not null,
    constraint settings_currency_check check ((currency = 'UGX'::bpchar)),
    constraint settings_delivery_days_check check (cardinality(delivery_days) between 1 and 7 and delivery_days <@ '{0,1,2,3,4,5,6}'::smallint[]),
    constraint settings_delivery_fee_check check ((delivery_fee >= (0)::numeric)),
    constraint settings_delivery_hours_order check (((opens_at < closes_at) and (same_day_cutoff <= closes_at))),
    constraint settings_free_delivery_threshold_check check ((free_delivery_threshold >= (0)::numeric)),
    constraint settings_id_check check (id),
    constraint settings_low_stock_threshold_check check ((low_stock_threshold >= 0)),
    constraint settings_max_unconfirmed_orders_check check (((max_unconfirmed_orders >= 1) and (max_unconfirmed_orders <= 100))),
    constraint settings_max_unconfirmed_units_per_product_check check (((max_unconfirmed_units_per_product >= 1) and (max_unconfirmed_units_per_product <= 1000))),
    constraint settings_online_payment_window_minutes_check check (((online_payment_window_minutes >= 5) and (online_payment_window_minutes <= 1440))),
    constraint settings_rider_fee_share_percent_check check (((rider_fee_share_percent >= (0)::numeric) and (rider_fee_share_percent <= (100)::numeric))),
    constraint settings_rider_pay_per_km_check check ((rider_pay_per_km >= (0)::numeric)),
    constraint settings_pkey primary key (id)
);
alter table public.settings enable row level security;
comment on table public.settings is 'One row (id = true) of shop-wide figures.';
comment on column public.settings.delivery_fee is 'UGX charged for delivery when the order is under the free-delivery threshold.';
comment on column public.settings.free_delivery_threshold is 'Subtotal after coupon discount (UGX) from which delivery is free.';
comment on column public.settings.low_stock_threshold is 'A product whose stock falls to this or below raises a low-stock admin notification.';
comment on column public.settings.rider_fee_share_percent is 'A rider earns this share of the standard delivery fee per delivery (even when the customer had free delivery) ...';
comment on column public.settings.rider_pay_per_km is '... plus this much per kilometre from the outlet to the customer (straight line).';
comment on column public.settings.online_payment_window_minutes is 'An order paid online that is still unpaid this many minutes after it was placed is cancelled and restocked.';
comment on column public.settings.max_unconfirmed_orders is 'Orders a customer may have pending and unpaid at once (cash on delivery not yet confirmed, online not yet paid).';
comment on column public.settings.max_unconfirmed_units_per_product is 'Units of one product a customer may hold across their pending, unpaid orders.';
comment on column public.settings.delivery_days is 'Days the shop delivers, 0 = Sunday … 6 = Saturday.';
comment on column public.settings.same_day_cutoff is 'Ordered on a delivery day before this time (Kampala), it arrives that day.';
revoke all on table public.settings from anon, authenticated, service_role;
grant all on table public.settings to service_role;
grant select on table public.settings to anon, authenticated;
grant update (delivery_fee, free_delivery_threshold, low_stock_threshold, rider_fee_share_percent, rider_pay_per_km, updated_at, online_payment_window_minutes, max_unconfirmed_orders, max_unconfirmed_units_per_product, delivery_days, opens_at, closes_at, same_day_cutoff) on table public.settings to authenticated;

create policy "Admins change the shop's settings" on public.settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Everyone reads the shop's settings" on public.settings for select to anon, authenticated
  using (true);

create trigger settings_touch_updated_at before update on public.settings for each row execute function private.touch_updated_at();

create table private.function_settings (
    key text not null,
    value jsonb not null,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    constraint function_settings_key_check check (((key ~ '^[[:graph:]]+$'::text) and (char_length(key) <= 500))),
    constraint function_settings_pkey primary key (key)
);
comment on table private.function_settings is 'Edge Function state: pesapal IPN ids (pesapal_ipn:<base url>:<ipn url>), vapid keys, push_dispatch hook.';

create trigger function_settings_touch_updated_at before update on private.function_settings for each row execute function private.touch_updated_at();

create function public.get_function_setting(key text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select s.value from private.function_settings s where s.key = get_function_setting.key
$$;
revoke all on function public.get_function_setting(text) from public, anon, authenticated, service_role;
grant execute on function public.get_function_setting(key text) to service_role;

-- Stores a value and answers the one stored. With keep_existing, a value already there wins (two cold
-- workers generating VAPID keys at once agree on the first one written).
create function public.put_function_setting(key text, value jsonb, keep_existing boolean default false)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored jsonb;
begin
  insert into private.function_settings as s (key, value)
  values (put_function_setting.key, put_function_setting.value)
  on conflict on constraint function_settings_pkey do update
    set value = excluded.value
    where not put_function_setting.keep_existing
  returning s.value into stored;
  if stored is null then
    select s.value into stored from private.function_settings s where s.key = put_function_setting.key;
  end if;
  return stored;
end
$$;
revoke all on function public.put_function_setting(text, jsonb, boolean) from public, anon, authenticated, service_role;
grant execute on function public.put_function_setting(key text, value jsonb, keep_existing boolean) to service_role;

create table public.settings_changes (
    id bigint not null,
    setting text not null,
    old_value numeric(12,2),
    new_value numeric(12,2),
    changed_by uuid,
    changed_at timestamp with time zone default now() not null,
    constraint settings_changes_setting_check check ((setting = any (array['delivery_fee'::text, 'free_delivery_threshold'::text, 'low_stock_threshold'::text, 'rider_fee_share_percent'::text, 'rider_pay_per_km'::text, 'delivery_days'::text, 'opens_at'::text, 'closes_at'::text, 'same_day_cutoff'::text]))),
    constraint settings_changes_pkey primary key (id),
    constraint settings_changes_changed_by_fkey foreign key (changed_by) references public.users(id) on delete set null
);
alter table public.settings_changes alter column id add generated always as identity (
    sequence name public.settings_changes_id_seq
    start with 1
    increment by 1
    no minvalue
    no maxvalue
    cache 1
);
create index settings_changes_changed_at_idx on public.settings_changes using btree (changed_at desc);
create index settings_changes_changed_by_idx on public.settings_changes using btree (changed_by);
alter table public.settings_changes enable row level security;
comment on table public.settings_changes is 'Audit of public.settings: one row per changed figure; changed_by is null when no signed-in user made the change.';
comment on column public.settings_changes.new_value is 'The figure; times in minutes after midnight, delivery_days as a weekday bitmask (bit 0 = Sunday).';
revoke all on table public.settings_changes from anon, authenticated, service_role;
grant all on table public.settings_changes to service_role;
grant select on table public.settings_changes to authenticated;
grant all on sequence public.settings_changes_id_seq to anon, authenticated, service_role;

create policy "Admins read the settings' history" on public.settings_changes for select to authenticated
  using ((select public.is_admin()));

create function private.record_settings_changes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who uuid := (select auth.uid());
begin
  insert into public.settings_changes (setting, old_value, new_value, changed_by)
  select c.setting, c.old_value, c.new_value,
         case when exists (select 1 from public.users u where u.id = who) then who end
    from (values
      ('delivery_fee', old.delivery_fee, new.delivery_fee),
      ('free_delivery_threshold', old.free_delivery_threshold, new.free_delivery_threshold),
      ('low_stock_threshold', old.low_stock_threshold::numeric, new.low_stock_threshold::numeric),
      ('rider_fee_share_percent', old.rider_fee_share_percent, new.rider_fee_share_percent),
      ('rider_pay_per_km', old.rider_pay_per_km, new.rider_pay_per_km),
      ('delivery_days', private.weekday_mask(old.delivery_days), private.weekday_mask(new.delivery_days)),
      ('opens_at', private.minute_of_day(old.opens_at), private.minute_of_day(new.opens_at)),
      ('closes_at', private.minute_of_day(old.closes_at), private.minute_of_day(new.closes_at)),
      ('same_day_cutoff', private.minute_of_day(old.same_day_cutoff), private.minute_of_day(new.same_day_cutoff))
    ) as c(setting, old_value, new_value)
   where c.old_value is distinct from c.new_value;
  return new;
end
$$;

create trigger settings_record_changes after update on public.settings for each row execute function private.record_settings_changes();

create function private.weekday_mask(days smallint[]) returns numeric
language sql
immutable
set search_path = ''
as $$
  select coalesce(sum(1 << day), 0)::numeric from unnest(days) as day
$$;

create function private.minute_of_day(at time) returns numeric
language sql
immutable
set search_path = ''
as $$
  select (extract(hour from at) * 60 + extract(minute from at))::numeric
$$;
