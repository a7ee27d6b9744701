-- Each outlet's own shelf: which products it carries, at what price, and its stock bands. Admins manage
-- the range and prices; the outlet's active staff keep the stock counts and availability up to date.
-- (Online orders sell from products.stock; this is the shop's own stock.)

create table public.outlet_products (
  id uuid primary key default gen_random_uuid(),
  outlet_id uuid not null references public.outlets (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  outlet_price numeric(12, 2) not null check (outlet_price >= 0),
  stock integer not null default 0 check (stock >= 0),
  min_stock integer not null default 0 check (min_stock >= 0),
  max_stock integer not null default 0 check (max_stock >= 0),
  is_available boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint outlet_products_one_per_outlet unique (outlet_id, product_id),
  constraint outlet_products_bands check (max_stock >= min_stock)
);
comment on table public.outlet_products is
  'Stock bands: low at or below min_stock, full at or above max_stock.';

create index outlet_products_product_idx on public.outlet_products (product_id);

create trigger outlet_products_touch_updated_at before update on public.outlet_products
  for each row execute function private.touch_updated_at();
create trigger outlet_products_admin_only_columns before update on public.outlet_products
  for each row execute function private.forbid_non_admin_changes('outlet_price', 'outlet_id', 'product_id');

alter table public.outlet_products enable row level security;
revoke all on public.outlet_products from anon, authenticated;
grant select, insert, delete on public.outlet_products to authenticated;
grant update (outlet_price, stock, min_stock, max_stock, is_available, updated_at) on public.outlet_products to authenticated;

create policy "Admins and the outlet's staff see its stock" on public.outlet_products for select to authenticated
  using ((select public.is_admin()) or outlet_id = (select public.staff_outlet_id()));
create policy "Admins add products to outlets" on public.outlet_products for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins and the outlet's staff update its stock" on public.outlet_products for update to authenticated
  using ((select public.is_admin()) or outlet_id = (select public.staff_outlet_id()))
  with check ((select public.is_admin()) or outlet_id = (select public.staff_outlet_id()));
create policy "Admins remove products from outlets" on public.outlet_products for delete to authenticated
  using ((select public.is_admin()));
