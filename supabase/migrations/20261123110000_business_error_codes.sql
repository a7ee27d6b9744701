-- Business errors by code, not by English text. Every refusal the order, payment and sign-up functions
-- raise carries a stable SQLSTATE of the shop's own class KM (PostgREST answers HTTP 400, as for P0001);
-- refusals because of who the caller is keep the standard 42501 (PostgREST: 401 signed out, 403 signed
-- in). The list, one line of meaning each and the keys of each code's details, is
-- shared/src/errors/codes.ts; the apps map codes to the spec's messages and never read `message`.
--
-- What a message needs (a product's name, how many are left, the order's state) is in `detail` (PostgREST's
-- `details`) as a JSON object; the English message and hint stay, for logs and API users.
--
-- Each function below is its newest definition with only its errors changed (codes and details).

-- The column guard (20261121000100_foundation): 42501, details {column}.
create or replace function private.forbid_non_admin_changes() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  col text;
begin
  if current_user not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  foreach col in array tg_argv loop
    if to_jsonb(new) -> col is distinct from to_jsonb(old) -> col then
      raise exception 'Only an admin can change %', replace(col, '_', ' ') using errcode = '42501',
        detail = jsonb_build_object('column', col)::text;
    end if;
  end loop;
  return new;
end
$$;

-- Sign-up (20261121000500_auth_profiles): a rider's vehicle type.
create or replace function private.create_profile_for_auth_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  name text := coalesce(
    nullif(btrim(meta ->> 'full_name'), ''),
    nullif(split_part(coalesce(new.email, ''), '@', 1), ''),
    'Customer'
  );
  phone text := coalesce(nullif(btrim(meta ->> 'phone'), ''), new.phone);
  vehicle text := coalesce(nullif(btrim(meta ->> 'vehicle_type'), ''), 'motorcycle');
begin
  if lower(coalesce(meta ->> 'is_rider', 'false')) = 'true' then
    if vehicle not in (select unnest(enum_range(null::public.vehicle_type))::text) then
      raise exception 'Vehicle type must be motorcycle or bicycle' using errcode = 'KM301',
        detail = jsonb_build_object('vehicle_type', vehicle)::text;
    end if;
    insert into public.delivery_riders (id, email, full_name, phone, vehicle_type)
    values (new.id, new.email, name, phone, vehicle::public.vehicle_type);
  else
    insert into public.users (id, email, full_name, phone)
    values (new.id, new.email, name, phone);
  end if;
  return new;
end
$$;

-- Coupons (20261121001100_coupons).
create or replace function private.coupon_percent(code text) returns smallint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  percent smallint;
begin
  if code is null or btrim(code) = '' then
    return null;
  end if;
  select c.percent_off into percent
    from public.coupons c
   where c.code = upper(btrim(coupon_percent.code))
     and c.is_active
     and (c.starts_at is null or c.starts_at <= now())
     and (c.ends_at is null or c.ends_at > now());
  if percent is null then
    raise exception 'Invalid coupon code' using errcode = 'KM010', hint = 'Check the code and try again.',
      detail = jsonb_build_object('coupon_code', upper(btrim(coupon_percent.code)))::text;
  end if;
  return percent;
end
$$;

-- The order side of a payment (20261121001300_payments).
create or replace function public.set_order_payment_status(order_id uuid, status public.payment_status)
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

-- The order request and its pricing (20261121001600_order_pricing).
create or replace function private.parse_order_items(items jsonb)
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

create or replace function public.quote_order(items jsonb, coupon_code text default null)
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

-- place_order (20261121001700_place_order).
create or replace function public.place_order(
  items jsonb,
  coupon_code text default null,
  shipping_address jsonb default null,
  delivery_latitude double precision default null,
  delivery_longitude double precision default null,
  delivery_instructions text default null,
  payment_method public.payment_method default 'cash_on_delivery'
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
  lines jsonb := '[]'::jsonb;
  order_subtotal numeric := 0;
  totals record;
  placed public.orders;
begin
  if customer is null or not exists (select 1 from public.users u where u.id = customer) then
    raise exception 'Please sign in to continue checkout' using errcode = '42501',
      hint = 'Only customer accounts can place orders.';
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

  return placed;
end
$$;

-- The order transitions (20261121001800_order_transitions).
create or replace function private.lock_order_for(order_id uuid, caller uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
begin
  select * into o from public.orders where id = lock_order_for.order_id for update;
  -- Comparisons with a null (no rider yet, no outlet) must count as "no", hence the coalesce.
  if not found or not coalesce(
    o.user_id = caller or o.rider_id = caller
    or o.outlet_id = (select e.outlet_id from public.outlet_employees e where e.user_id = caller and e.is_active)
    or exists (select 1 from public.users u where u.id = caller and u.is_admin),
    false
  ) then
    raise exception 'Order not found' using errcode = 'KM101';
  end if;
  return o;
end
$$;

create or replace function private.refuse_transition(o public.orders, action text) returns void
language plpgsql
set search_path = ''
as $$
begin
  -- `action` is the refused function's name (details.action); the message says it in words.
  raise exception 'Cannot % an order that is %',
    case action
      when 'mark_order_processing' then 'start processing'
      when 'assign_rider' then 'assign a rider to'
      when 'confirm_pickup' then 'confirm pickup of'
      when 'complete_delivery' then 'complete delivery of'
      when 'cancel_delivery' then 'cancel delivery of'
      when 'cancel_order' then 'cancel'
      else action
    end,
    replace(o.status::text, '_', ' ')
    using errcode = 'KM102', detail = jsonb_build_object('status', o.status, 'action', action)::text;
end
$$;

create or replace function public.mark_order_processing(order_id uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(mark_order_processing.order_id, caller);
begin
  if not (public.is_admin() or coalesce(o.outlet_id = public.staff_outlet_id(), false)) then
    raise exception 'Only an admin or the outlet''s staff can confirm an order' using errcode = '42501';
  end if;
  if o.status <> 'pending' then
    perform private.refuse_transition(o, 'mark_order_processing');
  end if;
  if o.payment_method <> 'cash_on_delivery' and o.payment_status <> 'paid' then
    raise exception 'This order is awaiting payment' using errcode = 'KM103';
  end if;
  update public.orders set status = 'processing' where id = o.id returning * into o;
  return o;
end
$$;

create or replace function public.assign_rider(order_id uuid, rider_id uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(assign_rider.order_id, caller);
  rider public.delivery_riders;
begin
  if not public.is_admin() then
    raise exception 'Only an admin can assign riders' using errcode = '42501';
  end if;
  if o.status = 'pending' and o.payment_method <> 'cash_on_delivery' and o.payment_status <> 'paid' then
    raise exception 'This order is awaiting payment' using errcode = 'KM103';
  end if;
  if o.status not in ('pending', 'processing', 'assigned') then
    perform private.refuse_transition(o, 'assign_rider');
  end if;
  select * into rider from public.delivery_riders r where r.id = assign_rider.rider_id for update;
  if not found then
    raise exception 'Rider not found' using errcode = 'KM104';
  end if;
  if not rider.is_active or rider.status <> 'online' then
    raise exception 'Only an active rider who is online can be assigned' using errcode = 'KM105',
      detail = jsonb_build_object('rider_id', rider.id, 'rider_name', rider.full_name, 'rider_status', rider.status,
                                  'is_active', rider.is_active)::text;
  end if;
  update public.orders
     set status = 'assigned', rider_id = rider.id, assigned_at = now()
   where id = o.id
  returning * into o;
  return o;
end
$$;

create or replace function public.confirm_pickup(order_id uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(confirm_pickup.order_id, caller);
begin
  if not (coalesce(o.rider_id = caller, false) or public.is_admin()) then
    raise exception 'Only the rider assigned to this order can confirm its pickup' using errcode = '42501';
  end if;
  if o.status <> 'assigned' then
    perform private.refuse_transition(o, 'confirm_pickup');
  end if;
  update public.orders set status = 'picked_up', picked_up_at = now() where id = o.id returning * into o;
  perform private.refresh_rider_status(o.rider_id);
  return o;
end
$$;

create or replace function public.complete_delivery(order_id uuid, photo_url text) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(complete_delivery.order_id, caller);
  distance numeric;
begin
  if not (coalesce(o.rider_id = caller, false) or public.is_admin()) then
    raise exception 'Only the rider assigned to this order can complete its delivery' using errcode = '42501';
  end if;
  if o.status <> 'picked_up' then
    perform private.refuse_transition(o, 'complete_delivery');
  end if;
  if coalesce(btrim(photo_url), '') = '' then
    raise exception 'Please take a delivery photo' using errcode = 'KM106';
  end if;

  update public.orders
     set status = 'delivered', delivered_at = now(), delivery_photo_url = btrim(photo_url),
         payment_status = case when payment_method = 'cash_on_delivery' and payment_status = 'pending'
                               then 'paid'::public.payment_status else payment_status end
   where id = o.id
  returning * into o;

  select coalesce(round(private.haversine_km(ol.latitude, ol.longitude, o.delivery_latitude, o.delivery_longitude)::numeric, 2),
                  o.delivery_distance_km, 0)
    into distance
    from (select 1) one
    left join public.outlets ol on ol.id = o.outlet_id;
  insert into public.rider_earnings (rider_id, order_id, type, amount, distance, date)
  values (o.rider_id, o.id, 'delivery', private.delivery_pay(distance), distance, o.delivered_at);

  update public.delivery_riders set total_deliveries = total_deliveries + 1 where id = o.rider_id;
  perform private.refresh_rider_status(o.rider_id);

  perform private.notify_admins(
    format('Order #%s delivered (%s%s)', private.short_id(o.id), private.format_ugx(o.total_amount),
      case when o.payment_method = 'cash_on_delivery' then ' collected in cash' else '' end),
    'success', o.id);
  return o;
end
$$;

create or replace function public.cancel_delivery(order_id uuid, reason text default null) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(cancel_delivery.order_id, caller);
  rider_name text;
begin
  if not (coalesce(o.rider_id = caller, false) or public.is_admin()) then
    raise exception 'Only the rider assigned to this order can cancel its delivery' using errcode = '42501';
  end if;
  if o.status not in ('assigned', 'picked_up') then
    perform private.refuse_transition(o, 'cancel_delivery');
  end if;
  select r.full_name into rider_name from public.delivery_riders r where r.id = o.rider_id;
  return private.cancel(o, reason, coalesce('rider ' || rider_name, 'the rider'));
end
$$;

create or replace function public.cancel_order(order_id uuid, reason text default null) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(cancel_order.order_id, caller);
begin
  if public.is_admin() then
    if o.status in ('delivered', 'cancelled') then
      perform private.refuse_transition(o, 'cancel_order');
    end if;
    return private.cancel(o, reason, 'an admin');
  end if;
  if o.user_id is distinct from caller then
    raise exception 'Only the customer or an admin can cancel an order' using errcode = '42501';
  end if;
  if o.status <> 'pending' then
    raise exception 'This order can no longer be cancelled' using errcode = 'KM107',
      detail = jsonb_build_object('status', o.status)::text, hint = 'Orders can be cancelled only while they are pending.';
  end if;
  return private.cancel(o, reason, 'the customer');
end
$$;

-- Payment attempts and results (20261122000200_payment_results).
create or replace function public.record_payment_attempt(
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
    raise exception 'Order not found' using errcode = 'KM101';
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
  insert into public.payments (order_id, provider, merchant_reference, tracking_id, payment_method, amount, currency)
  values (o.id, record_payment_attempt.provider, record_payment_attempt.merchant_reference,
          record_payment_attempt.tracking_id, o.payment_method, o.total_amount, o.currency)
  returning * into p;
  return p;
end
$$;

create or replace function public.apply_payment_result(
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
