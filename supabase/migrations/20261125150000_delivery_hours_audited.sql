-- The delivery hours (20261124150000_promised_delivery_day.sql) are settings an admin edits on the
-- settings screen: their changes join the audit. The audit keeps numbers, so a time is kept as minutes
-- after midnight (14:00 → 840) and the delivery days as a weekday bitmask (bit 0 = Sunday; Monday to
-- Saturday → 126); the admin screen says them in words.

alter table public.settings_changes drop constraint settings_changes_setting_check;
alter table public.settings_changes add constraint settings_changes_setting_check check (setting in (
  'delivery_fee', 'free_delivery_threshold', 'low_stock_threshold', 'rider_fee_share_percent', 'rider_pay_per_km',
  'delivery_days', 'opens_at', 'closes_at', 'same_day_cutoff'));
comment on column public.settings_changes.new_value is
  'The figure; times in minutes after midnight, delivery_days as a weekday bitmask (bit 0 = Sunday).';

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

create or replace function private.record_settings_changes() returns trigger
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
