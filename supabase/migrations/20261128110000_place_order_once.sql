-- Placing an order once, however often it is asked. The answer to place_order can be lost after the
-- order committed (the server or the connection dies on the way back); the customer, or the checkout
-- by itself, then asks again. Each Place order attempt carries a request id (a UUID the checkout makes
-- for one cart, address and payment choice): place_order called again with an id it has already
-- placed answers that order and places nothing. Without a request id it behaves exactly as before.
--
-- The same id with a different cart answers the original order too: the id names one attempt, and the
-- checkout makes a new id whenever what it sends changes, so a different body under a known id can only
-- be a resend of that attempt (the first placement has emptied the saved cart, for one). Placing a
-- second order there is the failure this exists to prevent; refusing would leave the customer with an
-- error for an order that is placed.

create table private.order_requests (
  request_id uuid primary key,
  user_id uuid not null,
  order_id uuid not null references public.orders (id) on delete cascade,
  placed_at timestamptz not null default now()
);
comment on table private.order_requests is
  'Request ids of placed orders: place_order called again with one answers its order and places nothing.';
create index order_requests_order_idx on private.order_requests (order_id);

-- Not exposed over the API (private schema); only place_order reads and writes it.
alter table private.order_requests enable row level security;
revoke all on private.order_requests from public, anon, authenticated;

-- place_order: its newest definition (20261124120400_stock_hoarding) with the request id added.
drop function public.place_order(jsonb, text, jsonb, double precision, double precision, text, public.payment_method);

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

revoke execute on function public.place_order(jsonb, text, jsonb, double precision, double precision, text,
  public.payment_method, uuid) from public, anon;
grant execute on function public.place_order(jsonb, text, jsonb, double precision, double precision, text,
  public.payment_method, uuid) to authenticated, service_role;
