-- The welcome mail follows an event, never a request. It used to be sent by an Edge Function the browser
-- called after sign-up, as often as it was called and with a subject built from a name in the request
-- body: anyone could make the shop mail any words to any address. Now it is a row of the transactional
-- outbox (`outgoing_mails`, 20261126130000), queued by a trigger on `auth.users` when an account with a
-- customer profile has a confirmed address: at sign-up where Auth confirms addresses itself
-- (autoconfirm), or when the customer follows the confirmation link where confirmations are on. Exactly
-- once per account (unique (user_id, kind)); accounts loaded with a confirmation long past (the seed) get
-- none. The mail's words are fixed: no name, nothing the sign-up
-- sent, since whoever signs up chooses both the words and, by typing an address, the recipient.

alter table public.outgoing_mails add column user_id uuid references auth.users (id) on delete cascade;
comment on column public.outgoing_mails.user_id is 'The account a welcome mail is for (kind welcome only).';

-- The full list of kinds, as every migration that changes it writes it.
alter table public.outgoing_mails drop constraint outgoing_mails_kind_check;
alter table public.outgoing_mails add constraint outgoing_mails_kind_check check (kind in (
  'order_confirmation', 'payment_receipt', 'out_for_delivery', 'delivered', 'back_in_stock', 'order_cancelled',
  'welcome'));

-- What a mail is about: a back-in-stock request, an account (the welcome mail), or else an order.
alter table public.outgoing_mails drop constraint outgoing_mails_subject;
alter table public.outgoing_mails add constraint outgoing_mails_subject check (
  num_nonnulls(order_id, request_id, user_id) = 1
  and (kind = 'back_in_stock') = (request_id is not null)
  and (kind = 'welcome') = (user_id is not null)
  and (kind not in ('back_in_stock', 'welcome')) = (order_id is not null));

alter table public.outgoing_mails add constraint outgoing_mails_once_per_account unique (user_id, kind);

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
revoke all on function private.queue_welcome_mail() from public, anon, authenticated;

-- Named to fire after on_auth_user_created (triggers of one event fire in name order), which makes the
-- profile this looks for.
create trigger on_auth_user_welcome_mail after insert or update of email_confirmed_at on auth.users
  for each row execute function private.queue_welcome_mail();
