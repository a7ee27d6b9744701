-- Sign-ups for the shop's notices (blogs, campaigns) and the riders' push subscriptions; assigning a rider
-- posts to the `notifications` Edge Function through pg_net.

create table public.subscriptions (
    id uuid default gen_random_uuid() not null,
    email public.email_address not null,
    type public.subscription_type default 'default'::public.subscription_type not null,
    created_at timestamp with time zone default now() not null,
    constraint subscriptions_pkey primary key (id)
);
create index subscriptions_created_at_idx on public.subscriptions using btree (created_at desc);
create unique index subscriptions_email_type_key on public.subscriptions using btree (lower((email)::text), type);
alter table public.subscriptions enable row level security;
revoke all on table public.subscriptions from anon, authenticated, service_role;
grant all on table public.subscriptions to service_role;
grant select,delete on table public.subscriptions to authenticated;
grant insert (email, type) on table public.subscriptions to anon, authenticated;

create policy "Admins delete subscriptions" on public.subscriptions for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins read the subscriptions" on public.subscriptions for select to authenticated
  using ((select public.is_admin()));

create policy "Anyone signs up for launch notices" on public.subscriptions for insert to anon, authenticated
  with check (true);

create table public.push_subscriptions (
    id uuid default gen_random_uuid() not null,
    user_id uuid default auth.uid() not null,
    endpoint text not null,
    p256dh text not null,
    auth text not null,
    user_agent text,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    constraint push_subscriptions_auth_check check (((char_length(auth) >= 1) and (char_length(auth) <= 100))),
    constraint push_subscriptions_endpoint_check check (((endpoint ~ '^https://'::text) and (char_length(endpoint) <= 2000))),
    constraint push_subscriptions_p256dh_check check (((char_length(p256dh) >= 1) and (char_length(p256dh) <= 200))),
    constraint push_subscriptions_user_agent_check check ((char_length(user_agent) <= 500)),
    constraint push_subscriptions_endpoint_key unique (endpoint),
    constraint push_subscriptions_pkey primary key (id),
    constraint push_subscriptions_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);
create index push_subscriptions_user_idx on public.push_subscriptions using btree (user_id);
alter table public.push_subscriptions enable row level security;
comment on table public.push_subscriptions is 'Web Push endpoints per auth user. Written only by the notifications function (public https endpoints); users read and delete their own.';
revoke all on table public.push_subscriptions from anon, authenticated, service_role;
grant all on table public.push_subscriptions to service_role;
grant select,delete on table public.push_subscriptions to authenticated;

create policy "Users see their own push subscriptions" on public.push_subscriptions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users unsubscribe their own browsers" on public.push_subscriptions for delete to authenticated
  using (user_id = (select auth.uid()));

create trigger push_subscriptions_touch_updated_at before update on public.push_subscriptions for each row execute function private.touch_updated_at();

create function private.push_order_assignment() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.rider_id is null or new.status <> 'assigned' then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.rider_id is not distinct from new.rider_id and old.status = new.status then
    return null;
  end if;
  if not exists (select 1 from public.push_subscriptions s where s.user_id = new.rider_id) then
    return null;
  end if;
  perform private.post_dispatch('push_dispatch', jsonb_build_object(
      'type', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema,
      'record', jsonb_build_object('id', new.id, 'rider_id', new.rider_id, 'status', new.status),
      'old_record', case when tg_op = 'UPDATE'
                         then jsonb_build_object('id', old.id, 'rider_id', old.rider_id, 'status', old.status) end),
    5000);
  return null;
end
$$;

create trigger orders_push_assignment after insert or update of rider_id, status on public.orders for each row execute function private.push_order_assignment();
