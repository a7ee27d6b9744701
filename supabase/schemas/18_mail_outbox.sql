-- Transactional mail as an outbox: the mail to send is a row of `outgoing_mails`, written by a trigger in
-- the same transaction as the change it tells of, so a rolled-back change mails nothing and a committed
-- one cannot be missed. (order_id, kind) is unique: one receipt however often an order is marked paid.
-- The `transactional-mail` Edge Function claims rows with `for update skip locked` (claim_outgoing_mails)
-- and marks each sent or failed (a failed one is retried, at most 8 times); a claim expires after 10
-- minutes, the one case where a mail can go out twice, preferred to losing it. The database wakes the
-- sender after commit through pg_net, at the URL the function stores (configure_mail_dispatch).
-- Back in stock: a signed-in customer's request per product, mailed once when stock rises from 0.

-- A function's dispatch hook, the `<key>` setting {url, secret}: where the database posts to wake an Edge
-- Function, as a Database Webhook does (the rider's push and the mail sender). The URL is stored by the
-- function itself (only the functions know the project's URL), the secret made here once.
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
revoke all on function private.configure_dispatch(key text, url text) from public;

-- The rider's push through the same dispatch hook (configure_dispatch).
create function public.configure_push_dispatch(url text) returns void
language sql
security definer
set search_path = ''
as $$
  select private.configure_dispatch('push_dispatch', url)
$$;
revoke all on function public.configure_push_dispatch(text) from public, anon, authenticated, service_role;
grant execute on function public.configure_push_dispatch(url text) to service_role;

create table public.back_in_stock_requests (
    id uuid default gen_random_uuid() not null,
    user_id uuid default auth.uid() not null,
    product_id uuid not null,
    created_at timestamp with time zone default now() not null,
    notified_at timestamp with time zone,
    constraint back_in_stock_requests_pkey primary key (id),
    constraint back_in_stock_requests_product_id_fkey foreign key (product_id) references public.products(id) on delete cascade,
    constraint back_in_stock_requests_user_id_fkey foreign key (user_id) references public.users(id) on delete cascade
);
create unique index back_in_stock_requests_one_open on public.back_in_stock_requests using btree (user_id, product_id) where (notified_at is null);
create index back_in_stock_requests_open_by_product on public.back_in_stock_requests using btree (product_id) where (notified_at is null);
alter table public.back_in_stock_requests enable row level security;
comment on table public.back_in_stock_requests is 'A customer''s "Notify me" on an out-of-stock product; done (notified_at) once the back-in-stock mail is queued.';
revoke all on table public.back_in_stock_requests from anon, authenticated, service_role;
grant all on table public.back_in_stock_requests to service_role;
grant select,delete on table public.back_in_stock_requests to authenticated;
grant insert (product_id) on table public.back_in_stock_requests to authenticated;

create policy "customers ask for themselves" on public.back_in_stock_requests
  for insert to authenticated with check (user_id = (select auth.uid()) and notified_at is null);

create policy "customers see their own requests" on public.back_in_stock_requests
  for select to authenticated using (user_id = (select auth.uid()));

create policy "customers withdraw their open requests" on public.back_in_stock_requests
  for delete to authenticated using (user_id = (select auth.uid()) and notified_at is null);

create table public.outgoing_mails (
    id bigint not null,
    kind text not null,
    recipient text not null,
    order_id uuid,
    request_id uuid,
    created_at timestamp with time zone default now() not null,
    claimed_at timestamp with time zone,
    attempts integer default 0 not null,
    sent_at timestamp with time zone,
    last_error text,
    user_id uuid,
    constraint outgoing_mails_kind_check check ((kind = any (array['order_confirmation'::text, 'payment_receipt'::text, 'out_for_delivery'::text, 'delivered'::text, 'back_in_stock'::text, 'order_cancelled'::text, 'welcome'::text, 'rider_approved'::text]))),
    constraint outgoing_mails_last_error_check check ((char_length(last_error) <= 1000)),
    constraint outgoing_mails_recipient_check check (((char_length(recipient) >= 3) and (char_length(recipient) <= 320))),
    constraint outgoing_mails_subject check (((num_nonnulls(order_id, request_id, user_id) = 1) and ((kind = 'back_in_stock'::text) = (request_id is not null)) and ((kind = any (array['welcome'::text, 'rider_approved'::text])) = (user_id is not null)) and ((kind <> all (array['back_in_stock'::text, 'welcome'::text, 'rider_approved'::text])) = (order_id is not null)))),
    constraint outgoing_mails_once_per_account unique (user_id, kind),
    constraint outgoing_mails_once_per_order unique (order_id, kind),
    constraint outgoing_mails_once_per_request unique (request_id),
    constraint outgoing_mails_pkey primary key (id),
    constraint outgoing_mails_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade,
    constraint outgoing_mails_request_id_fkey foreign key (request_id) references public.back_in_stock_requests(id) on delete cascade,
    constraint outgoing_mails_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);
alter table public.outgoing_mails alter column id add generated always as identity (
    sequence name public.outgoing_mails_id_seq
    start with 1
    increment by 1
    no minvalue
    no maxvalue
    cache 1
);
create index outgoing_mails_waiting on public.outgoing_mails using btree (id) where (sent_at is null);
alter table public.outgoing_mails enable row level security;
comment on table public.outgoing_mails is 'Outbox of transactional mail, written by triggers with the change they tell of; sent by the transactional-mail function. No browser access.';
comment on column public.outgoing_mails.user_id is 'The account a welcome or rider-approved mail is for (kinds welcome and rider_approved only).';
revoke all on table public.outgoing_mails from anon, authenticated, service_role;
grant all on table public.outgoing_mails to service_role;
grant all on sequence public.outgoing_mails_id_seq to anon, authenticated, service_role;

-- Where a customer's (or rider's) mail goes: the account's address (the one they sign in with).
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
revoke all on function private.customer_email(user_id uuid) from public;

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
revoke all on function private.queue_order_mail(order_id uuid, user_id uuid, kind text) from public;

-- Placed; paid (also a payment that arrives after a cancellation: the customer's receipt for the money
-- to be refunded); cancelled, by whoever (the customer, an admin, its rider, the unpaid-order release);
-- picked up by its rider (out for delivery); delivered. Each once per order.
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
  if new.status = 'cancelled' and tg_op = 'UPDATE' and old.status <> 'cancelled' then
    perform private.queue_order_mail(new.id, new.user_id, 'order_cancelled');
  end if;
  if new.status = 'picked_up' and (tg_op = 'INSERT' or old.status <> 'picked_up') then
    perform private.queue_order_mail(new.id, new.user_id, 'out_for_delivery');
  end if;
  if new.status = 'delivered' and (tg_op = 'INSERT' or old.status <> 'delivered') then
    perform private.queue_order_mail(new.id, new.user_id, 'delivered');
  end if;
  return null;
end
$$;
revoke all on function private.queue_order_mails() from public;

create trigger orders_queue_mails after insert or update of status, payment_status on public.orders for each row execute function private.queue_order_mails();

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
revoke all on function private.queue_back_in_stock_mails() from public;

create trigger products_queue_back_in_stock_mails after update of stock on public.products for each row execute function private.queue_back_in_stock_mails();

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
revoke all on function private.post_dispatch(key text, body jsonb, timeout_milliseconds integer) from public;

-- The wake-up: one post per transaction, however many mails and SMS it queued (a placement queues both,
-- a restock with many requests queues many): the sender, woken after commit, sends all that waits.
create function private.wake_mail_sender() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('shop.mail_sender_woken', true) = txid_current()::text then
    return;
  end if;
  perform set_config('shop.mail_sender_woken', txid_current()::text, true);
  perform private.post_dispatch('mail_dispatch',
    jsonb_build_object('type', 'INSERT', 'table', 'outgoing_mails', 'schema', 'public'), 30000);
end
$$;
revoke all on function private.wake_mail_sender() from public;

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
revoke all on function private.outgoing_mails_queued() from public;

create trigger outgoing_mails_wake_sender after insert on public.outgoing_mails for each statement execute function private.outgoing_mails_queued();

-- Every minute while mail or SMS waits, where the project has pg_cron.
create function private.retry_waiting_mails() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.outgoing_mails m
              where m.sent_at is null and m.attempts < 8
                and (m.claimed_at is null or m.claimed_at < now() - interval '10 minutes'))
     or exists (select 1 from public.outgoing_sms s
                 where s.sent_at is null and s.attempts < 8
                   and (s.claimed_at is null or s.claimed_at < now() - interval '10 minutes')) then
    perform private.wake_mail_sender();
  end if;
end
$$;
revoke all on function private.retry_waiting_mails() from public;

create function public.configure_mail_dispatch(url text) returns void
language sql
security definer
set search_path = ''
as $$
  select private.configure_dispatch('mail_dispatch', url)
$$;
revoke all on function public.configure_mail_dispatch(text) from public, anon, authenticated, service_role;
grant execute on function public.configure_mail_dispatch(url text) to service_role;

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
revoke all on function public.claim_outgoing_mails(integer) from public, anon, authenticated, service_role;
grant execute on function public.claim_outgoing_mails(max_mails integer) to service_role;

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
revoke all on function public.finish_outgoing_mail(bigint, text) from public, anon, authenticated, service_role;
grant execute on function public.finish_outgoing_mail(mail_id bigint, error text) to service_role;

create function private.queue_welcome_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email_confirmed_at is null or new.email is null
     or (tg_op = 'UPDATE' and old.email_confirmed_at is not null) then
    return null;
  end if;
  -- Confirmed just now, by Auth; not an account loaded with a confirmation long past (the seed, an import).
  if new.email_confirmed_at < now() - interval '1 hour' then
    return null;
  end if;
  -- Customers only: a rider's sign-up makes a delivery_riders row instead.
  if not exists (select 1 from public.users u where u.id = new.id) then
    return null;
  end if;
  insert into public.outgoing_mails (kind, recipient, user_id)
  values ('welcome', new.email, new.id)
  on conflict on constraint outgoing_mails_once_per_account do nothing;
  return null;
end
$$;
revoke all on function private.queue_welcome_mail() from public;

-- Named to fire after on_auth_user_created (triggers of one event fire in name order), which makes the
-- profile this looks for.
create trigger on_auth_user_welcome_mail after insert or update of email_confirmed_at on auth.users for each row execute function private.queue_welcome_mail();

-- A rider's approval (approve_rider) is mailed to their sign-in address, once per account.
create function private.queue_rider_approved_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.customer_email(new.id);
begin
  if new.approval <> 'approved' or old.approval = 'approved' or address is null then
    return null;
  end if;
  insert into public.outgoing_mails (kind, recipient, user_id)
  values ('rider_approved', address, new.id)
  on conflict on constraint outgoing_mails_once_per_account do nothing;
  return null;
end
$$;
revoke all on function private.queue_rider_approved_mail() from public;

create trigger delivery_riders_queue_approved_mail after update of approval on public.delivery_riders for each row execute function private.queue_rider_approved_mail();
