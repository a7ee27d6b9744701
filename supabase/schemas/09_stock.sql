-- Each outlet's own shelf: which products it carries, at what price, and its stock bands. Admins manage
-- the range and prices; the outlet's active staff keep the stock counts (only through
-- record_outlet_stock, each change a movement) and availability up to date. Online orders sell from
-- products.stock.

create table public.outlet_products (
    id uuid default gen_random_uuid() not null,
    outlet_id uuid not null,
    product_id uuid not null,
    outlet_price numeric(12,2) not null,
    stock integer default 0 not null,
    min_stock integer default 0 not null,
    max_stock integer default 0 not null,
    is_available boolean default true not null,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    constraint outlet_products_bands check ((max_stock >= min_stock)),
    constraint outlet_products_max_stock_check check ((max_stock >= 0)),
    constraint outlet_products_min_stock_check check ((min_stock >= 0)),
    constraint outlet_products_outlet_price_check check ((outlet_price >= (0)::numeric)),
    constraint outlet_products_stock_check check ((stock >= 0)),
    constraint outlet_products_one_per_outlet unique (outlet_id, product_id),
    constraint outlet_products_pkey primary key (id),
    constraint outlet_products_outlet_id_fkey foreign key (outlet_id) references public.outlets(id) on delete cascade,
    constraint outlet_products_product_id_fkey foreign key (product_id) references public.products(id) on delete cascade
);
create index outlet_products_product_idx on public.outlet_products using btree (product_id);
alter table public.outlet_products enable row level security;
comment on table public.outlet_products is 'Stock bands: low at or below min_stock, full at or above max_stock.';
revoke all on table public.outlet_products from anon, authenticated, service_role;
grant all on table public.outlet_products to service_role;
grant select,insert,delete on table public.outlet_products to authenticated;
grant update (outlet_price, stock, min_stock, max_stock, is_available, updated_at) on table public.outlet_products to authenticated;

create policy "Admins add products to outlets" on public.outlet_products for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins and the outlet's staff see its stock" on public.outlet_products for select to authenticated
  using ((select public.is_admin()) or outlet_id = (select public.staff_outlet_id()));

create policy "Admins and the outlet's staff update its stock" on public.outlet_products for update to authenticated
  using ((select public.is_admin()) or outlet_id = (select public.staff_outlet_id()))
  with check ((select public.is_admin()) or outlet_id = (select public.staff_outlet_id()));

create policy "Admins remove products from outlets" on public.outlet_products for delete to authenticated
  using ((select public.is_admin()));

create trigger outlet_products_admin_only_columns before update on public.outlet_products for each row execute function private.forbid_non_admin_changes('outlet_price', 'outlet_id', 'product_id');

create trigger outlet_products_stock_on_record before update of stock on public.outlet_products for each row execute function private.forbid_non_admin_changes('stock');

create trigger outlet_products_touch_updated_at before update on public.outlet_products for each row execute function private.touch_updated_at();

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
comment on function public.restock_product(product_id uuid, quantity integer) is 'Admins: adds quantity (1-100000) units to a product on sale; answers its stock now.';
revoke all on function public.restock_product(uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.restock_product(product_id uuid, quantity integer) to authenticated, service_role;

create type public.stock_movement_kind as enum (
    'restock',
    'count'
);

create table public.outlet_stock_movements (
    id uuid default gen_random_uuid() not null,
    outlet_id uuid not null,
    outlet_product_id uuid not null,
    kind public.stock_movement_kind not null,
    quantity integer not null,
    stock_before integer not null,
    stock_after integer not null,
    recorded_by uuid,
    recorded_by_name text not null,
    note text,
    created_at timestamp with time zone default now() not null,
    constraint outlet_stock_movements_adds_up check ((((kind = 'restock'::public.stock_movement_kind) and (stock_after = (stock_before + quantity))) or ((kind = 'count'::public.stock_movement_kind) and (stock_after = quantity)))),
    constraint outlet_stock_movements_note_check check ((char_length(note) <= 300)),
    constraint outlet_stock_movements_quantity_check check ((quantity >= 0)),
    constraint outlet_stock_movements_recorded_by_name_check check (((char_length(recorded_by_name) >= 1) and (char_length(recorded_by_name) <= 120))),
    constraint outlet_stock_movements_stock_after_check check ((stock_after >= 0)),
    constraint outlet_stock_movements_stock_before_check check ((stock_before >= 0)),
    constraint outlet_stock_movements_pkey primary key (id),
    constraint outlet_stock_movements_outlet_id_fkey foreign key (outlet_id) references public.outlets(id) on delete cascade,
    constraint outlet_stock_movements_outlet_product_id_fkey foreign key (outlet_product_id) references public.outlet_products(id) on delete cascade,
    constraint outlet_stock_movements_recorded_by_fkey foreign key (recorded_by) references public.users(id) on delete set null
);
create index outlet_stock_movements_outlet_idx on public.outlet_stock_movements using btree (outlet_id, created_at desc);
create index outlet_stock_movements_product_idx on public.outlet_stock_movements using btree (outlet_product_id, created_at desc);
alter table public.outlet_stock_movements enable row level security;
comment on table public.outlet_stock_movements is 'Restocks (quantity added) and counts (quantity found) of an outlet''s products, by whom and when.';
revoke all on table public.outlet_stock_movements from anon, authenticated, service_role;
grant all on table public.outlet_stock_movements to service_role;
grant select on table public.outlet_stock_movements to authenticated;

create policy "Admins and the outlet's staff see its stock movements" on public.outlet_stock_movements
  for select to authenticated
  using ((select public.is_admin()) or outlet_id = (select public.staff_outlet_id()));

-- Records a restock (quantity added) or a count (quantity on the shelf) and sets the stock to match.
create function public.record_outlet_stock(
  outlet_product_id uuid,
  kind public.stock_movement_kind,
  quantity integer,
  note text default null
) returns public.outlet_products
language plpgsql
security definer
set search_path = ''
as $$
declare
  op public.outlet_products;
  before_stock integer;
  who text;
begin
  select * into op from public.outlet_products where id = outlet_product_id for update;
  if not found or not (public.is_admin() or coalesce(op.outlet_id = public.staff_outlet_id(), false)) then
    raise exception 'Only the outlet''s staff can record its stock' using errcode = '42501';
  end if;
  if quantity is null or quantity < (case when kind = 'restock' then 1 else 0 end) or quantity > 100000 then
    raise exception 'Enter a whole number of units' using errcode = 'KM601',
      detail = jsonb_build_object('min', case when kind = 'restock' then 1 else 0 end, 'max', 100000)::text;
  end if;
  if char_length(coalesce(note, '')) > 300 then
    raise exception 'The note is too long' using errcode = 'KM604', detail = jsonb_build_object('max', 300)::text;
  end if;
  before_stock := op.stock;
  select coalesce(nullif(btrim(u.full_name), ''), u.email, 'Staff') into who from public.users u where u.id = (select auth.uid());
  update public.outlet_products
     set stock = case when kind = 'restock' then stock + quantity else quantity end
   where id = op.id
   returning * into op;
  insert into public.outlet_stock_movements
    (outlet_id, outlet_product_id, kind, quantity, stock_before, stock_after, recorded_by, recorded_by_name, note)
  values (op.outlet_id, op.id, kind, quantity, before_stock, op.stock, (select auth.uid()), coalesce(who, 'Staff'),
          nullif(btrim(note), ''));
  return op;
end
$$;
revoke all on function public.record_outlet_stock(uuid, public.stock_movement_kind, integer, text) from public, anon, authenticated, service_role;
grant execute on function public.record_outlet_stock(outlet_product_id uuid, kind public.stock_movement_kind, quantity integer, note text) to authenticated, service_role;

alter table only public.outlet_notifications
    add constraint outlet_notifications_outlet_product_id_fkey foreign key (outlet_product_id) references public.outlet_products(id) on delete cascade;

create function private.announce_outlet_low_stock() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.stock <= new.min_stock and old.stock > old.min_stock then
    insert into public.outlet_notifications (outlet_id, message, type, outlet_product_id)
    select new.outlet_id,
           format('Low stock: %s has %s left (minimum %s)', p.name, new.stock, new.min_stock),
           'warning', new.id
      from public.products p where p.id = new.product_id;
  end if;
  return null;
end
$$;

create trigger outlet_products_announce_low_stock after update of stock, min_stock on public.outlet_products for each row execute function private.announce_outlet_low_stock();

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

create constraint trigger outlet_products_stock_recorded after update of stock on public.outlet_products deferrable initially deferred for each row when ((old.stock is distinct from new.stock)) execute function private.record_unrecorded_stock_change();
