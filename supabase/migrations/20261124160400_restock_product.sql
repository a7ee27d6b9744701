-- Restocking in place (the admin's inventory screen): units are added to what is there now, in one
-- statement, so a sale made at the same moment is never overwritten by a stale figure.
create function public.restock_product(product_id uuid, quantity integer) returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  now_in_stock integer;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins restock products' using errcode = '42501';
  end if;
  if quantity is null or quantity < 1 or quantity > 100000 then
    raise exception 'Restock between 1 and 100000 units' using errcode = 'KM401',
      detail = jsonb_build_object('product_id', restock_product.product_id, 'quantity', quantity)::text;
  end if;
  update public.products p
     set stock = p.stock + restock_product.quantity
   where p.id = restock_product.product_id and p.withdrawn_at is null
  returning p.stock into now_in_stock;
  if not found then
    raise exception 'Product not found' using errcode = 'KM006',
      detail = jsonb_build_object('product_id', restock_product.product_id)::text;
  end if;
  return now_in_stock;
end
$$;
comment on function public.restock_product(uuid, integer) is
  'Admins: adds quantity (1-100000) units to a product on sale; answers its stock now.';
revoke all on function public.restock_product(uuid, integer) from public, anon;
grant execute on function public.restock_product(uuid, integer) to authenticated;
