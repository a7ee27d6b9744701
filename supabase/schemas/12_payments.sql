-- Payments: one row per attempt to pay an order through a provider (Pesapal), written by the payment
-- Edge Functions with the service role. Customers can read the attempts on their own orders. The payment
-- row is locked, reference, amount and currency checked, and set_order_payment_status called once,
-- however often the provider's answer arrives.

create table public.payments (
    id uuid default gen_random_uuid() not null,
    order_id uuid not null,
    provider text default 'pesapal'::text not null,
    merchant_reference text not null,
    tracking_id text,
    payment_method public.payment_method,
    amount numeric(12,2) not null,
    currency character(3) default 'UGX'::bpchar not null,
    status public.payment_status default 'pending'::public.payment_status not null,
    status_description text,
    confirmation_code text,
    provider_response jsonb,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    completed_at timestamp with time zone,
    redirect_url text,
    constraint payments_amount_check check ((amount > (0)::numeric)),
    constraint payments_merchant_reference_check check (((char_length(merchant_reference) >= 1) and (char_length(merchant_reference) <= 50))),
    constraint payments_provider_check check ((provider ~ '^[a-z][a-z0-9_]*$'::text)),
    constraint payments_redirect_url_check check (((redirect_url is null) or ((char_length(redirect_url) <= 2000) and (redirect_url ~ '^https?://'::text)))),
    constraint payments_merchant_reference_key unique (merchant_reference),
    constraint payments_pkey primary key (id),
    constraint payments_tracking_id_key unique (tracking_id),
    constraint payments_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade
);
create index payments_order_idx on public.payments using btree (order_id, created_at desc);
alter table public.payments enable row level security;
comment on table public.payments is 'One row per payment attempt. merchant_reference is unique per attempt, as Pesapal requires.';
comment on column public.payments.provider_response is 'The provider''s last raw answer (GetTransactionStatus), for audit.';
comment on column public.payments.redirect_url is 'The provider''s payment page for this attempt, answered again when the same attempt is started again.';
revoke all on table public.payments from anon, authenticated, service_role;
grant all on table public.payments to service_role;
grant select on table public.payments to authenticated;

create policy "Customers see payments of their own orders; admins all" on public.payments for select to authenticated
  using (
    (select public.is_admin())
    or order_id in (select o.id from public.orders o where o.user_id = (select auth.uid()))
  );

create trigger payments_touch_updated_at before update on public.payments for each row execute function private.touch_updated_at();

-- The order side of a payment result:
--   paid:     from pending or failed. A pending order moves on to processing; a cancelled one stays
--             cancelled and the admins are told a refund is due.
--   failed:   from pending (the order stays pending: the customer may try again).
--   pending:  from failed (a new attempt started).
--   refunded: from paid.
-- Asking for the status the order already has changes nothing and returns the order.
create function public.set_order_payment_status(order_id uuid, status public.payment_status)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
  allowed boolean;
begin
  select * into o from public.orders where id = set_order_payment_status.order_id for update;
  if not found then
    raise exception 'Order not found' using errcode = 'KM101';
  end if;
  if o.payment_status = set_order_payment_status.status then
    return o;
  end if;
  allowed := case set_order_payment_status.status
    when 'paid' then o.payment_status in ('pending', 'failed')
    when 'failed' then o.payment_status = 'pending'
    when 'pending' then o.payment_status = 'failed'
    when 'refunded' then o.payment_status = 'paid'
  end;
  if not allowed then
    raise exception 'A % payment cannot become %', o.payment_status, set_order_payment_status.status
      using errcode = 'KM201',
        detail = jsonb_build_object('from', o.payment_status, 'to', set_order_payment_status.status)::text;
  end if;

  update public.orders
     set payment_status = set_order_payment_status.status,
         status = case when set_order_payment_status.status = 'paid' and o.status = 'pending'
                       then 'processing'::public.order_status else o.status end
   where id = o.id
  returning * into o;

  if o.payment_status = 'paid' then
    if o.status = 'cancelled' then
      perform private.notify_admins(
        format('Payment of %s received for cancelled order #%s: refund due', private.format_ugx(o.total_amount), private.short_id(o.id)),
        'warning', o.id);
    else
      perform private.notify_admins(
        format('Payment of %s received for order #%s', private.format_ugx(o.total_amount), private.short_id(o.id)),
        'success', o.id);
    end if;
  end if;
  return o;
end
$$;
revoke all on function public.set_order_payment_status(uuid, public.payment_status) from public, anon, authenticated, service_role;
grant execute on function public.set_order_payment_status(order_id uuid, status public.payment_status) to service_role;

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
revoke all on function public.record_payment_attempt(uuid, text, text, numeric, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.record_payment_attempt(order_id uuid, merchant_reference text, tracking_id text, amount numeric, currency text, provider text, redirect_url text) to service_role;

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
    raise exception 'Payment not found' using errcode = 'KM204';
  end if;
  if p.merchant_reference is distinct from apply_payment_result.merchant_reference then
    raise exception 'The payment does not match the provider''s answer' using errcode = 'KM205',
      detail = jsonb_build_object('payment_id', p.id, 'mismatch', 'merchant_reference')::text;
  end if;

  target := case apply_payment_result.status_code
    when 1 then 'paid'::public.payment_status
    when 2 then 'failed'::public.payment_status
    when 3 then 'refunded'::public.payment_status
  end;
  if target is not null and (
       apply_payment_result.amount is distinct from p.amount
       or upper(coalesce(apply_payment_result.currency, '')) is distinct from p.currency) then
    raise exception 'The payment does not match the provider''s answer' using errcode = 'KM205',
      detail = jsonb_build_object('payment_id', p.id, 'mismatch', 'amount',
                                  'provider_amount', apply_payment_result.amount,
                                  'provider_currency', apply_payment_result.currency,
                                  'payment_amount', p.amount, 'payment_currency', p.currency)::text;
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
revoke all on function public.apply_payment_result(text, text, integer, numeric, text, text, text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.apply_payment_result(tracking_id text, merchant_reference text, status_code integer, amount numeric, currency text, description text, confirmation_code text, provider_response jsonb) to service_role;
