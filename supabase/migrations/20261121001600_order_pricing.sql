-- Pricing an order: the rule the storefront's preview (shared/src/pricing) also follows, and
-- quote_order, which the cart and checkout screens call to show the server's own figures.
--   unit price   = discount_price when set, else price
--   subtotal     = Σ unit price × quantity
--   discount     = subtotal × coupon percent / 100, rounded to whole shillings (half up)
--   delivery fee = settings.delivery_fee, or 0 when subtotal − discount ≥ settings.free_delivery_threshold
--                  (and 0 for an empty cart)
--   total        = subtotal − discount + delivery fee

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
    raise exception 'Items must be a list of products and quantities' using errcode = 'P0001';
  end if;
  if jsonb_array_length(items) > 50 then
    raise exception 'An order can hold at most 50 different products' using errcode = 'P0001';
  end if;
  for line in select value from jsonb_array_elements(items) loop
    if jsonb_typeof(line) <> 'object'
       or coalesce(line ->> 'product_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'Invalid product ID' using errcode = 'P0001';
    end if;
    if jsonb_typeof(line -> 'quantity') <> 'number' or (line ->> 'quantity') !~ '^[0-9]{1,6}$' then
      raise exception 'Quantity must be a whole number from 1 to 10' using errcode = 'P0001';
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
      raise exception 'Quantity must be between 1 and 10 per product' using errcode = 'P0001';
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

-- The cart's figures as the server computes them, without writing anything. Anyone may ask.
-- Returns {items: [{product_id, name, quantity, price, discount_price, unit_price, line_total, stock,
-- in_stock}], subtotal, coupon_code, discount_percent, discount_amount, delivery_fee,
-- free_delivery_threshold, total_amount, currency}. An unknown coupon is an error ("Invalid coupon
-- code"), as is an unknown product ("Product not found"); short stock is reported per line (in_stock).
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
    raise exception 'Product not found' using errcode = 'P0001', detail = missing::text;
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

revoke execute on function public.quote_order(jsonb, text) from public;
grant execute on function public.quote_order(jsonb, text) to anon, authenticated, service_role;
