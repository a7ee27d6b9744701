-- A product that has been ordered is never deleted: its order lines, reports and the customer's history
-- keep pointing at it. It is withdrawn from sale instead (withdrawn_at set, stock 0, hidden from the
-- shop; place_order refuses it as out of stock). A product nobody ordered is deleted.
-- The admin screen calls remove_product, which decides; a plain DELETE of an ordered product is refused
-- by the foreign key (23503), so no path loses an order's product.

alter table public.products add column withdrawn_at timestamptz;
comment on column public.products.withdrawn_at is
  'When an admin removed this ordered product from sale (remove_product); null while on sale. A withdrawn product has no stock.';
alter table public.products
  add constraint products_withdrawn_without_stock check (withdrawn_at is null or stock = 0);

grant update (withdrawn_at) on public.products to authenticated;

alter table public.order_items drop constraint order_items_product_id_fkey;
alter table public.order_items
  add constraint order_items_product_id_fkey
  foreign key (product_id) references public.products (id);

-- Shoppers see what is on sale; admins every product (to restock or put one back on sale).
drop policy "Everyone reads products" on public.products;
create policy "Everyone reads products on sale, admins every product" on public.products
  for select to anon, authenticated
  using (withdrawn_at is null or (select public.is_admin()));

-- 'deleted' when nobody ordered it, 'withdrawn' when somebody did. As the caller (RLS applies).
create function public.remove_product(product_id uuid) returns text
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins remove products' using errcode = '42501';
  end if;
  if exists (select 1 from public.order_items oi where oi.product_id = remove_product.product_id) then
    update public.products p
       set withdrawn_at = coalesce(p.withdrawn_at, now()), stock = 0
     where p.id = remove_product.product_id;
    if not found then
      raise exception 'Product not found' using errcode = 'KM006',
        detail = jsonb_build_object('product_id', remove_product.product_id)::text;
    end if;
    return 'withdrawn';
  end if;
  delete from public.products p where p.id = remove_product.product_id;
  if not found then
    raise exception 'Product not found' using errcode = 'KM006',
      detail = jsonb_build_object('product_id', remove_product.product_id)::text;
  end if;
  return 'deleted';
end
$$;
comment on function public.remove_product(uuid) is
  'Admins: deletes a product nobody ordered, withdraws an ordered one from sale; answers deleted or withdrawn.';
revoke all on function public.remove_product(uuid) from public, anon;
grant execute on function public.remove_product(uuid) to authenticated;
