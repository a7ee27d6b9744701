-- Payments: one row per attempt to pay an order through a provider (Pesapal), written by the payment
-- Edge Functions with the service role (issue 5). Customers can read the attempts on their own orders.
--
-- The order side of a payment result is set_order_payment_status below, callable only by the service
-- role: the payment code locks its payments row, checks reference, amount and currency against the
-- provider's answer, updates the row, then calls this once. It is idempotent for a repeated status.

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  provider text not null default 'pesapal' check (provider ~ '^[a-z][a-z0-9_]*$'),
  merchant_reference text not null unique check (char_length(merchant_reference) between 1 and 50),
  tracking_id text unique,
  payment_method public.payment_method,
  amount numeric(12, 2) not null check (amount > 0),
  currency char(3) not null default 'UGX',
  status public.payment_status not null default 'pending',
  status_description text,
  confirmation_code text,
  provider_response jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz
);
comment on table public.payments is 'One row per payment attempt. merchant_reference is unique per attempt, as Pesapal requires.';
comment on column public.payments.provider_response is 'The provider''s last raw answer (GetTransactionStatus), for audit.';

create index payments_order_idx on public.payments (order_id, created_at desc);

create trigger payments_touch_updated_at before update on public.payments
  for each row execute function private.touch_updated_at();

alter table public.payments enable row level security;
revoke all on public.payments from anon, authenticated;
grant select on public.payments to authenticated;

create policy "Customers see payments of their own orders; admins all" on public.payments for select to authenticated
  using (
    (select public.is_admin())
    or order_id in (select o.id from public.orders o where o.user_id = (select auth.uid()))
  );

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
    raise exception 'Order not found' using errcode = 'P0001';
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
      using errcode = 'P0001';
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

revoke execute on function public.set_order_payment_status(uuid, public.payment_status) from public, anon, authenticated;
grant execute on function public.set_order_payment_status(uuid, public.payment_status) to service_role;
