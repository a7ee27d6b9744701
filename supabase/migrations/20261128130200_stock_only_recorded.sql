-- An outlet's stock changes only on the record. Staff (any active employee of the outlet, as the outlet
-- portal's stock page has it) record a restock or a count through record_outlet_stock, which writes the
-- movement beside the new stock; a direct API update of outlet_products.stock by anyone but an admin is
-- refused (42501, {"column": "stock"}), as price changes are. An admin's direct edit of the shelf (the
-- admin's outlet page saves the whole row) stays allowed and is recorded as a count by the admin, so no
-- stock change is ever missing from outlet_stock_movements.

create trigger outlet_products_stock_on_record before update of stock on public.outlet_products
  for each row execute function private.forbid_non_admin_changes('stock');

-- At commit, a stock change that no movement of this transaction accounts for (record_outlet_stock
-- writes its own just after the update) is recorded as a count by whoever made it.
create function private.record_unrecorded_stock_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text;
begin
  if exists (
    select 1 from public.outlet_stock_movements m
     where m.outlet_product_id = new.id and m.created_at = now()
       and m.stock_before = old.stock and m.stock_after = new.stock
  ) then
    return null;
  end if;
  select coalesce(nullif(btrim(u.full_name), ''), u.email) into who from public.users u where u.id = (select auth.uid());
  insert into public.outlet_stock_movements
    (outlet_id, outlet_product_id, kind, quantity, stock_before, stock_after, recorded_by, recorded_by_name, note)
  values (new.outlet_id, new.id, 'count', new.stock, old.stock, new.stock,
          (select u.id from public.users u where u.id = (select auth.uid())),
          left(coalesce(who, 'Shop system'), 120), 'Set on the outlet''s shelf');
  return null;
end
$$;

create constraint trigger outlet_products_stock_recorded after update of stock on public.outlet_products
  deferrable initially deferred
  for each row when (old.stock is distinct from new.stock)
  execute function private.record_unrecorded_stock_change();
