-- Customer (and staff, and admin) profiles: one row per auth user who is not a rider, made by the
-- trigger on auth.users (20261121000500) from the sign-up metadata. Deleting the auth user deletes it.

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email public.email_address,
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  phone text check (char_length(phone) <= 32),
  is_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.users is
  'Profiles of customers, outlet staff and admins. Created by trigger from auth.users; a customer edits only full_name and phone.';
comment on column public.users.is_admin is 'Set only by the service role or SQL: no API caller can grant it, not even to themselves.';

create trigger users_touch_updated_at before update on public.users
  for each row execute function private.touch_updated_at();

-- True when the caller is an admin. Security definer so that policies on `users` itself can call it.
create function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.users u where u.id = (select auth.uid()) and u.is_admin)
$$;

alter table public.users enable row level security;
revoke all on public.users from anon, authenticated;
grant select on public.users to authenticated;
-- Customers edit their name and phone; e-mail follows auth.users, is_admin is not theirs to change.
grant update (full_name, phone, updated_at) on public.users to authenticated;

create policy "Users see their own profile; admins see everyone"
  on public.users for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create policy "Users edit their own profile; admins edit anyone's"
  on public.users for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));
