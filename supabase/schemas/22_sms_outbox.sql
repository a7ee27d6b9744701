-- Order updates by SMS: many customers read SMS, not e-mail. An order's contact phone (the number given
-- at checkout, the one its rider calls) gets an SMS when the order is confirmed, when its rider has it
-- (picked up: the rider's first name and phone, and the delivery code to give the rider), when it is delivered and when it is cancelled; unless
-- the customer turned SMS off in their account (users.sms_order_updates).
--
-- Confirmed is what the shop calls confirmed: a cash-on-delivery order when it is placed, an order paid
-- online when its payment is (an order cancelled before its payment arrived is not confirmed by it).
--
-- An outbox, as the order mails are (outgoing_mails, 18_mail_outbox.sql): a row of `outgoing_sms` written by
-- a trigger in the same transaction as the order change, unique per (order_id, kind) so a repeated event
-- sends one SMS; claimed with `for update skip locked` by the sender (the transactional-mail function,
-- woken through the same `mail_dispatch` hook and retried by the same job), marked sent with the
-- provider's answer or failed with the reason. The words are the sender's, fixed: the row holds facts
-- only (the recipient, the rider at pickup, a reason the shop gave). A reason the customer typed when
-- cancelling is not repeated back: whoever places an order chooses its phone, and would otherwise choose
-- the words the shop texts to it.

create table public.outgoing_sms (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('order_confirmed', 'out_for_delivery', 'delivered', 'order_cancelled')),
  -- E.164, as the shop stores a valid phone (shared/src/phone): the provider takes no other form.
  recipient text not null check (recipient ~ '^\+[1-9][0-9]{7,14}$'),
  order_id uuid not null references public.orders (id) on delete cascade,
  rider_first_name text check (char_length(rider_first_name) between 1 and 60),
  rider_phone text check (rider_phone ~ '^\+[1-9][0-9]{7,14}$'),
  cancellation_reason text check (char_length(cancellation_reason) between 1 and 500),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  provider_message_id text check (char_length(provider_message_id) <= 200),
  provider_status text check (char_length(provider_status) <= 200),
  provider_cost text check (char_length(provider_cost) <= 60),
  last_error text check (char_length(last_error) <= 1000),
  -- The order's delivery code, for the customer to give the rider (23_delivery_pin.sql).
  delivery_code text check (delivery_code ~ '^[0-9]{4}$'),
  constraint outgoing_sms_rider_at_pickup check (
    kind = 'out_for_delivery' or (rider_first_name is null and rider_phone is null and delivery_code is null)),
  constraint outgoing_sms_reason_when_cancelled check (kind = 'order_cancelled' or cancellation_reason is null),
  constraint outgoing_sms_once_per_order unique (order_id, kind)
);
comment on table public.outgoing_sms is
  'Outbox of order SMS, written by triggers with the order change they tell of; sent by the transactional-mail function. No browser access.';
create index outgoing_sms_waiting on public.outgoing_sms (id) where sent_at is null;

alter table public.outgoing_sms enable row level security;
-- No policies: only the service role (the sender) and the security-definer triggers reach it.
revoke all on public.outgoing_sms from anon, authenticated;

-- A phone the provider takes (E.164), else null.
create function private.sms_phone(phone text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when btrim(phone) ~ '^\+[1-9][0-9]{7,14}$' then btrim(phone) end
$$;
revoke all on function private.sms_phone(text) from public, anon, authenticated;

create function private.queue_order_sms(
  o public.orders,
  kind text,
  rider_first_name text default null,
  rider_phone text default null,
  cancellation_reason text default null,
  delivery_code text default null
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient text := private.sms_phone(o.shipping_address ->> 'phone');
begin
  if recipient is null
     or not exists (select 1 from public.users u where u.id = o.user_id and u.sms_order_updates) then
    return;
  end if;
  insert into public.outgoing_sms (kind, recipient, order_id, rider_first_name, rider_phone, cancellation_reason,
                                   delivery_code)
  values (queue_order_sms.kind, recipient, o.id, queue_order_sms.rider_first_name, queue_order_sms.rider_phone,
          queue_order_sms.cancellation_reason, queue_order_sms.delivery_code)
  on conflict on constraint outgoing_sms_once_per_order do nothing;
end
$$;
revoke all on function private.queue_order_sms(public.orders, text, text, text, text, text)
  from public, anon, authenticated;

create function private.queue_order_sms_messages() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rider public.delivery_riders;
begin
  if new.user_id is null then
    return null;
  end if;
  if tg_op = 'INSERT' and new.payment_method = 'cash_on_delivery' then
    perform private.queue_order_sms(new, 'order_confirmed');
  end if;
  if new.payment_method <> 'cash_on_delivery' and new.payment_status = 'paid' and new.status <> 'cancelled'
     and (tg_op = 'INSERT' or old.payment_status is distinct from 'paid') then
    perform private.queue_order_sms(new, 'order_confirmed');
  end if;
  if new.status = 'picked_up' and (tg_op = 'INSERT' or old.status <> 'picked_up') then
    select * into rider from public.delivery_riders r where r.id = new.rider_id;
    perform private.queue_order_sms(new, 'out_for_delivery',
      nullif(split_part(btrim(rider.full_name), ' ', 1), ''), private.sms_phone(rider.phone),
      delivery_code => private.issue_delivery_code(new.id));
  end if;
  if new.status = 'delivered' and (tg_op = 'INSERT' or old.status <> 'delivered') then
    perform private.queue_order_sms(new, 'delivered');
  end if;
  if new.status = 'cancelled' and tg_op = 'UPDATE' and old.status <> 'cancelled' then
    perform private.queue_order_sms(new, 'order_cancelled', cancellation_reason => case
      when (select auth.uid()) is distinct from new.user_id then nullif(btrim(new.cancellation_reason), '') end);
  end if;
  return null;
end
$$;
revoke all on function private.queue_order_sms_messages() from public, anon, authenticated;

create trigger orders_queue_sms after insert or update of status, payment_status on public.orders
  for each row execute function private.queue_order_sms_messages();

-- The sender is woken as for mail, through the same hook (private.wake_mail_sender).
create function private.outgoing_sms_queued() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.wake_mail_sender();
  return null;
end
$$;
revoke all on function private.outgoing_sms_queued() from public, anon, authenticated;

create trigger outgoing_sms_wake_sender after insert on public.outgoing_sms
  for each statement execute function private.outgoing_sms_queued();

-- The sender takes up to `max_messages` waiting rows no other sender holds (skip locked), oldest first,
-- and an order's SMS in the order they were queued: a row waits while an earlier one of its order is
-- unsent and still to be tried (a pickup and a delivery moments apart would otherwise race, and "delivered"
-- could arrive before "on its way"). The sender claims again after each round, so the next one follows.
create function public.claim_outgoing_sms(max_messages integer default 20)
returns setof public.outgoing_sms
language sql
security definer
set search_path = ''
as $$
  update public.outgoing_sms s
     set claimed_at = now(), attempts = s.attempts + 1
   where s.id in (
     select w.id from public.outgoing_sms w
      where w.sent_at is null and w.attempts < 8
        and (w.claimed_at is null or w.claimed_at < now() - interval '10 minutes')
        and not exists (
          select 1 from public.outgoing_sms e
           where e.order_id = w.order_id and e.id < w.id and e.sent_at is null and e.attempts < 8)
      order by w.id
      limit least(greatest(max_messages, 1), 100)
      for update skip locked)
  returning s.*
$$;
revoke execute on function public.claim_outgoing_sms(integer) from public, anon, authenticated;
grant execute on function public.claim_outgoing_sms(integer) to service_role;

-- After the provider's answer: sent, with its message id, status and cost; or released for a later
-- attempt with the reason (and whatever status the provider gave).
create function public.finish_outgoing_sms(
  sms_id bigint,
  error text default null,
  message_id text default null,
  status text default null,
  cost text default null
) returns void
language sql
security definer
set search_path = ''
as $$
  update public.outgoing_sms s
     set sent_at = case when finish_outgoing_sms.error is null then now() end,
         claimed_at = null,
         last_error = left(finish_outgoing_sms.error, 1000),
         provider_message_id = left(finish_outgoing_sms.message_id, 200),
         provider_status = left(finish_outgoing_sms.status, 200),
         provider_cost = left(finish_outgoing_sms.cost, 60)
   where s.id = finish_outgoing_sms.sms_id and s.sent_at is null
$$;
revoke execute on function public.finish_outgoing_sms(bigint, text, text, text, text) from public, anon, authenticated;
grant execute on function public.finish_outgoing_sms(bigint, text, text, text, text) to service_role;
