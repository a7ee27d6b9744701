-- Who changed which shop setting, from what to what, and when: one row per changed figure, written by
-- the database on every update of `settings` (nobody writes it through the API), read by admins.

create table public.settings_changes (
  id bigint generated always as identity primary key,
  setting text not null check (setting in ('delivery_fee', 'free_delivery_threshold', 'low_stock_threshold',
    'rider_fee_share_percent', 'rider_pay_per_km')),
  old_value numeric(12, 2),
  new_value numeric(12, 2),
  changed_by uuid references public.users (id) on delete set null,
  changed_at timestamptz not null default now()
);
comment on table public.settings_changes is
  'Audit of public.settings: one row per changed figure; changed_by is null when no signed-in user made the change.';
create index settings_changes_changed_at_idx on public.settings_changes (changed_at desc);
create index settings_changes_changed_by_idx on public.settings_changes (changed_by);

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
      ('rider_pay_per_km', old.rider_pay_per_km, new.rider_pay_per_km)
    ) as c(setting, old_value, new_value)
   where c.old_value is distinct from c.new_value;
  return new;
end
$$;

create trigger settings_record_changes after update on public.settings
  for each row execute function private.record_settings_changes();

alter table public.settings_changes enable row level security;
revoke all on public.settings_changes from anon, authenticated;
grant select on public.settings_changes to authenticated;

create policy "Admins read the settings' history" on public.settings_changes for select to authenticated
  using ((select public.is_admin()));
