-- The catalogue: categories and products, public to read, edited by admins. A product's unit price is
-- its discount_price when it has one; discount_percentage is derived; rating is kept by the ratings
-- trigger (20261121001000); a fall to the low-stock threshold alerts the admins.

create table public.product_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (char_length(btrim(name)) between 1 and 80),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text check (char_length(description) <= 1000),
  image_url text check (char_length(image_url) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.product_categories.slug is
  'URL name (/products?category=<slug>): lower case, words joined by hyphens. Made from the name when not given.';
comment on column public.product_categories.image_url is
  'A storage path such as product-category-images/fresh-beef.svg, or a full URL.';

create index product_categories_name_idx on public.product_categories (name);

create function private.default_category_slug() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := private.slugify(new.name);
  end if;
  return new;
end
$$;

create trigger product_categories_default_slug before insert or update on public.product_categories
  for each row execute function private.default_category_slug();
create trigger product_categories_touch_updated_at before update on public.product_categories
  for each row execute function private.touch_updated_at();

create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  description text not null default '' check (char_length(description) <= 4000),
  category_id uuid references public.product_categories (id) on delete set null,
  price numeric(12, 2) not null check (price between 0 and 100000000),
  discount_price numeric(12, 2) check (discount_price >= 0 and discount_price < price),
  discount_percentage integer generated always as (
    case when discount_price is not null and price > 0 and discount_price < price
         then round((price - discount_price) / price * 100)::integer end
  ) stored,
  stock integer not null default 0 check (stock >= 0),
  rating numeric(3, 2) not null default 0 check (rating between 0 and 5),
  rating_count integer not null default 0 check (rating_count >= 0),
  image_urls text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.products.discount_price is 'The price charged instead of `price` when set; always below it.';
comment on column public.products.discount_percentage is 'round((price − discount_price) / price × 100), only when discounted.';
comment on column public.products.stock is 'Units the shop can sell online; place_order takes them atomically, cancellations put them back.';
comment on column public.products.rating is 'Average of product_ratings (kept by trigger), 0 when unrated.';
comment on column public.products.image_urls is 'Storage paths such as product-images/beef-sausages.svg, or full URLs.';

-- The catalogue's filters and sorts: by category, price, rating, newest; in stock; on sale.
create index products_category_created_idx on public.products (category_id, created_at desc);
create index products_created_at_idx on public.products (created_at desc);
create index products_price_idx on public.products (price);
create index products_rating_idx on public.products (rating desc);
create index products_on_sale_idx on public.products (created_at desc) where discount_price is not null;
create index products_in_stock_idx on public.products (created_at desc) where stock > 0;
create index products_name_idx on public.products (name);

create trigger products_touch_updated_at before update on public.products
  for each row execute function private.touch_updated_at();

alter table public.admin_notifications
  add constraint admin_notifications_product_id_fkey
  foreign key (product_id) references public.products (id) on delete set null;
create index admin_notifications_product_idx on public.admin_notifications (product_id);

-- Low stock: when a product's stock falls to the threshold (or to zero), whoever made it fall.
create function private.alert_low_stock() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  threshold integer := (select s.low_stock_threshold from public.settings s);
begin
  if new.stock = 0 and old.stock > 0 then
    perform private.notify_admins(format('%s is out of stock', new.name), 'error', null, new.id);
  elsif new.stock <= threshold and old.stock > threshold then
    perform private.notify_admins(
      format('Low stock: %s has %s %s left', new.name, new.stock, case when new.stock = 1 then 'unit' else 'units' end),
      'warning', null, new.id);
  end if;
  return new;
end
$$;

create trigger products_alert_low_stock after update of stock on public.products
  for each row when (new.stock < old.stock)
  execute function private.alert_low_stock();

alter table public.product_categories enable row level security;
revoke all on public.product_categories from anon, authenticated;
grant select on public.product_categories to anon, authenticated;
grant insert, update, delete on public.product_categories to authenticated;

create policy "Everyone reads categories" on public.product_categories for select to anon, authenticated
  using (true);
create policy "Admins add categories" on public.product_categories for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins edit categories" on public.product_categories for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete categories" on public.product_categories for delete to authenticated
  using ((select public.is_admin()));

alter table public.products enable row level security;
revoke all on public.products from anon, authenticated;
grant select on public.products to anon, authenticated;
grant delete on public.products to authenticated;
-- rating and rating_count belong to the ratings trigger; discount_percentage is generated.
grant insert (id, name, description, category_id, price, discount_price, stock, image_urls)
  on public.products to authenticated;
grant update (name, description, category_id, price, discount_price, stock, image_urls, updated_at)
  on public.products to authenticated;

create policy "Everyone reads products" on public.products for select to anon, authenticated
  using (true);
create policy "Admins add products" on public.products for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins edit products" on public.products for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete products" on public.products for delete to authenticated
  using ((select public.is_admin()));
