-- The admin bench data set: a year of trading on top of the seed — 10,000 products, 500 riders, 5,000
-- customers and 100,000 orders (1-3 lines each) over the last 365 days, spread over the seed's active
-- outlets. Deterministic (setseed), written as the database owner in one transaction. Triggers are off
-- while it loads (session_replication_role = replica: no 100,000 admin notifications, no per-row profile
-- triggers); the rows are consistent by construction and satisfy every check constraint. Load it with
-- `pnpm --filter @shop/supabase bench:data --db-url <url>` (bench/admin.ts).
begin;
set local session_replication_role = replica;
select setseed(0.11);

create temp table bench_names on commit drop as
select array['Amina','Brian','Sarah','Joseph','Grace','Daniel','Ruth','Moses','Esther','Peter','Stella','Fred',
             'Martha','Isaac','Joan','Paul','Aisha','Ivan','Harriet','Samuel'] as first,
       array['Namubiru','Ssempa','Achieng','Mugisha','Okello','Nakato','Kigozi','Nalwoga','Mukasa','Atim',
             'Byaruhanga','Tumusiime','Nansubuga','Opio','Kato','Namutebi','Lubega','Akello','Wasswa','Babirye'] as last;

-- 5,000 customers (auth users with their profiles) and 500 riders.
create temp table bench_people on commit drop as
select i,
       gen_random_uuid() as id,
       n.first[1 + (i % 20)] || ' ' || n.last[1 + ((i / 20) % 20)] as full_name,
       '+25677' || lpad((1000000 + i)::text, 7, '0') as phone,
       case when i <= 5000 then format('bench.customer%s@example.com', i) else format('bench.rider%s@example.com', i - 5000) end as email,
       now() - make_interval(days => 366 + (i % 200)) as created_at
  from generate_series(1, 5500) i, bench_names n;

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                        raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', p.id, 'authenticated', 'authenticated', p.email, '', p.created_at,
       '{"provider":"email","providers":["email"]}',
       jsonb_build_object('full_name', p.full_name, 'phone', p.phone) ||
         case when p.i > 5000 then '{"is_rider": true}'::jsonb else '{}'::jsonb end,
       p.created_at, p.created_at
  from bench_people p;

insert into public.users (id, email, full_name, phone, created_at, updated_at)
select id, email, full_name, phone, created_at, created_at from bench_people where i <= 5000;

insert into public.delivery_riders (id, email, full_name, phone, vehicle_type, status, is_active, rating,
                                    total_deliveries, created_at, updated_at)
select id, email, full_name, phone,
       (case when i % 4 = 0 then 'bicycle' else 'motorcycle' end)::public.vehicle_type,
       (case when i % 3 = 0 then 'online' else 'offline' end)::public.rider_status,
       i % 25 <> 0, round((3 + (i % 20) / 10.0)::numeric, 1), 0, created_at, created_at
  from bench_people where i > 5000;

-- 10,000 products in the seed's categories.
insert into public.products (name, description, category_id, price, discount_price, stock, created_at, updated_at)
select format('Bench product %s', i), 'A product of the bench data set.',
       (select array_agg(id order by id) from public.product_categories)[1 + i % (select count(*) from public.product_categories)::integer],
       price, case when i % 7 = 0 then price - 1000 end, i % 150, now() - make_interval(days => i % 400), now()
  from (select i, (5000 + (i % 90) * 1000)::numeric as price from generate_series(1, 10000) i) p;

create temp table bench_catalogue on commit drop as
select array_agg(id order by id) as ids, array_agg(coalesce(discount_price, price) order by id) as prices,
       array_agg(name order by id) as names, count(*)::integer as n
  from public.products;

create temp table bench_orders on commit drop as
select i,
       gen_random_uuid() as id,
       now() - make_interval(secs => (i::double precision / 100000) * 365 * 86400) - make_interval(secs => random() * 600) as created_at,
       (select array_agg(id order by id) from bench_people where i <= 5000)[1 + (i * 7919) % 5000] as user_id,
       (select array_agg(id order by name) from public.outlets where is_active and latitude is not null) as outlets,
       (select array_agg(id order by id) from bench_people where i > 5000)[1 + (i * 31) % 500] as rider_id,
       (array['cash_on_delivery','mtn_money','airtel_money','card'])[1 + i % 4]::public.payment_method as payment_method,
       1 + i % 3 as lines
  from generate_series(1, 100000) i;

create temp table bench_items on commit drop as
select o.id as order_id, c.ids[1 + (o.i * 13 + k * 1013) % c.n] as product_id,
       c.names[1 + (o.i * 13 + k * 1013) % c.n] as product_name,
       1 + (o.i + k) % 4 as quantity, c.prices[1 + (o.i * 13 + k * 1013) % c.n] as price
  from bench_orders o
  cross join lateral generate_series(0, o.lines - 1) k
  cross join bench_catalogue c;

insert into public.orders (id, user_id, outlet_id, rider_id, status, payment_status, payment_method, subtotal,
                           discount_amount, delivery_fee, total_amount, shipping_address, delivery_latitude,
                           delivery_longitude, delivery_distance_km, created_at, updated_at, assigned_at,
                           picked_up_at, delivered_at, cancelled_at, cancellation_reason, search_text)
select o.id, o.user_id, o.outlets[1 + o.i % array_length(o.outlets, 1)],
       case when s.status in ('assigned', 'picked_up', 'delivered') then o.rider_id end,
       s.status,
       (case when s.status = 'delivered' then 'paid'
             when s.status = 'cancelled' and o.payment_method <> 'cash_on_delivery' then 'refunded'
             when o.payment_method <> 'cash_on_delivery' and s.status <> 'pending' then 'paid'
             else 'pending' end)::public.payment_status,
       o.payment_method, t.subtotal, 0, case when t.subtotal >= 100000 then 0 else 5000 end,
       t.subtotal + case when t.subtotal >= 100000 then 0 else 5000 end,
       jsonb_build_object('full_name', p.full_name, 'email', p.email, 'phone', p.phone,
                          'street', format('Plot %s, Bench Road', o.i % 300), 'city', 'Kampala', 'country', 'Uganda'),
       0.25 + (o.i % 200) / 1000.0, 32.50 + (o.i % 170) / 1000.0, round(((o.i % 120) / 10.0)::numeric, 2),
       o.created_at, o.created_at + interval '2 hours',
       case when s.status in ('assigned', 'picked_up', 'delivered') then o.created_at + interval '30 minutes' end,
       case when s.status in ('picked_up', 'delivered') then o.created_at + interval '45 minutes' end,
       case when s.status = 'delivered' then o.created_at + interval '90 minutes' end,
       case when s.status = 'cancelled' then o.created_at + interval '20 minutes' end,
       case when s.status = 'cancelled' then 'Bench: customer changed their mind' end,
       private.order_search_text(o.id, jsonb_build_object('full_name', p.full_name, 'email', p.email, 'phone', p.phone))
  from bench_orders o
  join bench_people p on p.id = o.user_id
  join (select order_id, sum(price * quantity) as subtotal from bench_items group by order_id) t on t.order_id = o.id
  cross join lateral (
    select (case
              -- the last two days: orders still on their way
              when o.created_at > now() - interval '2 days' then (array['pending','processing','assigned','picked_up'])[1 + o.i % 4]
              when o.i % 17 = 0 then 'cancelled'
              else 'delivered' end)::public.order_status as status
  ) s;

insert into public.order_items (order_id, product_id, product_name, quantity, price, created_at)
select i.order_id, i.product_id, i.product_name, i.quantity, i.price, o.created_at
  from bench_items i join bench_orders o on o.id = i.order_id;

-- Triggers were off: the figures they keep (private.product_sales for top_products, private.order_day_totals
-- for dashboard_summary) are counted once.
select private.recount_product_sales();
select private.recount_order_day_totals();

update public.delivery_riders r
   set total_deliveries = d.n
  from (select rider_id, count(*)::integer as n from public.orders where status = 'delivered' and rider_id is not null group by rider_id) d
 where d.rider_id = r.id;

commit;
analyze;
