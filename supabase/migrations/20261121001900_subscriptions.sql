-- Launch-notice sign-ups (blogs, campaigns, or the default list). Anyone may sign up; signing up twice
-- for the same list is a unique violation (23505), which the storefront shows as "You're already
-- subscribed!". Only admins read, export and delete the list.

create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  email public.email_address not null,
  type public.subscription_type not null default 'default',
  created_at timestamptz not null default now()
);

create unique index subscriptions_email_type_key on public.subscriptions (lower(email), type);
create index subscriptions_created_at_idx on public.subscriptions (created_at desc);

alter table public.subscriptions enable row level security;
revoke all on public.subscriptions from anon, authenticated;
grant insert (email, type) on public.subscriptions to anon, authenticated;
grant select, delete on public.subscriptions to authenticated;

create policy "Anyone signs up for launch notices" on public.subscriptions for insert to anon, authenticated
  with check (true);
create policy "Admins read the subscriptions" on public.subscriptions for select to authenticated
  using ((select public.is_admin()));
create policy "Admins delete subscriptions" on public.subscriptions for delete to authenticated
  using ((select public.is_admin()));
