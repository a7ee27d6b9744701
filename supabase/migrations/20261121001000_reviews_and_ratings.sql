-- Reviews (public, one per customer and product, newest first on the product page) and star ratings
-- (one per customer and product, upserted; the product's `rating` is their average).

create table public.product_reviews (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  reviewer_name text not null default '',
  rating smallint not null default 5 check (rating between 1 and 5),
  comment text not null check (char_length(btrim(comment)) between 1 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint product_reviews_one_per_customer unique (product_id, user_id)
);
comment on column public.product_reviews.reviewer_name is
  'The reviewer''s full name, copied from users by trigger (and kept in step when they rename), so that reviews are public without making profiles public.';

create index product_reviews_product_created_idx on public.product_reviews (product_id, created_at desc);
create index product_reviews_user_idx on public.product_reviews (user_id);

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

create trigger product_reviews_set_reviewer_name before insert or update of user_id on public.product_reviews
  for each row execute function private.set_reviewer_name();
create trigger product_reviews_touch_updated_at before update on public.product_reviews
  for each row execute function private.touch_updated_at();

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

create trigger users_rename_reviewer after update of full_name on public.users
  for each row when (old.full_name is distinct from new.full_name)
  execute function private.rename_reviewer();

alter table public.product_reviews enable row level security;
revoke all on public.product_reviews from anon, authenticated;
grant select on public.product_reviews to anon, authenticated;
grant insert (product_id, user_id, rating, comment), delete on public.product_reviews to authenticated;
grant update (rating, comment, updated_at) on public.product_reviews to authenticated;

create policy "Everyone reads reviews" on public.product_reviews for select to anon, authenticated
  using (true);
create policy "Customers review as themselves" on public.product_reviews for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Customers edit their own reviews" on public.product_reviews for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Customers delete their own reviews; admins moderate any" on public.product_reviews
  for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create table public.product_ratings (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
comment on table public.product_ratings is 'One star rating per customer and product (upsert on user_id, product_id).';

create index product_ratings_product_idx on public.product_ratings (product_id);

create trigger product_ratings_touch_updated_at before update on public.product_ratings
  for each row execute function private.touch_updated_at();

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

create trigger product_ratings_refresh_product after insert or update or delete on public.product_ratings
  for each row execute function private.refresh_product_rating();

alter table public.product_ratings enable row level security;
revoke all on public.product_ratings from anon, authenticated;
grant select, insert (user_id, product_id, rating), delete on public.product_ratings to authenticated;
-- The storefront upserts (user_id, product_id, rating): an upsert sets every column it sends.
grant update (user_id, product_id, rating, updated_at) on public.product_ratings to authenticated;

create policy "Customers see their own ratings; admins see all" on public.product_ratings
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "Customers rate as themselves" on public.product_ratings for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Customers change their own rating" on public.product_ratings for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Customers withdraw their own rating" on public.product_ratings for delete to authenticated
  using (user_id = (select auth.uid()));
