-- place_order: the only way an order comes into being. In one transaction it checks the customer, the
-- contact details and the delivery point (inside Uganda's outline), validates the coupon, takes each
-- product's stock atomically (so concurrent buyers can never oversell), prices every line from
-- `products`, picks the nearest active outlet, writes the order and its lines, empties the customer's
-- server-side cart and returns the order. The new-order admin notification comes from the orders
-- trigger; low-stock ones from the products trigger.
--
-- Called as POST /rest/v1/rpc/place_order by a signed-in customer. Errors carry the storefront's words.

create function public.place_order(
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
    raise exception 'The delivery address is not valid' using errcode = 'P0001';
  end if;
  if coalesce(btrim(address ->> 'full_name'), '') = '' then
    raise exception 'Please enter your full name' using errcode = 'P0001';
  end if;
  if contact_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Please enter a valid email address' using errcode = 'P0001';
  end if;
  if coalesce(btrim(address ->> 'phone'), '') = '' then
    raise exception 'Please enter your phone number' using errcode = 'P0001';
  end if;
  if exists (select 1 from jsonb_each_text(address) f where char_length(f.value) > 300) then
    raise exception 'The delivery address is too long' using errcode = 'P0001';
  end if;
  if char_length(place_order.delivery_instructions) > 1000 then
    raise exception 'Delivery instructions are too long (at most 1000 characters)' using errcode = 'P0001';
  end if;

  if place_order.delivery_latitude is null or place_order.delivery_longitude is null then
    raise exception 'Please select a delivery location' using errcode = 'P0001';
  end if;
  if not private.is_in_uganda(place_order.delivery_latitude, place_order.delivery_longitude) then
    raise exception 'Selected location must be in Uganda' using errcode = 'P0001',
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
    raise exception 'No outlet can take orders right now. Please try again later.' using errcode = 'P0001';
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
        raise exception 'Product not found' using errcode = 'P0001', detail = wanted.product_id::text;
      elsif left_in_stock.stock = 0 then
        raise exception '% is out of stock', left_in_stock.name using errcode = 'P0001',
          detail = wanted.product_id::text, hint = 'Please remove it from your cart.';
      else
        raise exception 'Only % of % left in stock', left_in_stock.stock, left_in_stock.name using errcode = 'P0001',
          detail = wanted.product_id::text, hint = 'Please reduce the quantity in your cart.';
      end if;
    end if;
    lines := lines || jsonb_build_object(
      'product_id', wanted.product_id, 'product_name', taken.name, 'quantity', wanted.quantity,
      'price', taken.unit_price, 'position', wanted.position);
    order_subtotal := order_subtotal + taken.unit_price * wanted.quantity;
  end loop;
  if jsonb_array_length(lines) = 0 then
    raise exception 'Your cart is empty' using errcode = 'P0001';
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

revoke execute on function public.place_order(jsonb, text, jsonb, double precision, double precision, text, public.payment_method)
  from public, anon;
grant execute on function public.place_order(jsonb, text, jsonb, double precision, double precision, text, public.payment_method)
  to authenticated, service_role;
