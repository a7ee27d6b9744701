-- Transactional mail (issue 17, items 4 and 8): an order confirmation when an order is placed, a receipt
-- when it is paid, a mail when it goes out for delivery and when it is delivered, and "back in stock"
-- when a product a customer asked about can be bought again.
--
-- An outbox: the mail to send is a row of `outgoing_mails`, written by a trigger in the same transaction
-- as the change it tells of, so a rolled-back change mails nothing and a committed one cannot be missed.
-- (order_id, kind) is unique: however many times and from however many sessions an order is marked
-- paid (Pesapal's IPN and the return page's verify racing), one receipt row exists. The
-- `transactional-mail` Edge Function sends the rows: it claims them with `for update skip locked`
-- (claim_outgoing_mails), so two senders woken at once never take the same row, and marks each sent or
-- failed (a failed one is retried, at most 8 times). A sender that dies between the provider's answer
-- and the mark leaves a claim that expires after 10 minutes, then the row is sent again: the one case
-- where a mail can go out twice, preferred to losing it.
--
-- Waking the sender: after rows are queued, the database posts to the function (as a Database Webhook
-- does, through pg_net's net.http_post, after commit) at the URL the function itself stores in
-- `mail_dispatch` (configure_mail_dispatch, called by the mail-sending functions); where pg_cron exists
-- it also posts every minute while mail waits (a provider outage, a sender that died).
--
-- Back in stock: a signed-in customer's request per product (`back_in_stock_requests`, own rows only).
-- When the product's stock rises from 0, each open request gets one mail and is done (notified_at).

create table public.back_in_stock_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  created_at timestamptz not null default now(),
  notified_at timestamptz
);
comment on table public.back_in_stock_requests is
  'A customer''s "Notify me" on an out-of-stock product; done (notified_at) once the back-in-stock mail is queued.';
create unique index back_in_stock_requests_one_open on public.back_in_stock_requests (user_id, product_id)
  where notified_at is null;
create index back_in_stock_requests_open_by_product on public.back_in_stock_requests (product_id)
  where notified_at is null;

alter table public.back_in_stock_requests enable row level security;
create policy "customers see their own requests" on public.back_in_stock_requests
  for select to authenticated using (user_id = (select auth.uid()));
create policy "customers ask for themselves" on public.back_in_stock_requests
  for insert to authenticated with check (user_id = (select auth.uid()) and notified_at is null);
create policy "customers withdraw their open requests" on public.back_in_stock_requests
  for delete to authenticated using (user_id = (select auth.uid()) and notified_at is null);
revoke all on public.back_in_stock_requests from anon, authenticated;
grant select, delete on public.back_in_stock_requests to authenticated;
grant insert (product_id) on public.back_in_stock_requests to authenticated;

create table public.outgoing_mails (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('order_confirmation', 'payment_receipt', 'out_for_delivery', 'delivered',
                                      'back_in_stock')),
  recipient text not null check (char_length(recipient) between 3 and 320),
  order_id uuid references public.orders (id) on delete cascade,
  request_id uuid references public.back_in_stock_requests (id) on delete cascade,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text check (char_length(last_error) <= 1000),
  constraint outgoing_mails_subject check (
    (kind = 'back_in_stock') = (request_id is not null and order_id is null)
    and (kind <> 'back_in_stock') = (order_id is not null and request_id is null)),
  constraint outgoing_mails_once_per_order unique (order_id, kind),
  constraint outgoing_mails_once_per_request unique (request_id)
);
comment on table public.outgoing_mails is
  'Outbox of transactional mail, written by triggers with the change they tell of; sent by the transactional-mail function. No browser access.';
create index outgoing_mails_waiting on public.outgoing_mails (id) where sent_at is null;

alter table public.outgoing_mails enable row level security;
-- No policies: only the service role (the sender) and the security-definer triggers reach it.
revoke all on public.outgoing_mails from anon, authenticated;

-- Where a customer's mail goes: the account's address (the one they sign in with).
create function private.customer_email(user_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(u.email::text, a.email::text)
    from auth.users a left join public.users u on u.id = a.id
   where a.id = customer_email.user_id
$$;
revoke all on function private.customer_email(uuid) from public, anon, authenticated;

create function private.queue_order_mail(order_id uuid, user_id uuid, kind text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.customer_email(user_id);
begin
  if address is null then
    return;
  end if;
  insert into public.outgoing_mails (kind, recipient, order_id)
  values (queue_order_mail.kind, address, queue_order_mail.order_id)
  on conflict on constraint outgoing_mails_once_per_order do nothing;
end
$$;
revoke all on function private.queue_order_mail(uuid, uuid, text) from public, anon, authenticated;

-- Placed; paid; out for delivery (assigned or picked up: what a customer reads as "Out for delivery",
-- whichever comes first); delivered. A cancelled order gets no further mail.
create function private.queue_order_mails() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.queue_order_mail(new.id, new.user_id, 'order_confirmation');
  end if;
  if new.payment_status = 'paid' and (tg_op = 'INSERT' or old.payment_status is distinct from 'paid') then
    perform private.queue_order_mail(new.id, new.user_id, 'payment_receipt');
  end if;
  if new.status in ('assigned', 'picked_up') and (tg_op = 'INSERT' or old.status not in ('assigned', 'picked_up')) then
    perform private.queue_order_mail(new.id, new.user_id, 'out_for_delivery');
  end if;
  if new.status = 'delivered' and (tg_op = 'INSERT' or old.status <> 'delivered') then
    perform private.queue_order_mail(new.id, new.user_id, 'delivered');
  end if;
  return null;
end
$$;
revoke all on function private.queue_order_mails() from public, anon, authenticated;

create trigger orders_queue_mails after insert or update of status, payment_status on public.orders
  for each row execute function private.queue_order_mails();

-- Stock back above 0: each open request gets its mail and is done, in the restock's transaction.
create function private.queue_back_in_stock_mails() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.stock <= 0 or old.stock > 0 then
    return null;
  end if;
  with done as (
    update public.back_in_stock_requests r
       set notified_at = now()
     where r.product_id = new.id and r.notified_at is null
    returning r.id, r.user_id
  )
  insert into public.outgoing_mails (kind, recipient, request_id)
  select 'back_in_stock', private.customer_email(done.user_id), done.id
    from done
   where private.customer_email(done.user_id) is not null
  on conflict on constraint outgoing_mails_once_per_request do nothing;
  return null;
end
$$;
revoke all on function private.queue_back_in_stock_mails() from public, anon, authenticated;

create trigger products_queue_back_in_stock_mails after update of stock on public.products
  for each row execute function private.queue_back_in_stock_mails();

-- A function's dispatch hook, the `<key>` setting {url, secret}: where the database posts to wake an Edge
-- Function, as a Database Webhook does (the rider's push, 20261122000300, and the mail sender). The URL is
-- stored by the function itself (only the functions know the project's URL), the secret made here once.
create function private.configure_dispatch(key text, url text) returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.function_settings as s (key, value)
  values (configure_dispatch.key, jsonb_build_object(
    'url', configure_dispatch.url,
    'secret', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')))
  on conflict (key) do update
    set value = jsonb_set(s.value, '{url}', excluded.value -> 'url')
    where s.value ->> 'url' is distinct from excluded.value ->> 'url'
$$;

-- Posts `body` to the hook's URL with its secret (after commit, in the background); nothing where the hook
-- is not stored yet or pg_net is missing.
create function private.post_dispatch(key text, body jsonb, timeout_milliseconds integer) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook jsonb;
begin
  select s.value into hook from private.function_settings s where s.key = post_dispatch.key;
  if hook is null or to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return;
  end if;
  perform net.http_post(
    url := hook ->> 'url',
    body := post_dispatch.body,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', hook ->> 'secret'),
    timeout_milliseconds := post_dispatch.timeout_milliseconds
  );
end
$$;
revoke all on function private.configure_dispatch(text, text), private.post_dispatch(text, jsonb, integer)
  from public, anon, authenticated;

-- The rider's push through the same two (the body and timeout of 20261122000300 unchanged).
create or replace function public.configure_push_dispatch(url text) returns void
language sql
security definer
set search_path = ''
as $$
  select private.configure_dispatch('push_dispatch', url)
$$;

create or replace function private.push_order_assignment() returns trigger
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

-- The wake-up: one post per statement that queued mail (a restock with many requests posts once).
create function private.wake_mail_sender() returns void
language sql
security definer
set search_path = ''
as $$
  select private.post_dispatch('mail_dispatch',
    jsonb_build_object('type', 'INSERT', 'table', 'outgoing_mails', 'schema', 'public'), 30000)
$$;
revoke all on function private.wake_mail_sender() from public, anon, authenticated;

create function private.outgoing_mails_queued() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.wake_mail_sender();
  return null;
end
$$;
revoke all on function private.outgoing_mails_queued() from public, anon, authenticated;

create trigger outgoing_mails_wake_sender after insert on public.outgoing_mails
  for each statement execute function private.outgoing_mails_queued();

-- Every minute while mail waits, where the project has pg_cron.
create function private.retry_waiting_mails() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.outgoing_mails m
              where m.sent_at is null and m.attempts < 8
                and (m.claimed_at is null or m.claimed_at < now() - interval '10 minutes')) then
    perform private.wake_mail_sender();
  end if;
end
$$;
revoke all on function private.retry_waiting_mails() from public, anon, authenticated;

do $cron$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    perform cron.schedule('retry-waiting-mails', '* * * * *', 'select private.retry_waiting_mails()');
  end if;
end
$cron$;

create function public.configure_mail_dispatch(url text) returns void
language sql
security definer
set search_path = ''
as $$
  select private.configure_dispatch('mail_dispatch', url)
$$;
revoke execute on function public.configure_mail_dispatch(text) from public, anon, authenticated;
grant execute on function public.configure_mail_dispatch(text) to service_role;

-- The sender takes up to `max_mails` waiting rows no other sender holds (skip locked), oldest first.
create function public.claim_outgoing_mails(max_mails integer default 20)
returns setof public.outgoing_mails
language sql
security definer
set search_path = ''
as $$
  update public.outgoing_mails m
     set claimed_at = now(), attempts = m.attempts + 1
   where m.id in (
     select w.id from public.outgoing_mails w
      where w.sent_at is null and w.attempts < 8
        and (w.claimed_at is null or w.claimed_at < now() - interval '10 minutes')
      order by w.id
      limit least(greatest(max_mails, 1), 100)
      for update skip locked)
  returning m.*
$$;
revoke execute on function public.claim_outgoing_mails(integer) from public, anon, authenticated;
grant execute on function public.claim_outgoing_mails(integer) to service_role;

-- After the provider's answer: sent, or released for a later attempt with the reason.
create function public.finish_outgoing_mail(mail_id bigint, error text default null) returns void
language sql
security definer
set search_path = ''
as $$
  update public.outgoing_mails m
     set sent_at = case when finish_outgoing_mail.error is null then now() end,
         claimed_at = null,
         last_error = left(finish_outgoing_mail.error, 1000)
   where m.id = finish_outgoing_mail.mail_id and m.sent_at is null
$$;
revoke execute on function public.finish_outgoing_mail(bigint, text) from public, anon, authenticated;
grant execute on function public.finish_outgoing_mail(bigint, text) to service_role;
