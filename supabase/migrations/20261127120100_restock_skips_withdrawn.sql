-- A cancelled order's units go back on the shelf only for products still on sale. A withdrawn product
-- has no stock (products_withdrawn_without_stock): putting units back broke the constraint, so an order
-- holding a product withdrawn since could not be cancelled by anyone, and the release of stale unpaid
-- orders, which place_order runs first where there is no pg_cron, failed with it: every order failed.
create or replace function private.restock_order(order_id uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.products p
     set stock = p.stock + i.quantity
    from (select oi.product_id, sum(oi.quantity)::integer as quantity
            from public.order_items oi
           where oi.order_id = restock_order.order_id and oi.product_id is not null
           group by oi.product_id) i
   where p.id = i.product_id and p.withdrawn_at is null
$$;
