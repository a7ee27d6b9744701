-- Coupons: a percentage off the cart subtotal. Codes are case-insensitive (kept upper case); a coupon
-- applies while active and inside its optional validity window. Only admins see the table: customers
-- learn whether a code is valid only through quote_order / place_order, so codes cannot be listed.

create table public.coupons (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[A-Z0-9_-]{3,32}$'),
  description text check (char_length(description) <= 200),
  percent_off smallint not null check (percent_off between 1 and 100),
  is_active boolean not null default true,
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint coupons_window check (ends_at is null or starts_at is null or ends_at > starts_at)
);

create function private.normalize_coupon_code() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.code := upper(btrim(new.code));
  return new;
end
$$;

create trigger coupons_normalize_code before insert or update of code on public.coupons
  for each row execute function private.normalize_coupon_code();
create trigger coupons_touch_updated_at before update on public.coupons
  for each row execute function private.touch_updated_at();

-- The percent a code takes off, null for no code; an unknown, inactive or out-of-date code is the
-- customer's error, with the storefront's words.
create function private.coupon_percent(code text) returns smallint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  percent smallint;
begin
  if code is null or btrim(code) = '' then
    return null;
  end if;
  select c.percent_off into percent
    from public.coupons c
   where c.code = upper(btrim(coupon_percent.code))
     and c.is_active
     and (c.starts_at is null or c.starts_at <= now())
     and (c.ends_at is null or c.ends_at > now());
  if percent is null then
    raise exception 'Invalid coupon code' using errcode = 'P0001', hint = 'Check the code and try again.';
  end if;
  return percent;
end
$$;

alter table public.coupons enable row level security;
revoke all on public.coupons from anon, authenticated;
grant select, insert, update, delete on public.coupons to authenticated;

create policy "Admins see coupons" on public.coupons for select to authenticated
  using ((select public.is_admin()));
create policy "Admins add coupons" on public.coupons for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins edit coupons" on public.coupons for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete coupons" on public.coupons for delete to authenticated
  using ((select public.is_admin()));
