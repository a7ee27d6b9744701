-- Browser push subscriptions (Web Push), one per browser endpoint, owned by the signed-in user (riders
-- included, hence the reference to auth.users). The push sender reads them with the service role.

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null unique check (endpoint ~ '^https://' and char_length(endpoint) <= 2000),
  p256dh text not null check (char_length(p256dh) between 1 and 200),
  auth text not null check (char_length(auth) between 1 and 100),
  user_agent text check (char_length(user_agent) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index push_subscriptions_user_idx on public.push_subscriptions (user_id);

create trigger push_subscriptions_touch_updated_at before update on public.push_subscriptions
  for each row execute function private.touch_updated_at();

alter table public.push_subscriptions enable row level security;
revoke all on public.push_subscriptions from anon, authenticated;
grant select, delete on public.push_subscriptions to authenticated;
grant insert (user_id, endpoint, p256dh, auth, user_agent), update (user_id, endpoint, p256dh, auth, user_agent, updated_at)
  on public.push_subscriptions to authenticated;

create policy "Users see their own push subscriptions" on public.push_subscriptions for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Users subscribe their own browsers" on public.push_subscriptions for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Users refresh their own push subscriptions" on public.push_subscriptions for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users unsubscribe their own browsers" on public.push_subscriptions for delete to authenticated
  using (user_id = (select auth.uid()));
