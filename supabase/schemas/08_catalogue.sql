-- The catalogue: categories and products, public to read, edited by admins. A product's unit price is
-- its discount_price when it has one; discount_percentage is derived; rating is kept by the ratings
-- trigger; a fall to the low-stock threshold alerts the admins. Reviews and ratings: one of each per
-- customer and product.

create table public.products (
    id uuid default gen_random_uuid() not null,
    name text not null,
    description text default ''::text not null,
    category_id uuid,
    price numeric(12,2) not null,
    discount_price numeric(12,2),
    discount_percentage integer generated always as (
case
    when ((discount_price is not null) and (price > (0)::numeric) and (discount_price < price)) then (round((((price - discount_price) / price) * (100)::numeric)))::integer
    else null::integer
end) stored,
    stock integer default 0 not null,
    rating numeric(3,2) default 0 not null,
    rating_count integer default 0 not null,
    image_urls text[] default '{}'::text[] not null,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    withdrawn_at timestamp with time zone,
    constraint products_check check (((discount_price >= (0)::numeric) and (discount_price < price))),
    constraint products_description_check check ((char_length(description) <= 4000)),
    constraint products_name_check check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 120))),
    constraint products_price_check check (((price >= (0)::numeric) and (price <= (100000000)::numeric))),
    constraint products_rating_check check (((rating >= (0)::numeric) and (rating <= (5)::numeric))),
    constraint products_rating_count_check check ((rating_count >= 0)),
    constraint products_stock_check check ((stock >= 0)),
    constraint products_withdrawn_without_stock check (((withdrawn_at is null) or (stock = 0))),
    constraint products_pkey primary key (id)
);
-- The catalogue's filters and sorts: by category, price, rating, newest; in stock; on sale.
create index products_category_created_idx on public.products using btree (category_id, created_at desc);
create index products_created_at_idx on public.products using btree (created_at desc);
create index products_in_stock_idx on public.products using btree (created_at desc) where (stock > 0);
create index products_name_idx on public.products using btree (name);
create index products_on_sale_idx on public.products using btree (created_at desc) where (discount_price is not null);
create index products_price_idx on public.products using btree (price);
create index products_rating_idx on public.products using btree (rating desc);
alter table public.products enable row level security;
comment on column public.products.discount_price is 'The price charged instead of `price` when set; always below it.';
comment on column public.products.discount_percentage is 'round((price − discount_price) / price × 100), only when discounted.';
comment on column public.products.stock is 'Units the shop can sell online; place_order takes them atomically, cancellations put them back.';
comment on column public.products.rating is 'Average of product_ratings (kept by trigger), 0 when unrated.';
comment on column public.products.image_urls is 'Storage paths such as product-images/beef-sausages.svg, or full URLs.';
comment on column public.products.withdrawn_at is 'When an admin removed this ordered product from sale (remove_product); null while on sale. A withdrawn product has no stock.';
revoke all on table public.products from anon, authenticated, service_role;
grant all on table public.products to service_role;
grant select on table public.products to anon;
grant select,delete on table public.products to authenticated;
grant insert (id, name, description, category_id, price, discount_price, stock, image_urls) on table public.products to authenticated;
grant update (name, description, category_id, price, discount_price, stock, image_urls, updated_at, withdrawn_at) on table public.products to authenticated;

alter table only public.admin_notifications
    add constraint admin_notifications_product_id_fkey foreign key (product_id) references public.products(id) on delete set null;

create table public.product_categories (
    id uuid default gen_random_uuid() not null,
    name text not null,
    slug text not null,
    description text,
    image_url text,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    constraint product_categories_description_check check ((char_length(description) <= 1000)),
    constraint product_categories_image_url_check check ((char_length(image_url) <= 1000)),
    constraint product_categories_name_check check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 80))),
    constraint product_categories_slug_check check ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
    constraint product_categories_name_key unique (name),
    constraint product_categories_pkey primary key (id),
    constraint product_categories_slug_key unique (slug)
);
create index product_categories_name_idx on public.product_categories using btree (name);
alter table public.product_categories enable row level security;
comment on column public.product_categories.slug is 'URL name (/products?category=<slug>): lower case, words joined by hyphens. Made from the name when not given.';
comment on column public.product_categories.image_url is 'A storage path such as product-category-images/fresh-beef.svg, or a full URL.';
revoke all on table public.product_categories from anon, authenticated, service_role;
grant all on table public.product_categories to service_role;
grant select on table public.product_categories to anon;
grant select,insert,delete,update on table public.product_categories to authenticated;

create policy "Admins add categories" on public.product_categories for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins delete categories" on public.product_categories for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins edit categories" on public.product_categories for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Everyone reads categories" on public.product_categories for select to anon, authenticated
  using (true);

create trigger product_categories_touch_updated_at before update on public.product_categories for each row execute function private.touch_updated_at();

create function private.default_category_slug() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := private.slugify(new.name);
  end if;
  return new;
end
$$;

create trigger product_categories_default_slug before insert or update on public.product_categories for each row execute function private.default_category_slug();

alter table only public.products
    add constraint products_category_id_fkey foreign key (category_id) references public.product_categories(id) on delete set null;

create policy "Admins add products" on public.products for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins delete products" on public.products for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins edit products" on public.products for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Everyone reads products on sale, admins every product" on public.products
  for select to anon, authenticated
  using (withdrawn_at is null or (select public.is_admin()));

create trigger products_touch_updated_at before update on public.products for each row execute function private.touch_updated_at();

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

create trigger products_alert_low_stock after update of stock on public.products for each row when ((new.stock < old.stock)) execute function private.alert_low_stock();

create table public.product_reviews (
    id uuid default gen_random_uuid() not null,
    product_id uuid not null,
    user_id uuid default auth.uid() not null,
    reviewer_name text default ''::text not null,
    rating smallint default 5 not null,
    comment text not null,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    constraint product_reviews_comment_check check (((char_length(btrim(comment)) >= 1) and (char_length(btrim(comment)) <= 2000))),
    constraint product_reviews_rating_check check (((rating >= 1) and (rating <= 5))),
    constraint product_reviews_one_per_customer unique (product_id, user_id),
    constraint product_reviews_pkey primary key (id),
    constraint product_reviews_product_id_fkey foreign key (product_id) references public.products(id) on delete cascade,
    constraint product_reviews_user_id_fkey foreign key (user_id) references public.users(id) on delete cascade
);
create index product_reviews_product_created_idx on public.product_reviews using btree (product_id, created_at desc);
create index product_reviews_user_idx on public.product_reviews using btree (user_id);
alter table public.product_reviews enable row level security;
comment on column public.product_reviews.reviewer_name is 'The reviewer''s full name, copied from users by trigger (and kept in step when they rename), so that reviews are public without making profiles public.';
revoke all on table public.product_reviews from anon, authenticated, service_role;
grant all on table public.product_reviews to service_role;
grant select on table public.product_reviews to anon;
grant select,delete on table public.product_reviews to authenticated;
grant insert (product_id, user_id, rating, comment) on table public.product_reviews to authenticated;
grant update (rating, comment, updated_at) on table public.product_reviews to authenticated;

create policy "Customers delete their own reviews; admins moderate any" on public.product_reviews
  for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Customers edit their own reviews" on public.product_reviews for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Customers review as themselves" on public.product_reviews for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Everyone reads reviews" on public.product_reviews for select to anon, authenticated
  using (true);

create trigger product_reviews_touch_updated_at before update on public.product_reviews for each row execute function private.touch_updated_at();

create function private.set_reviewer_name() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.reviewer_name := coalesce((select u.full_name from public.users u where u.id = new.user_id), '');
  return new;
end
$$;

create trigger product_reviews_set_reviewer_name before insert or update of user_id on public.product_reviews for each row execute function private.set_reviewer_name();

create function private.rename_reviewer() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.product_reviews set reviewer_name = new.full_name where user_id = new.id;
  return new;
end
$$;

create trigger users_rename_reviewer after update of full_name on public.users for each row when ((old.full_name is distinct from new.full_name)) execute function private.rename_reviewer();

create table public.product_ratings (
    user_id uuid default auth.uid() not null,
    product_id uuid not null,
    rating smallint not null,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    constraint product_ratings_rating_check check (((rating >= 1) and (rating <= 5))),
    constraint product_ratings_pkey primary key (user_id, product_id),
    constraint product_ratings_product_id_fkey foreign key (product_id) references public.products(id) on delete cascade,
    constraint product_ratings_user_id_fkey foreign key (user_id) references public.users(id) on delete cascade
);
create index product_ratings_product_idx on public.product_ratings using btree (product_id);
alter table public.product_ratings enable row level security;
comment on table public.product_ratings is 'One star rating per customer and product (upsert on user_id, product_id).';
revoke all on table public.product_ratings from anon, authenticated, service_role;
grant all on table public.product_ratings to service_role;
grant select,delete on table public.product_ratings to authenticated;
grant insert (user_id, product_id, rating) on table public.product_ratings to authenticated;
grant update (user_id, product_id, rating, updated_at) on table public.product_ratings to authenticated;

create policy "Customers change their own rating" on public.product_ratings for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Customers rate as themselves" on public.product_ratings for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Customers see their own ratings; admins see all" on public.product_ratings
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Customers withdraw their own rating" on public.product_ratings for delete to authenticated
  using (user_id = (select auth.uid()));

create trigger product_ratings_touch_updated_at before update on public.product_ratings for each row execute function private.touch_updated_at();

create function private.refresh_product_rating() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  affected uuid[] := array[coalesce(new.product_id, old.product_id), coalesce(old.product_id, new.product_id)];
begin
  update public.products p
     set rating = coalesce(r.average, 0), rating_count = coalesce(r.count, 0)
    from (
      select a.id, round(avg(pr.rating), 2) as average, count(pr.rating)::integer as count
        from (select distinct unnest(affected)) as a(id)
        left join public.product_ratings pr on pr.product_id = a.id
       group by a.id
    ) r
   where p.id = r.id;
  return null;
end
$$;

create trigger product_ratings_refresh_product after insert or delete or update on public.product_ratings for each row execute function private.refresh_product_rating();

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
comment on function public.remove_product(product_id uuid) is 'Admins: deletes a product nobody ordered, withdraws an ordered one from sale; answers deleted or withdrawn.';
revoke all on function public.remove_product(uuid) from public, anon, authenticated, service_role;
grant execute on function public.remove_product(product_id uuid) to authenticated, service_role;

-- The admin's categories table: each category with how many products it holds (products withdrawn from
-- sale not counted) and when it was last changed. security_invoker: the reader's RLS applies.
create view public.category_overview with (security_invoker = true) as
select c.id, c.name, c.slug, c.description, c.image_url, c.created_at, c.updated_at,
       count(p.id)::integer as product_count
  from public.product_categories c
  left join public.products p on p.category_id = c.id and p.withdrawn_at is null
 group by c.id;
revoke all on table public.category_overview from anon, authenticated, service_role;
grant all on table public.category_overview to service_role;
grant select on table public.category_overview to authenticated;
