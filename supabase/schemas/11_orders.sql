-- Orders and their lines, written only by place_order (the server prices the order: prices from
-- products, stock taken atomically, the coupon, the delivery rule, the fulfilling outlet) and moved only
-- by the transition functions. The customer's cart, the order request's checks and its pricing.

create table public.orders (
    id uuid default gen_random_uuid() not null,
    user_id uuid,
    outlet_id uuid,
    rider_id uuid,
    status public.order_status default 'pending'::public.order_status not null,
    payment_status public.payment_status default 'pending'::public.payment_status not null,
    payment_method public.payment_method default 'cash_on_delivery'::public.payment_method not null,
    currency character(3) default 'UGX'::bpchar not null,
    subtotal numeric(12,2) not null,
    discount_amount numeric(12,2) default 0 not null,
    delivery_fee numeric(12,2) default 0 not null,
    total_amount numeric(12,2) not null,
    coupon_code text,
    shipping_address jsonb default '{}'::jsonb not null,
    delivery_latitude double precision not null,
    delivery_longitude double precision not null,
    delivery_instructions text,
    delivery_distance_km numeric(7,2),
    delivery_photo_url text,
    cancellation_reason text,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    assigned_at timestamp with time zone,
    picked_up_at timestamp with time zone,
    delivered_at timestamp with time zone,
    cancelled_at timestamp with time zone,
    promised_delivery_date date,
    search_text text default ''::text not null,
    -- Who handed it over. The key names auth.users, not public.users: a second key from orders to
    -- public.users would make PostgREST's `customer:users(...)` embeds ambiguous (PGRST201).
    handed_over_by uuid,
    number bigint not null,
    delivery_proof public.delivery_proof,
    delivery_code_failures integer default 0 not null,
    delivery_code_locked_at timestamp with time zone,
    -- When the assigned rider opened the assignment (acknowledge_assignment); null until then, so the
    -- rider's app keeps ringing for it, across reloads. A new assignment clears it.
    assignment_seen_at timestamp with time zone,
    constraint orders_cancellation_reason_check check ((char_length(cancellation_reason) <= 500)),
    constraint orders_cancelled_at check (((status <> 'cancelled'::public.order_status) or (cancelled_at is not null))),
    constraint orders_check check (((discount_amount >= (0)::numeric) and (discount_amount <= subtotal))),
    constraint orders_delivered_at check (((status <> 'delivered'::public.order_status) or (delivered_at is not null))),
    constraint orders_delivery_distance_km_check check ((delivery_distance_km >= (0)::numeric)),
    constraint orders_delivery_fee_check check ((delivery_fee >= (0)::numeric)),
    constraint orders_delivery_instructions_check check ((char_length(delivery_instructions) <= 1000)),
    constraint orders_delivery_latitude_check check (((delivery_latitude >= ('-90'::integer)::double precision) and (delivery_latitude <= (90)::double precision))),
    constraint orders_delivery_longitude_check check (((delivery_longitude >= ('-180'::integer)::double precision) and (delivery_longitude <= (180)::double precision))),
    constraint orders_delivery_photo_url_check check ((char_length(delivery_photo_url) <= 1000)),
    constraint orders_delivery_code_failures_check check ((delivery_code_failures >= 0)),
    constraint orders_delivery_proof_when_delivered check (((delivery_proof is null) or (status = 'delivered'::public.order_status))),
    constraint orders_photo_proof_has_photo check (((delivery_proof <> 'photo'::public.delivery_proof) or (delivery_photo_url is not null))),
    constraint orders_rider_when_out check (((status <> all (array['assigned'::public.order_status, 'picked_up'::public.order_status])) or (rider_id is not null))),
    constraint orders_shipping_address_check check ((jsonb_typeof(shipping_address) = 'object'::text)),
    constraint orders_subtotal_check check ((subtotal >= (0)::numeric)),
    constraint orders_total_adds_up check ((total_amount = ((subtotal - discount_amount) + delivery_fee))),
    constraint orders_number_key unique (number),
    constraint orders_pkey primary key (id),
    constraint orders_handed_over_by_fkey foreign key (handed_over_by) references auth.users(id) on delete set null,
    constraint orders_outlet_id_fkey foreign key (outlet_id) references public.outlets(id),
    constraint orders_rider_id_fkey foreign key (rider_id) references public.delivery_riders(id),
    constraint orders_user_id_fkey foreign key (user_id) references public.users(id) on delete set null
);

alter table only public.orders replica identity full;
create sequence public.orders_number_seq
    start with 10001
    increment by 1
    no minvalue
    no maxvalue
    cache 1;
alter sequence public.orders_number_seq owned by public.orders.number;
alter table only public.orders alter column number set default nextval('public.orders_number_seq'::regclass);
create index orders_cancelled_idx on public.orders using btree (created_at desc) where (status = 'cancelled'::public.order_status);
create index orders_created_at_idx on public.orders using btree (created_at desc);
-- The foreign key's index, for deleting a sign-in.
create index orders_handed_over_by_idx on public.orders using btree (handed_over_by) where (handed_over_by is not null);
-- Orders still in the outlet's or the rider's hands: a few hundred of a year's orders at any time.
create index orders_open_idx on public.orders using btree (outlet_id, created_at desc) where (status = any (array['pending'::public.order_status, 'processing'::public.order_status, 'assigned'::public.order_status, 'picked_up'::public.order_status]));
create index orders_outlet_cancelled_idx on public.orders using btree (outlet_id, cancelled_at) where (cancelled_at is not null);
create index orders_outlet_created_idx on public.orders using btree (outlet_id, created_at desc);
create index orders_outlet_delivered_idx on public.orders using btree (outlet_id, delivered_at) where (delivered_at is not null);
create index orders_rider_assigned_idx on public.orders using btree (rider_id, assigned_at desc) where (assigned_at is not null);
create index orders_rider_status_idx on public.orders using btree (rider_id, status, created_at desc);
create index orders_status_created_idx on public.orders using btree (status, created_at desc);
create index orders_unpaid_online_idx on public.orders using btree (created_at) where ((status = 'pending'::public.order_status) and (payment_method <> 'cash_on_delivery'::public.payment_method) and (payment_status <> 'paid'::public.payment_status));
create index orders_user_created_idx on public.orders using btree (user_id, created_at desc);
create index orders_user_pending_idx on public.orders using btree (user_id) where (status = 'pending'::public.order_status);
alter table public.orders enable row level security;

-- A substring search (ilike '%term%') uses a trigram index where the database offers pg_trgm (hosted
-- Supabase and any PostgreSQL with contrib); elsewhere (the embedded PGlite) it scans the column.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm with schema extensions;
    create index orders_search_text_trgm_idx on public.orders using gin (search_text extensions.gin_trgm_ops);
  end if;
end
$$;

comment on column public.orders.shipping_address is '{full_name, email, phone, street, city, state, postal_code, country} as entered at checkout.';
comment on column public.orders.delivery_distance_km is 'Straight-line distance from the fulfilling outlet, at placement.';
comment on column public.orders.delivery_photo_url is 'Storage path of the proof-of-delivery photo: delivery-photos/<order id>/<file>.';
comment on column public.orders.promised_delivery_date is 'The delivery day promised when the order was placed.';
comment on column public.orders.search_text is 'What the orders screen searches (substring, lower case): number, id, contact name, e-mail, phone. Kept by a trigger.';
comment on column public.orders.handed_over_by is 'Who recorded the pickup for the rider (outlet staff through hand_to_rider, or an admin); null when the rider confirmed it.';
comment on column public.orders.number is 'The order''s number people read, say and search ("Order #10234"): unique, given in the order orders were placed.';
comment on column public.orders.delivery_proof is 'How the delivery was completed: with the customer''s delivery code or with a photo (null before delivery, and for deliveries recorded before codes).';
comment on column public.orders.delivery_code_failures is 'Wrong delivery codes the rider entered; at 5 the code is locked (delivery_code_locked_at) and only a photo completes the delivery.';
comment on column public.orders.delivery_code_locked_at is 'When the delivery code was locked after too many wrong tries.';
comment on column public.orders.assignment_seen_at is 'When the assigned rider opened this assignment in their app; null while it is new to them.';
comment on sequence public.orders_number_seq is 'Gives each new order its number (orders.number).';
revoke all on table public.orders from anon, authenticated, service_role;
revoke all on sequence public.orders_number_seq from anon, authenticated, service_role;
grant all on table public.orders to service_role;
grant select on table public.orders to authenticated;
grant all on sequence public.orders_number_seq to service_role;
grant update (outlet_id, shipping_address, delivery_instructions, updated_at) on table public.orders to authenticated;

-- The order's number as every text the database writes shows it after "#" (the admins' and outlets'
-- notifications): its `number`. Every notification function names the order through this one.
create function private.short_id(id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select o.number::text from public.orders o where o.id = short_id.id
$$;
revoke all on function private.short_id(id uuid) from public;

create function public.order_is_current(status public.order_status, delivered_at timestamptz,
                                        cancelled_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select status not in ('delivered', 'cancelled')
      or coalesce(coalesce(delivered_at, cancelled_at) > now() - interval '24 hours', false)
$$;
comment on function public.order_is_current(status public.order_status, delivered_at timestamp with time zone, cancelled_at timestamp with time zone) is 'Whether an order''s contact is still needed: open, or delivered or cancelled less than 24 hours ago.';

-- A policy on public.users, here because it reads public.orders:
create policy "Staff and riders see the customers of their current orders" on public.users
  for select to authenticated
  using (exists (
    select 1 from public.orders o
     where o.user_id = users.id
       and (o.rider_id = (select public.active_rider_id()) or o.outlet_id = (select public.staff_outlet_id()))
       and public.order_is_current(o.status, o.delivered_at, o.cancelled_at)
  ));

-- A policy on public.delivery_riders, here because it reads public.orders:
create policy "Outlet staff see the riders of their outlet's orders" on public.delivery_riders
  for select to authenticated
  using (exists (
    select 1 from public.orders o
     where o.rider_id = delivery_riders.id and o.outlet_id = (select public.staff_outlet_id())
  ));

-- A policy on public.outlets, here because it reads public.orders:
create policy "The outlet of an order is visible with the order" on public.outlets for select to authenticated
  using (exists (select 1 from public.orders o where o.outlet_id = outlets.id));

alter table only public.admin_notifications
    add constraint admin_notifications_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade;

create policy "Admins correct an order's outlet and delivery details" on public.orders for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Customers see their own orders, riders those assigned to them, staff their outlet's; admins all"
  on public.orders for select to authenticated
  using (
    user_id = (select auth.uid())
    or (rider_id = (select public.active_rider_id()) and public.order_is_current(status, delivered_at, cancelled_at))
    or outlet_id = (select public.staff_outlet_id())
    or (select public.is_admin())
  );

create trigger orders_touch_updated_at before update on public.orders for each row execute function private.touch_updated_at();

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

create trigger orders_announce_new after insert on public.orders for each row execute function private.announce_new_order();

create table public.order_items (
    id uuid default gen_random_uuid() not null,
    order_id uuid not null,
    product_id uuid,
    product_name text not null,
    quantity integer not null,
    price numeric(12,2) not null,
    line_total numeric(12,2) generated always as ((price * (quantity)::numeric)) stored,
    created_at timestamp with time zone default now() not null,
    constraint order_items_price_check check ((price >= (0)::numeric)),
    constraint order_items_quantity_check check (((quantity >= 1) and (quantity <= 10))),
    constraint order_items_one_line_per_product unique (order_id, product_id),
    constraint order_items_pkey primary key (id),
    constraint order_items_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade,
    constraint order_items_product_id_fkey foreign key (product_id) references public.products(id)
);
create index order_items_product_idx on public.order_items using btree (product_id);
alter table public.order_items enable row level security;
comment on column public.order_items.product_name is 'The product''s name at placement, kept if the product is later renamed or deleted.';
comment on column public.order_items.price is 'Unit price paid (the discount price when there was one), fixed at placement.';
revoke all on table public.order_items from anon, authenticated, service_role;
grant all on table public.order_items to service_role;
grant select on table public.order_items to authenticated;

create policy "Order lines are visible with their order" on public.order_items for select to authenticated using ((exists ( select 1
   from public.orders o
  where (o.id = order_items.order_id))));

create function private.is_valid_cart(items jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(items) = 'array'
     and jsonb_array_length(items) <= 50
     and not exists (
       select 1 from jsonb_array_elements(items) as line
        where jsonb_typeof(line) <> 'object'
           or coalesce(line ->> 'product_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
           or jsonb_typeof(line -> 'quantity') <> 'number'
           or case when (line ->> 'quantity') ~ '^[0-9]{1,2}$'
                   then (line ->> 'quantity')::integer not between 1 and 10
                   else true end
     )
$$;

create table public.carts (
    user_id uuid default auth.uid() not null,
    items jsonb default '[]'::jsonb not null,
    coupon_code text,
    updated_at timestamp with time zone default now() not null,
    constraint carts_coupon_code_check check ((char_length(coupon_code) <= 32)),
    constraint carts_items_check check (private.is_valid_cart(items)),
    constraint carts_pkey primary key (user_id),
    constraint carts_user_id_fkey foreign key (user_id) references public.users(id) on delete cascade
);
alter table public.carts enable row level security;
comment on column public.carts.items is 'Array of {product_id, quantity} (1-10 each, at most 50 lines); prices are always read fresh.';
revoke all on table public.carts from anon, authenticated, service_role;
grant all on table public.carts to service_role;
grant select,delete on table public.carts to authenticated;
grant insert (user_id, items, coupon_code) on table public.carts to authenticated;
grant update (user_id, items, coupon_code, updated_at) on table public.carts to authenticated;

create policy "Customers change their own cart" on public.carts for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Customers create their own cart" on public.carts for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Customers empty their own cart" on public.carts for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Customers see their own cart" on public.carts for select to authenticated
  using (user_id = (select auth.uid()));

create trigger carts_touch_updated_at before update on public.carts for each row execute function private.touch_updated_at();

-- The lines of an order request ([{product_id, quantity}, ...]) checked and merged: a product listed
-- twice counts once with the quantities added. `position` keeps the customer's order of lines.
create function private.parse_order_items(items jsonb)
returns table (product_id uuid, quantity integer, "position" integer)
language plpgsql
immutable
set search_path = ''
as $$
declare
  line jsonb;
  merged record;
begin
  if items is null or jsonb_typeof(items) <> 'array' then
    raise exception 'Items must be a list of products and quantities' using errcode = 'KM001';
  end if;
  if jsonb_array_length(items) > 50 then
    raise exception 'An order can hold at most 50 different products' using errcode = 'KM002',
      detail = jsonb_build_object('max', 50)::text;
  end if;
  for line in select value from jsonb_array_elements(items) loop
    if jsonb_typeof(line) <> 'object'
       or coalesce(line ->> 'product_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'Invalid product ID' using errcode = 'KM003';
    end if;
    if jsonb_typeof(line -> 'quantity') <> 'number' or (line ->> 'quantity') !~ '^[0-9]{1,6}$' then
      raise exception 'Quantity must be a whole number from 1 to 10' using errcode = 'KM004';
    end if;
  end loop;
  for merged in
    select (l.value ->> 'product_id')::uuid as id, sum((l.value ->> 'quantity')::integer)::integer as qty,
           min(l.ordinality)::integer as pos
      from jsonb_array_elements(items) with ordinality as l
     group by 1
     order by 3
  loop
    if merged.qty not between 1 and 10 then
      raise exception 'Quantity must be between 1 and 10 per product' using errcode = 'KM005',
        detail = jsonb_build_object('product_id', merged.id, 'quantity', merged.qty)::text;
    end if;
    product_id := merged.id;
    quantity := merged.qty;
    "position" := merged.pos;
    return next;
  end loop;
end
$$;

-- Discount, delivery fee and total for a subtotal, under the shop's current settings.
create function private.order_totals(subtotal numeric, line_count integer, percent_off smallint)
returns table (discount_amount numeric, delivery_fee numeric, total_amount numeric)
language sql
stable
set search_path = ''
as $$
  select d.discount,
         f.fee,
         subtotal - d.discount + f.fee
    from public.settings s,
         lateral (select round(subtotal * coalesce(percent_off, 0) / 100) as discount) d,
         lateral (select case when line_count = 0 or subtotal - d.discount >= s.free_delivery_threshold
                              then 0::numeric else s.delivery_fee end as fee) f
$$;

create function public.quote_order(items jsonb, coupon_code text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  percent smallint;
  lines jsonb;
  missing uuid;
  order_subtotal numeric;
  line_count integer;
  totals record;
  threshold numeric := (select s.free_delivery_threshold from public.settings s);
begin
  select coalesce(jsonb_agg(jsonb_build_object(
           'product_id', i.product_id,
           'name', p.name,
           'quantity', i.quantity,
           'price', p.price,
           'discount_price', p.discount_price,
           'unit_price', coalesce(p.discount_price, p.price),
           'line_total', coalesce(p.discount_price, p.price) * i.quantity,
           'stock', p.stock,
           'in_stock', coalesce(p.stock >= i.quantity, false)
         ) order by i.position), '[]'::jsonb),
         coalesce(sum(coalesce(p.discount_price, p.price) * i.quantity), 0),
         count(*)::integer,
         (array_agg(i.product_id) filter (where p.id is null))[1]
    into lines, order_subtotal, line_count, missing
    from private.parse_order_items(quote_order.items) i
    left join public.products p on p.id = i.product_id;
  if missing is not null then
    raise exception 'Product not found' using errcode = 'KM006',
      detail = jsonb_build_object('product_id', missing)::text;
  end if;

  percent := private.coupon_percent(quote_order.coupon_code);
  select * into totals from private.order_totals(order_subtotal, line_count, percent);

  return jsonb_build_object(
    'items', lines,
    'subtotal', order_subtotal,
    'coupon_code', case when percent is null then null else upper(btrim(quote_order.coupon_code)) end,
    'discount_percent', coalesce(percent, 0),
    'discount_amount', totals.discount_amount,
    'delivery_fee', totals.delivery_fee,
    'free_delivery_threshold', threshold,
    'total_amount', totals.total_amount,
    'currency', 'UGX'
  );
end
$$;
revoke all on function public.quote_order(items jsonb, coupon_code text) from public;

create function public.place_order(
  items jsonb,
  coupon_code text default null,
  shipping_address jsonb default null,
  delivery_latitude double precision default null,
  delivery_longitude double precision default null,
  delivery_instructions text default null,
  payment_method public.payment_method default 'cash_on_delivery',
  request_id uuid default null
)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  customer uuid := (select auth.uid());
  address jsonb := coalesce(place_order.shipping_address, '{}'::jsonb);
  contact_email text := btrim(coalesce(address ->> 'email', ''));
  percent smallint;
  fulfilling_outlet record;
  wanted record;
  taken record;
  left_in_stock record;
  rules record;
  held integer;
  lines jsonb := '[]'::jsonb;
  order_subtotal numeric := 0;
  totals record;
  placed public.orders;
  earlier record;
begin
  if customer is null or not exists (select 1 from public.users u where u.id = customer) then
    raise exception 'Please sign in to continue checkout' using errcode = '42501',
      hint = 'Only customer accounts can place orders.';
  end if;

  -- A request id already answered answers the same order again, as it is now, whatever happened to it
  -- since (paid, cancelled, delivered) and whatever this call sends: nothing is checked, taken or
  -- placed a second time. Calls with the same id wait for each other (the lock), so the second sees
  -- the first's order once it commits. An id that another customer used is refused, saying nothing of
  -- their order.
  if place_order.request_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('place_order_request:' || place_order.request_id::text, 0));
    select r.user_id, r.order_id into earlier
      from private.order_requests r
     where r.request_id = place_order.request_id;
    if found then
      if earlier.user_id is distinct from customer then
        raise exception 'This order request was made by another account' using errcode = 'KM022',
          hint = 'Start a new order request (a new request id).';
      end if;
      select * into placed from public.orders o where o.id = earlier.order_id;
      return placed;
    end if;
  end if;

  -- Stock held by online orders left unpaid past the payment window goes back before anything is taken.
  perform private.release_unpaid_orders();

  -- The shop's rules against holding stock without paying (settings): a customer has at most
  -- `max_unconfirmed_orders` orders that are still pending and unpaid, and across them at most
  -- `max_unconfirmed_units_per_product` of any one product. One customer's orders are placed one at a time.
  perform pg_advisory_xact_lock(hashtextextended('place_order:' || customer::text, 0));
  select s.max_unconfirmed_orders, s.max_unconfirmed_units_per_product into rules from public.settings s;
  if (select count(*) from public.orders o
       where o.user_id = customer and o.status = 'pending' and o.payment_status <> 'paid') >= rules.max_unconfirmed_orders then
    raise exception 'You already have % orders waiting for confirmation', rules.max_unconfirmed_orders
      using errcode = 'KM020', detail = jsonb_build_object('limit', rules.max_unconfirmed_orders)::text,
            hint = 'Wait until the shop confirms one, or cancel one, before placing another.';
  end if;

  if jsonb_typeof(address) <> 'object' then
    raise exception 'The delivery address is not valid' using errcode = 'KM011';
  end if;
  if coalesce(btrim(address ->> 'full_name'), '') = '' then
    raise exception 'Please enter your full name' using errcode = 'KM012';
  end if;
  if contact_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Please enter a valid email address' using errcode = 'KM013';
  end if;
  if coalesce(btrim(address ->> 'phone'), '') = '' then
    raise exception 'Please enter your phone number' using errcode = 'KM014';
  end if;
  if exists (select 1 from jsonb_each_text(address) f where char_length(f.value) > 300) then
    raise exception 'The delivery address is too long' using errcode = 'KM015',
      detail = jsonb_build_object('max', 300)::text;
  end if;
  if char_length(place_order.delivery_instructions) > 1000 then
    raise exception 'Delivery instructions are too long (at most 1000 characters)' using errcode = 'KM016',
      detail = jsonb_build_object('max', 1000)::text;
  end if;

  if place_order.delivery_latitude is null or place_order.delivery_longitude is null then
    raise exception 'Please select a delivery location' using errcode = 'KM017';
  end if;
  if not private.is_in_uganda(place_order.delivery_latitude, place_order.delivery_longitude) then
    raise exception 'Selected location must be in Uganda' using errcode = 'KM018',
      hint = 'Please select a location in Uganda';
  end if;

  percent := private.coupon_percent(place_order.coupon_code);

  select o.id, round(private.haversine_km(o.latitude, o.longitude,
                       place_order.delivery_latitude, place_order.delivery_longitude)::numeric, 2) as km
    into fulfilling_outlet
    from public.outlets o
   where o.is_active and o.latitude is not null
   order by private.haversine_km(o.latitude, o.longitude, place_order.delivery_latitude, place_order.delivery_longitude)
   limit 1;
  if not found then
    raise exception 'No outlet can take orders right now. Please try again later.' using errcode = 'KM019';
  end if;

  -- Take stock product by product, in id order so that two orders never wait on each other's rows.
  -- `stock >= quantity` is re-checked after waiting for a concurrent buyer's row lock.
  for wanted in select * from private.parse_order_items(place_order.items) order by product_id loop
    select coalesce(sum(oi.quantity), 0)::integer into held
      from public.order_items oi join public.orders o on o.id = oi.order_id
     where o.user_id = customer and o.status = 'pending' and o.payment_status <> 'paid'
       and oi.product_id = wanted.product_id;
    if held + wanted.quantity > rules.max_unconfirmed_units_per_product then
      select p.name into left_in_stock from public.products p where p.id = wanted.product_id;
      raise exception 'At most % of % in orders awaiting confirmation', rules.max_unconfirmed_units_per_product,
          left_in_stock.name
        using errcode = 'KM021',
              detail = jsonb_build_object('product_id', wanted.product_id, 'product_name', left_in_stock.name,
                                          'limit', rules.max_unconfirmed_units_per_product, 'held', held)::text,
              hint = 'Reduce the quantity, or wait until the shop confirms your earlier order.';
    end if;
    update public.products p
       set stock = p.stock - wanted.quantity
     where p.id = wanted.product_id and p.stock >= wanted.quantity
    returning p.name, coalesce(p.discount_price, p.price) as unit_price into taken;
    if not found then
      select p.name, p.stock into left_in_stock from public.products p where p.id = wanted.product_id;
      if not found then
        raise exception 'Product not found' using errcode = 'KM006',
          detail = jsonb_build_object('product_id', wanted.product_id)::text;
      elsif left_in_stock.stock = 0 then
        raise exception '% is out of stock', left_in_stock.name using errcode = 'KM007',
          detail = jsonb_build_object('product_id', wanted.product_id, 'product_name', left_in_stock.name)::text,
          hint = 'Please remove it from your cart.';
      else
        raise exception 'Only % of % left in stock', left_in_stock.stock, left_in_stock.name using errcode = 'KM008',
          detail = jsonb_build_object('product_id', wanted.product_id, 'product_name', left_in_stock.name,
                                      'stock', left_in_stock.stock)::text,
          hint = 'Please reduce the quantity in your cart.';
      end if;
    end if;
    lines := lines || jsonb_build_object(
      'product_id', wanted.product_id, 'product_name', taken.name, 'quantity', wanted.quantity,
      'price', taken.unit_price, 'position', wanted.position);
    order_subtotal := order_subtotal + taken.unit_price * wanted.quantity;
  end loop;
  if jsonb_array_length(lines) = 0 then
    raise exception 'Your cart is empty' using errcode = 'KM009';
  end if;

  select * into totals from private.order_totals(order_subtotal, jsonb_array_length(lines), percent);

  insert into public.orders (
    user_id, outlet_id, status, payment_status, payment_method,
    subtotal, discount_amount, delivery_fee, total_amount, coupon_code,
    shipping_address, delivery_latitude, delivery_longitude, delivery_instructions, delivery_distance_km
  ) values (
    customer, fulfilling_outlet.id, 'pending', 'pending', coalesce(place_order.payment_method, 'cash_on_delivery'),
    order_subtotal, totals.discount_amount, totals.delivery_fee, totals.total_amount,
    case when percent is null then null else upper(btrim(place_order.coupon_code)) end,
    jsonb_strip_nulls(jsonb_build_object(
      'full_name', btrim(address ->> 'full_name'),
      'email', contact_email,
      'phone', btrim(address ->> 'phone'),
      'street', nullif(btrim(address ->> 'street'), ''),
      'city', nullif(btrim(address ->> 'city'), ''),
      'state', nullif(btrim(address ->> 'state'), ''),
      'postal_code', nullif(btrim(address ->> 'postal_code'), ''),
      'country', coalesce(nullif(btrim(address ->> 'country'), ''), 'Uganda'),
      'formatted_address', nullif(btrim(address ->> 'formatted_address'), '')
    )),
    place_order.delivery_latitude, place_order.delivery_longitude,
    nullif(btrim(place_order.delivery_instructions), ''), fulfilling_outlet.km
  )
  returning * into placed;

  insert into public.order_items (order_id, product_id, product_name, quantity, price)
  select placed.id, (l ->> 'product_id')::uuid, l ->> 'product_name', (l ->> 'quantity')::integer,
         (l ->> 'price')::numeric
    from jsonb_array_elements(lines) as l
   order by (l ->> 'position')::integer;

  update public.carts c set items = '[]'::jsonb, coupon_code = null where c.user_id = customer;

  -- In the order's own transaction: the order and its request id commit together, or neither does.
  if place_order.request_id is not null then
    insert into private.order_requests (request_id, user_id, order_id)
    values (place_order.request_id, customer, placed.id);
  end if;

  return placed;
end
$$;
revoke all on function public.place_order(jsonb, text, jsonb, double precision, double precision, text, public.payment_method, uuid) from public, anon, authenticated, service_role;
grant execute on function public.place_order(items jsonb, coupon_code text, shipping_address jsonb, delivery_latitude double precision, delivery_longitude double precision, delivery_instructions text, payment_method public.payment_method, request_id uuid) to authenticated, service_role;

-- Cancels the online orders still unpaid `online_payment_window_minutes` after they were placed, as of
-- `at` (now by default; tests move it), stock back and the admins told; answers how many.
create function private.release_unpaid_orders(at timestamptz default now()) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  window_minutes integer := (select s.online_payment_window_minutes from public.settings s);
  stale public.orders;
  released integer := 0;
begin
  for stale in
    select * from public.orders o
     where o.status = 'pending' and o.payment_method <> 'cash_on_delivery' and o.payment_status <> 'paid'
       and o.created_at < release_unpaid_orders.at - make_interval(mins => window_minutes)
     order by o.created_at
       for update skip locked
  loop
    perform private.cancel(stale, format('Payment not completed within %s minutes', window_minutes), 'the shop');
    released := released + 1;
  end loop;
  return released;
end
$$;
revoke all on function private.release_unpaid_orders(at timestamp with time zone) from public;

-- The day an order placed at `placed_at` is promised for: that day when it is a delivery day and the time
-- is before the cut-off, else the next delivery day.
create function public.promised_delivery_date(placed_at timestamptz default now())
returns date
language sql
stable
security definer
set search_path = ''
as $$
  with shop as (
    select delivery_days, same_day_cutoff from public.settings where id
  ), here as (
    select (placed_at at time zone 'UTC') + interval '3 hours' as local
  )
  select case
    when extract(dow from here.local)::smallint = any (shop.delivery_days)
         and here.local::time < shop.same_day_cutoff then here.local::date
    else (
      select day::date
      from generate_series(here.local::date + 1, here.local::date + 7, interval '1 day') as day
      where extract(dow from day)::smallint = any (shop.delivery_days)
      order by day
      limit 1
    )
  end
  from shop, here
$$;
comment on function public.promised_delivery_date(placed_at timestamp with time zone) is 'The delivery day (Kampala) promised to an order placed at the given instant, from the shop''s settings.';

create function private.promise_delivery_date() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.promised_delivery_date := public.promised_delivery_date(coalesce(new.created_at, now()));
  return new;
end
$$;

create trigger orders_promise_delivery_date before insert on public.orders for each row execute function private.promise_delivery_date();

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

create function private.keep_order_search_text() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_text := private.order_search_text(new.number, new.id, new.shipping_address);
  return new;
end
$$;

create trigger orders_keep_search_text before insert or update of id, number, shipping_address on public.orders for each row execute function private.keep_order_search_text();

-- The riders who may be assigned to an order: active and online, nearest to the order's outlet first.
-- Riders report no position, so where a rider is known to be is where their latest delivery went (the
-- delivery point of their most recently assigned order); riders with no deliveries yet come last.
-- An admin sees every outlet's deliveries. The manager of the order's outlet (the only staff who may
-- ask) is answered from their own outlet's orders alone: the latest delivery point and the count of
-- deliveries are those for this outlet, so nothing in the list comes from another outlet's orders.
create function public.assignable_riders(order_id uuid)
returns table (
  id uuid,
  full_name text,
  phone text,
  vehicle_type public.vehicle_type,
  rating numeric,
  total_deliveries integer,
  distance_km numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  outlet public.outlets;
  every_outlet boolean := public.is_admin();
begin
  select ol.* into outlet
    from public.orders o join public.outlets ol on ol.id = o.outlet_id
   where o.id = assignable_riders.order_id;
  if not (every_outlet or coalesce(public.staff_is_manager() and outlet.id = public.staff_outlet_id(), false)) then
    raise exception 'Only an admin or the outlet''s manager can assign riders' using errcode = '42501';
  end if;
  return query
  select r.id, r.full_name, r.phone, r.vehicle_type, r.rating,
         case when every_outlet then r.total_deliveries
              else (select count(*)::integer from public.orders d
                     where d.rider_id = r.id and d.outlet_id = outlet.id and d.status = 'delivered') end,
         round(private.haversine_km(outlet.latitude, outlet.longitude, last.delivery_latitude, last.delivery_longitude)::numeric, 1)
    from public.delivery_riders r
    left join lateral (
      select o.delivery_latitude, o.delivery_longitude
        from public.orders o
       where o.rider_id = r.id and o.assigned_at is not null and (every_outlet or o.outlet_id = outlet.id)
       order by o.assigned_at desc
       limit 1
    ) last on true
   where r.is_active and r.status = 'online' and r.approval = 'approved'
   order by 7 nulls last, r.full_name;
end
$$;
comment on function public.assignable_riders(order_id uuid) is 'Admins and the order''s outlet manager: active, approved, online riders for an order, nearest (by their latest delivery point) to its outlet first; a manager''s answer is read from their outlet''s orders only.';
revoke all on function public.assignable_riders(uuid) from public, anon, authenticated, service_role;
grant execute on function public.assignable_riders(order_id uuid) to authenticated, service_role;

alter table only public.outlet_notifications
    add constraint outlet_notifications_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade;

-- The outlet's "New order" notification named the order by the last 6 characters of its id.
create function private.announce_outlet_order() returns trigger
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

create trigger orders_announce_to_outlet after insert on public.orders for each row execute function private.announce_outlet_order();

-- The orders screen's search: its patterns bounded before any work (at most 10, of at most 254
-- characters: KM901), and its rows the orders policy's (a rider's only while active and while the
-- delivery is current).
create function public.search_orders(patterns text[]) returns setof public.orders
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.bound_list(search_orders.patterns, 'patterns', 10, 254);
  return query
  select o.*
    from public.orders o
   where o.id in (
           select m.id
             from unnest(search_orders.patterns) as p(pattern)
             cross join lateral (
               select x.id from public.orders x
                where x.search_text ilike '%' || replace(replace(replace(p.pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%'
             ) m
            where p.pattern <> '')
     and (o.user_id = (select auth.uid())
          or (o.rider_id = (select public.active_rider_id())
              and public.order_is_current(o.status, o.delivered_at, o.cancelled_at))
          or o.outlet_id = (select public.staff_outlet_id())
          or (select public.is_admin()));
end
$$;
comment on function public.search_orders(patterns text[]) is 'The caller''s orders (the orders policy''s rule) whose search text (number, id, contact name, e-mail, phone) contains one of the patterns (at most 10, of at most 254 characters: KM901), case-insensitively.';
revoke all on function public.search_orders(text[]) from public, anon, authenticated, service_role;
grant execute on function public.search_orders(patterns text[]) to authenticated, service_role;

create table private.order_requests (
    request_id uuid not null,
    user_id uuid not null,
    order_id uuid not null,
    placed_at timestamp with time zone default now() not null,
    constraint order_requests_pkey primary key (request_id),
    constraint order_requests_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade
);
create index order_requests_order_idx on private.order_requests using btree (order_id);
alter table private.order_requests enable row level security;
comment on table private.order_requests is 'Request ids of placed orders: place_order called again with one answers its order and places nothing.';
