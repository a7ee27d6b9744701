-- Riders: one row per rider auth user (sign-up metadata is_rider), id = the auth user's id. A rider has
-- no `users` row. They go online/offline themselves; an admin edits their vehicle and (de)activates them;
-- `delivering` is set by the order transitions while they carry an order.

create table public.delivery_riders (
  id uuid primary key references auth.users (id) on delete cascade,
  email public.email_address,
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  phone text check (char_length(phone) <= 32),
  vehicle_type public.vehicle_type not null default 'motorcycle',
  status public.rider_status not null default 'offline',
  is_active boolean not null default true,
  rating numeric(2, 1) not null default 0 check (rating between 0 and 5),
  total_deliveries integer not null default 0 check (total_deliveries >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.delivery_riders is
  'Delivery riders. New riders start offline, active, rating 0, no deliveries; total_deliveries is counted by complete_delivery.';

create index delivery_riders_available_idx on public.delivery_riders (status) where is_active;
create index delivery_riders_created_at_idx on public.delivery_riders (created_at desc);

create trigger delivery_riders_touch_updated_at before update on public.delivery_riders
  for each row execute function private.touch_updated_at();
create trigger delivery_riders_admin_only_columns before update on public.delivery_riders
  for each row execute function private.forbid_non_admin_changes('vehicle_type', 'is_active');

create function public.is_rider() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.delivery_riders r where r.id = (select auth.uid()))
$$;

alter table public.delivery_riders enable row level security;
revoke all on public.delivery_riders from anon, authenticated;
grant select, delete on public.delivery_riders to authenticated;
grant update (full_name, phone, status, vehicle_type, is_active, updated_at) on public.delivery_riders to authenticated;

create policy "Riders see themselves; admins see every rider"
  on public.delivery_riders for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create policy "Riders edit their own profile and availability; admins edit any rider"
  on public.delivery_riders for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

create policy "Admins delete riders"
  on public.delivery_riders for delete to authenticated
  using ((select public.is_admin()));

-- No auth user without a profile: when an admin deletes a rider, their sign-in goes too. (When the auth
-- user is deleted first, the cascade removes the rider row and this finds nothing left to delete.)
create function private.delete_auth_user_of_profile() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from auth.users where id = old.id;
  return old;
end
$$;

create trigger delivery_riders_delete_auth_user after delete on public.delivery_riders
  for each row execute function private.delete_auth_user_of_profile();
