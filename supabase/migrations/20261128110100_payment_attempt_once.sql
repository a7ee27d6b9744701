-- Starting a payment once per attempt. The storefront sends each payment attempt with an id (the Place
-- order attempt's request id at checkout, one per press of Pay now on the order page) and asks again
-- with it when the answer was lost. The payments function derives the attempt's merchant reference from
-- that id, so a resend finds the attempt it already recorded and answers it (its Pesapal tracking id and
-- payment page) instead of creating a second Pesapal order and a second payments row. The page address
-- Pesapal gave is kept for that answer.

alter table public.payments add column redirect_url text
  check (redirect_url is null or (char_length(redirect_url) <= 2000 and redirect_url ~ '^https?://'));
comment on column public.payments.redirect_url is
  'The provider''s payment page for this attempt, answered again when the same attempt is started again.';

-- record_payment_attempt: its newest definition (20261123110000_business_error_codes) with the page
-- address recorded, and a repeated merchant reference of the same order answering the recorded attempt.
drop function public.record_payment_attempt(uuid, text, text, numeric, text, text);

create function public.record_payment_attempt(
  order_id uuid,
  merchant_reference text,
  tracking_id text,
  amount numeric,
  currency text,
  provider text default 'pesapal',
  redirect_url text default null
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
    raise exception 'Order not found' using errcode = 'KM101';
  end if;
  select * into p from public.payments
   where payments.merchant_reference = record_payment_attempt.merchant_reference and payments.order_id = o.id;
  if found then
    return p;
  end if;
  if o.payment_method = 'cash_on_delivery' or o.status <> 'pending' or o.payment_status not in ('pending', 'failed') then
    raise exception 'This order is not awaiting payment' using errcode = 'KM202',
      detail = jsonb_build_object('status', o.status, 'payment_status', o.payment_status,
                                  'payment_method', o.payment_method)::text;
  end if;
  if record_payment_attempt.amount is distinct from o.total_amount
     or upper(record_payment_attempt.currency) is distinct from o.currency then
    raise exception 'The payment amount does not match the order' using errcode = 'KM203',
      detail = jsonb_build_object('amount', record_payment_attempt.amount, 'currency', record_payment_attempt.currency,
                                  'order_amount', o.total_amount, 'order_currency', o.currency)::text;
  end if;
  if o.payment_status = 'failed' then
    perform public.set_order_payment_status(o.id, 'pending');
  end if;
  insert into public.payments (order_id, provider, merchant_reference, tracking_id, payment_method, amount, currency,
                               redirect_url)
  values (o.id, record_payment_attempt.provider, record_payment_attempt.merchant_reference,
          record_payment_attempt.tracking_id, o.payment_method, o.total_amount, o.currency,
          record_payment_attempt.redirect_url)
  returning * into p;
  return p;
end
$$;

revoke execute on function public.record_payment_attempt(uuid, text, text, numeric, text, text, text)
  from public, anon, authenticated;
grant execute on function public.record_payment_attempt(uuid, text, text, numeric, text, text, text) to service_role;
