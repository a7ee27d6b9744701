-- Order mails at the moment the thing they tell of happens. "Out for delivery" went out when an admin
-- assigned a rider, while the order was still at the counter: it now goes when the rider has it (picked
-- up). A cancelled order told its customer nothing: it now gets a mail with the reason
-- (orders.cancellation_reason) and what becomes of any payment (written by the transactional-mail
-- function from the order as it is when the mail is sent).

-- The list of kinds, whatever the check holding it was named by the migration before this one (the
-- subject check, outgoing_mails_subject, is left as it is).
do $$
declare
  kinds record;
begin
  for kinds in
    select c.conname from pg_constraint c
     where c.conrelid = 'public.outgoing_mails'::regclass and c.contype = 'c'
       and c.conname <> 'outgoing_mails_subject'
       and pg_get_constraintdef(c.oid) like '%''order_confirmation''%'
  loop
    execute format('alter table public.outgoing_mails drop constraint %I', kinds.conname);
  end loop;
end
$$;
alter table public.outgoing_mails add constraint outgoing_mails_kind_check check (
  kind in ('order_confirmation', 'payment_receipt', 'out_for_delivery', 'delivered', 'back_in_stock',
           'order_cancelled', 'welcome'));

-- Placed; paid (also a payment that arrives after a cancellation: the customer's receipt for the money
-- to be refunded); cancelled, by whoever (the customer, an admin, its rider, the unpaid-order release);
-- picked up by its rider (out for delivery); delivered. Each once per order.
create or replace function private.queue_order_mails() returns trigger
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
revoke all on function private.queue_order_mails() from public, anon, authenticated;
