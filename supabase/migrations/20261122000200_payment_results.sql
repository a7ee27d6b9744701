-- The two writes of the payment Edge Function (issue 5), each one transaction with the rows locked:
--   record_payment_attempt: a new attempt at paying an order, after Pesapal accepted it.
--   apply_payment_result:   what Pesapal's GetTransactionStatus said about an attempt, applied exactly
--                           once however often and in whatever order the browser's return, the IPN and
--                           a manual verify arrive.
-- Both are callable only by the service role (the function), never by a browser.

create function public.record_payment_attempt(
  order_id uuid,
  merchant_reference text,
  tracking_id text,
  amount numeric,
  currency text,
  provider text default 'pesapal'
) returns public.payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
  p public.payments;
begin
  select * into o from public.orders where id = record_payment_attempt.order_id for update;
  if not found then
    raise exception 'Order not found' using errcode = 'P0001';
  end if;
  if o.payment_method = 'cash_on_delivery' or o.status <> 'pending' or o.payment_status not in ('pending', 'failed') then
    raise exception 'This order is not awaiting payment' using errcode = 'P0001',
      detail = format('%s, payment %s, %s', o.status, o.payment_status, o.payment_method);
  end if;
  if record_payment_attempt.amount is distinct from o.total_amount
     or upper(record_payment_attempt.currency) is distinct from o.currency then
    raise exception 'The payment amount does not match the order' using errcode = 'P0001',
      detail = format('asked %s %s, order %s %s', record_payment_attempt.currency, record_payment_attempt.amount,
                      o.currency, o.total_amount);
  end if;
  if o.payment_status = 'failed' then
    perform public.set_order_payment_status(o.id, 'pending');
  end if;
  insert into public.payments (order_id, provider, merchant_reference, tracking_id, payment_method, amount, currency)
  values (o.id, record_payment_attempt.provider, record_payment_attempt.merchant_reference,
          record_payment_attempt.tracking_id, o.payment_method, o.total_amount, o.currency)
  returning * into p;
  return p;
end
$$;

-- status_code as Pesapal's GetTransactionStatus answers it: 0 invalid (not paid yet), 1 completed,
-- 2 failed, 3 reversed. The attempt moves pending → paid | failed, failed → paid (the customer tried
-- again on the same payment page), paid → refunded (reversed); anything else is a replay or stale
-- news and changes nothing. The order follows through set_order_payment_status, and each real
-- change leaves exactly one admin notification.
create function public.apply_payment_result(
  tracking_id text,
  merchant_reference text,
  status_code integer,
  amount numeric,
  currency text,
  description text default null,
  confirmation_code text default null,
  provider_response jsonb default null
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.payments;
  o public.orders;
  target public.payment_status;
  moves boolean;
begin
  select * into p from public.payments where payments.tracking_id = apply_payment_result.tracking_id for update;
  if not found then
    raise exception 'Payment not found' using errcode = 'P0001';
  end if;
  if p.merchant_reference is distinct from apply_payment_result.merchant_reference then
    raise exception 'The payment does not match the provider''s answer' using errcode = 'P0001',
      detail = 'merchant reference', hint = p.id::text;
  end if;

  target := case apply_payment_result.status_code
    when 1 then 'paid'::public.payment_status
    when 2 then 'failed'::public.payment_status
    when 3 then 'refunded'::public.payment_status
  end;
  if target is not null and (
       apply_payment_result.amount is distinct from p.amount
       or upper(coalesce(apply_payment_result.currency, '')) is distinct from p.currency) then
    raise exception 'The payment does not match the provider''s answer' using errcode = 'P0001',
      detail = format('provider %s %s, payment %s %s', apply_payment_result.currency, apply_payment_result.amount,
                      p.currency, p.amount),
      hint = p.id::text;
  end if;

  moves := case target
    when 'paid' then p.status in ('pending', 'failed')
    when 'failed' then p.status = 'pending'
    when 'refunded' then p.status = 'paid'
    else false
  end;
  if not moves then
    return jsonb_build_object('changed', false, 'payment_id', p.id, 'order_id', p.order_id, 'status', p.status);
  end if;

  update public.payments
     set status = target,
         status_description = left(apply_payment_result.description, 500),
         confirmation_code = coalesce(nullif(apply_payment_result.confirmation_code, ''), payments.confirmation_code),
         provider_response = apply_payment_result.provider_response,
         completed_at = case when target = 'paid' then now() else payments.completed_at end
   where id = p.id
  returning * into p;

  select * into o from public.orders where id = p.order_id for update;
  if target = 'paid' then
    if o.payment_status = 'paid' then
      -- Another attempt had already paid this order: the customer paid twice.
      perform private.notify_admins(
        format('Second payment of %s received for order #%s: refund due', private.format_ugx(p.amount), private.short_id(o.id)),
        'warning', o.id);
    else
      -- Notifies the admins of the payment (or of a refund due when the order was cancelled meanwhile).
      o := public.set_order_payment_status(o.id, 'paid');
    end if;
  elsif target = 'failed' then
    -- A newer attempt still under way keeps the order pending.
    if o.payment_status = 'pending' and not exists (
         select 1 from public.payments q
          where q.order_id = o.id and q.id <> p.id and q.status in ('pending', 'paid') and q.created_at > p.created_at) then
      o := public.set_order_payment_status(o.id, 'failed');
    end if;
    perform private.notify_admins(
      format('Payment of %s for order #%s failed%s', private.format_ugx(p.amount), private.short_id(o.id),
             coalesce(': ' || nullif(left(apply_payment_result.description, 200), ''), '')),
      'error', o.id);
  else
    if o.payment_status = 'paid' and not exists (
         select 1 from public.payments q where q.order_id = o.id and q.id <> p.id and q.status = 'paid') then
      o := public.set_order_payment_status(o.id, 'refunded');
    end if;
    perform private.notify_admins(
      format('Payment of %s for order #%s was reversed', private.format_ugx(p.amount), private.short_id(o.id)),
      'warning', o.id);
  end if;

  return jsonb_build_object('changed', true, 'payment_id', p.id, 'order_id', o.id, 'status', p.status,
                            'order_status', o.status, 'order_payment_status', o.payment_status);
end
$$;

revoke execute on function public.record_payment_attempt(uuid, text, text, numeric, text, text) from public, anon, authenticated;
revoke execute on function public.apply_payment_result(text, text, integer, numeric, text, text, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.record_payment_attempt(uuid, text, text, numeric, text, text) to service_role;
grant execute on function public.apply_payment_result(text, text, integer, numeric, text, text, text, jsonb) to service_role;
