-- What the admins and each outlet's staff are told: written only by the database.

create table public.admin_notifications (
    id uuid default gen_random_uuid() not null,
    message text not null,
    type public.notification_type default 'other'::public.notification_type not null,
    read boolean default false not null,
    order_id uuid,
    product_id uuid,
    created_at timestamp with time zone default now() not null,
    constraint admin_notifications_message_check check (((char_length(message) >= 1) and (char_length(message) <= 500))),
    constraint admin_notifications_pkey primary key (id)
);
create index admin_notifications_created_at_idx on public.admin_notifications using btree (created_at desc);
create index admin_notifications_order_idx on public.admin_notifications using btree (order_id);
create index admin_notifications_product_idx on public.admin_notifications using btree (product_id);
create index admin_notifications_unread_idx on public.admin_notifications using btree (created_at desc) where (not read);
alter table public.admin_notifications enable row level security;
comment on table public.admin_notifications is 'Admin alerts. order_id/product_id link to what the alert is about (foreign keys added with those tables).';
revoke all on table public.admin_notifications from anon, authenticated, service_role;
grant all on table public.admin_notifications to service_role;
grant select,delete on table public.admin_notifications to authenticated;
grant update (read) on table public.admin_notifications to authenticated;

create policy "Admins delete notifications" on public.admin_notifications for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins mark notifications read" on public.admin_notifications for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Admins read notifications" on public.admin_notifications for select to authenticated
  using ((select public.is_admin()));

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

create table public.outlet_notifications (
    id uuid default gen_random_uuid() not null,
    outlet_id uuid not null,
    message text not null,
    type public.notification_type default 'other'::public.notification_type not null,
    read boolean default false not null,
    order_id uuid,
    outlet_product_id uuid,
    created_at timestamp with time zone default now() not null,
    constraint outlet_notifications_message_check check (((char_length(message) >= 1) and (char_length(message) <= 500))),
    constraint outlet_notifications_pkey primary key (id),
    constraint outlet_notifications_outlet_id_fkey foreign key (outlet_id) references public.outlets(id) on delete cascade
);
create index outlet_notifications_order_idx on public.outlet_notifications using btree (order_id);
create index outlet_notifications_outlet_idx on public.outlet_notifications using btree (outlet_id, created_at desc);
create index outlet_notifications_product_idx on public.outlet_notifications using btree (outlet_product_id);
alter table public.outlet_notifications enable row level security;
comment on table public.outlet_notifications is 'An outlet''s bell: its new orders and its products at or below their minimum. Read state is the outlet''s.';
revoke all on table public.outlet_notifications from anon, authenticated, service_role;
grant all on table public.outlet_notifications to service_role;
grant select on table public.outlet_notifications to authenticated;
grant update (read) on table public.outlet_notifications to authenticated;

create policy "Admins and the outlet's staff read its notifications" on public.outlet_notifications
  for select to authenticated
  using ((select public.is_admin()) or outlet_id = (select public.staff_outlet_id()));

create policy "The outlet's staff mark its notifications read" on public.outlet_notifications
  for update to authenticated
  using (outlet_id = (select public.staff_outlet_id()))
  with check (outlet_id = (select public.staff_outlet_id()));
