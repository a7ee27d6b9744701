-- Orders and their lines. Orders are written only by place_order and changed only by the transition
-- functions (20261121001800) and the payment function (20261121001300): no API role may insert them or
-- change their status, payment or money. Who sees an order:
--   its customer; the rider assigned to it; the active staff of its outlet; admins.
-- Money is UGX: total_amount = subtotal − discount_amount + delivery_fee, checked.

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.users (id) on delete set null,
  outlet_id uuid references public.outlets (id) on delete set null,
  rider_id uuid references public.delivery_riders (id) on delete set null,
  status public.order_status not null default 'pending',
  payment_status public.payment_status not null default 'pending',
  payment_method public.payment_method not null default 'cash_on_delivery',
  currency char(3) not null default 'UGX',
  subtotal numeric(12, 2) not null check (subtotal >= 0),
  discount_amount numeric(12, 2) not null default 0 check (discount_amount >= 0 and discount_amount <= subtotal),
  delivery_fee numeric(12, 2) not null default 0 check (delivery_fee >= 0),
  total_amount numeric(12, 2) not null,
  coupon_code text,
  shipping_address jsonb not null default '{}' check (jsonb_typeof(shipping_address) = 'object'),
  delivery_latitude double precision not null check (delivery_latitude between -90 and 90),
  delivery_longitude double precision not null check (delivery_longitude between -180 and 180),
  delivery_instructions text check (char_length(delivery_instructions) <= 1000),
  delivery_distance_km numeric(7, 2) check (delivery_distance_km >= 0),
  delivery_photo_url text check (char_length(delivery_photo_url) <= 1000),
  cancellation_reason text check (char_length(cancellation_reason) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  assigned_at timestamptz,
  picked_up_at timestamptz,
  delivered_at timestamptz,
  cancelled_at timestamptz,
  constraint orders_total_adds_up check (total_amount = subtotal - discount_amount + delivery_fee),
  constraint orders_rider_when_out check (status not in ('assigned', 'picked_up') or rider_id is not null),
  constraint orders_delivered_at check (status <> 'delivered' or delivered_at is not null),
  constraint orders_cancelled_at check (status <> 'cancelled' or cancelled_at is not null)
);
comment on column public.orders.shipping_address is
  '{full_name, email, phone, street, city, state, postal_code, country} as entered at checkout.';
comment on column public.orders.delivery_distance_km is 'Straight-line distance from the fulfilling outlet, at placement.';
comment on column public.orders.delivery_photo_url is 'Storage path of the proof-of-delivery photo: delivery-photos/<order id>/<file>.';

create index orders_user_created_idx on public.orders (user_id, created_at desc);
create index orders_outlet_created_idx on public.orders (outlet_id, created_at desc);
create index orders_rider_status_idx on public.orders (rider_id, status, created_at desc);
create index orders_status_created_idx on public.orders (status, created_at desc);
create index orders_created_at_idx on public.orders (created_at desc);

create trigger orders_touch_updated_at before update on public.orders
  for each row execute function private.touch_updated_at();

alter table public.admin_notifications
  add constraint admin_notifications_order_id_fkey
  foreign key (order_id) references public.orders (id) on delete cascade;
create index admin_notifications_order_idx on public.admin_notifications (order_id);

-- A new order tells the admins, whichever way it was written.
create function private.announce_new_order() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify_admins(
    format('New order #%s from %s: %s (%s)',
      private.short_id(new.id),
      coalesce(nullif(new.shipping_address ->> 'full_name', ''), 'a customer'),
      private.format_ugx(new.total_amount),
      replace(new.payment_method::text, '_', ' ')),
    'other', new.id, null, new.created_at);
  return null;
end
$$;

create trigger orders_announce_new after insert on public.orders
  for each row execute function private.announce_new_order();

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  product_name text not null,
  quantity integer not null check (quantity between 1 and 10),
  price numeric(12, 2) not null check (price >= 0),
  line_total numeric(12, 2) generated always as (price * quantity) stored,
  created_at timestamptz not null default now(),
  constraint order_items_one_line_per_product unique (order_id, product_id)
);
comment on column public.order_items.price is 'Unit price paid (the discount price when there was one), fixed at placement.';
comment on column public.order_items.product_name is 'The product''s name at placement, kept if the product is later renamed or deleted.';

create index order_items_product_idx on public.order_items (product_id);

alter table public.orders enable row level security;
revoke all on public.orders from anon, authenticated;
grant select on public.orders to authenticated;
-- Admins may correct where and how an order goes; everything else moves only through the functions.
grant update (outlet_id, shipping_address, delivery_instructions, updated_at) on public.orders to authenticated;

create policy "Customers see their own orders, riders those assigned to them, staff their outlet's; admins all"
  on public.orders for select to authenticated
  using (
    user_id = (select auth.uid())
    or rider_id = (select auth.uid())
    or outlet_id = (select public.staff_outlet_id())
    or (select public.is_admin())
  );
create policy "Admins correct an order's outlet and delivery details" on public.orders for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

alter table public.order_items enable row level security;
revoke all on public.order_items from anon, authenticated;
grant select on public.order_items to authenticated;

create policy "Order lines are visible with their order" on public.order_items for select to authenticated
  using (order_id in (select o.id from public.orders o));

-- Those who may see an order also see what delivering it needs: the customer's profile (name, phone),
-- the rider's (for staff and admins), and the outlet even when it is no longer active.
create policy "Staff and riders see the customers of orders they can see" on public.users for select to authenticated
  using (exists (select 1 from public.orders o where o.user_id = users.id));
create policy "Outlet staff see the riders of their outlet's orders" on public.delivery_riders
  for select to authenticated
  using (exists (
    select 1 from public.orders o
     where o.rider_id = delivery_riders.id and o.outlet_id = (select public.staff_outlet_id())
  ));
create policy "The outlet of an order is visible with the order" on public.outlets for select to authenticated
  using (exists (select 1 from public.orders o where o.outlet_id = outlets.id));
