-- One order, one number. An order was named by the first 8 characters of its id on the customer's screens
-- and mails and by the last 6 in the back office, so a customer phoning with the number from their mail
-- could not be found. Every order now has one short number, given by a sequence when it is written
-- (`orders.number`, shown as "Order #10234" everywhere: shared/src/orders/order-number.ts, and in SQL
-- private.short_id below), which the orders screen's search finds, as it finds the full id.

create sequence public.orders_number_seq as bigint start with 10001 minvalue 1;
comment on sequence public.orders_number_seq is 'Gives each new order its number (orders.number).';

alter table public.orders add column number bigint;
comment on column public.orders.number is
  'The order''s number people read, say and search ("Order #10234"): unique, given in the order orders were placed.';

-- Orders already there are numbered in the order they were placed, without looking updated.
alter table public.orders disable trigger orders_touch_updated_at;
update public.orders o
   set number = n.number
  from (select x.id, 10000 + row_number() over (order by x.created_at, x.id) as number from public.orders x) n
 where n.id = o.id;
alter table public.orders enable trigger orders_touch_updated_at;
select setval('public.orders_number_seq', greatest(coalesce((select max(number) from public.orders), 0), 10000), true);

alter table public.orders
  alter column number set default nextval('public.orders_number_seq'),
  alter column number set not null,
  add constraint orders_number_key unique (number);
alter sequence public.orders_number_seq owned by public.orders.number;
revoke all on sequence public.orders_number_seq from anon, authenticated;

-- The order's number as every text the database writes shows it after "#" (the admins' and outlets'
-- notifications): its `number`. Every notification function names the order through this one.
create or replace function private.short_id(id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select o.number::text from public.orders o where o.id = short_id.id
$$;
revoke all on function private.short_id(uuid) from public, anon, authenticated;

-- The outlet's "New order" notification named the order by the last 6 characters of its id.
create or replace function private.announce_outlet_order() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.outlet_id is not null then
    insert into public.outlet_notifications (outlet_id, message, type, order_id, created_at)
    values (new.outlet_id,
            format('New order #%s from %s: %s',
              new.number,
              coalesce(nullif(new.shipping_address ->> 'full_name', ''), 'a customer'),
              private.format_ugx(new.total_amount)),
            'success', new.id, new.created_at);
  end if;
  return null;
end
$$;

-- The orders screen's search text: the number, the full id, and the contact's name, e-mail and phone as
-- entered at checkout, in lower case. A number read out over the phone, with or without its "#", and an
-- id pasted from anywhere both find their order.
create function private.order_search_text(number bigint, id uuid, shipping_address jsonb) returns text
language sql
immutable
set search_path = ''
as $$
  select lower(
    number::text || ' ' ||
    id::text || ' ' ||
    coalesce(shipping_address ->> 'full_name', '') || ' ' ||
    coalesce(shipping_address ->> 'email', '') || ' ' ||
    coalesce(shipping_address ->> 'phone', '')
  )
$$;

create or replace function private.keep_order_search_text() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_text := private.order_search_text(new.number, new.id, new.shipping_address);
  return new;
end
$$;

drop trigger orders_keep_search_text on public.orders;
create trigger orders_keep_search_text before insert or update of id, number, shipping_address on public.orders
  for each row execute function private.keep_order_search_text();
drop function private.order_search_text(uuid, jsonb);

comment on column public.orders.search_text is
  'What the orders screen searches (substring, lower case): number, id, contact name, e-mail, phone. Kept by a trigger.';

alter table public.orders disable trigger orders_touch_updated_at;
update public.orders set search_text = private.order_search_text(number, id, shipping_address);
alter table public.orders enable trigger orders_touch_updated_at;
