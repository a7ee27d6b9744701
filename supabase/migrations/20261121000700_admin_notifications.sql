-- What the admin's bell shows: written only by the database (new orders, low stock, payments,
-- cancellations, deliveries), read and marked read by admins, live through realtime.

create table public.admin_notifications (
  id uuid primary key default gen_random_uuid(),
  message text not null check (char_length(message) between 1 and 500),
  type public.notification_type not null default 'other',
  read boolean not null default false,
  order_id uuid,
  product_id uuid,
  created_at timestamptz not null default now()
);
comment on table public.admin_notifications is
  'Admin alerts. order_id/product_id link to what the alert is about (foreign keys added with those tables).';

create index admin_notifications_unread_idx on public.admin_notifications (created_at desc) where not read;
create index admin_notifications_created_at_idx on public.admin_notifications (created_at desc);

create function private.notify_admins(
  message text,
  type public.notification_type default 'other',
  order_id uuid default null,
  product_id uuid default null,
  created_at timestamptz default now()
) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.admin_notifications (message, type, order_id, product_id, created_at)
  values (message, type, order_id, product_id, created_at)
$$;

alter table public.admin_notifications enable row level security;
revoke all on public.admin_notifications from anon, authenticated;
grant select, delete on public.admin_notifications to authenticated;
grant update (read) on public.admin_notifications to authenticated;

create policy "Admins read notifications" on public.admin_notifications for select to authenticated
  using ((select public.is_admin()));
create policy "Admins mark notifications read" on public.admin_notifications for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete notifications" on public.admin_notifications for delete to authenticated
  using ((select public.is_admin()));
