-- The signed-in customer's cart, kept on the server so it follows them from browser to browser. The
-- storefront merges it with the browser's cart on sign-in; place_order empties it.

create function private.is_valid_cart(items jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(items) = 'array'
     and jsonb_array_length(items) <= 50
     and not exists (
       select 1 from jsonb_array_elements(items) as line
        where jsonb_typeof(line) <> 'object'
           or coalesce(line ->> 'product_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
           or jsonb_typeof(line -> 'quantity') <> 'number'
           or case when (line ->> 'quantity') ~ '^[0-9]{1,2}$'
                   then (line ->> 'quantity')::integer not between 1 and 10
                   else true end
     )
$$;

create table public.carts (
  user_id uuid primary key default auth.uid() references public.users (id) on delete cascade,
  items jsonb not null default '[]' check (private.is_valid_cart(items)),
  coupon_code text check (char_length(coupon_code) <= 32),
  updated_at timestamptz not null default now()
);
comment on column public.carts.items is 'Array of {product_id, quantity} (1-10 each, at most 50 lines); prices are always read fresh.';

create trigger carts_touch_updated_at before update on public.carts
  for each row execute function private.touch_updated_at();

alter table public.carts enable row level security;
revoke all on public.carts from anon, authenticated;
-- Upserts (on_conflict=user_id) set every column they send, user_id included: the policies pin it.
grant select, insert (user_id, items, coupon_code), update (user_id, items, coupon_code, updated_at), delete
  on public.carts to authenticated;

create policy "Customers see their own cart" on public.carts for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Customers create their own cart" on public.carts for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Customers change their own cart" on public.carts for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Customers empty their own cart" on public.carts for delete to authenticated
  using (user_id = (select auth.uid()));
