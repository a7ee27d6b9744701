-- Coupons: a percent off, a case-insensitive code, active and within their validity window. Admins
-- only; customers validate codes through quote_order.

create table public.coupons (
    id uuid default gen_random_uuid() not null,
    code text not null,
    description text,
    percent_off smallint not null,
    is_active boolean default true not null,
    starts_at timestamp with time zone,
    ends_at timestamp with time zone,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    constraint coupons_code_check check ((code ~ '^[A-Z0-9_-]{3,32}$'::text)),
    constraint coupons_description_check check ((char_length(description) <= 200)),
    constraint coupons_percent_off_check check (((percent_off >= 1) and (percent_off <= 100))),
    constraint coupons_window check (((ends_at is null) or (starts_at is null) or (ends_at > starts_at))),
    constraint coupons_code_key unique (code),
    constraint coupons_pkey primary key (id)
);
alter table public.coupons enable row level security;
revoke all on table public.coupons from anon, authenticated, service_role;
grant all on table public.coupons to service_role;
grant select,insert,delete,update on table public.coupons to authenticated;

create policy "Admins add coupons" on public.coupons for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins delete coupons" on public.coupons for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins edit coupons" on public.coupons for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Admins see coupons" on public.coupons for select to authenticated
  using ((select public.is_admin()));

create trigger coupons_touch_updated_at before update on public.coupons for each row execute function private.touch_updated_at();

create function private.normalize_coupon_code() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.code := upper(btrim(new.code));
  return new;
end
$$;

create trigger coupons_normalize_code before insert or update of code on public.coupons for each row execute function private.normalize_coupon_code();

-- The percent a code takes off, null for no code; an unknown, inactive or out-of-date code is the
-- customer's error (KM010).
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
    raise exception 'Invalid coupon code' using errcode = 'KM010', hint = 'Check the code and try again.',
      detail = jsonb_build_object('coupon_code', upper(btrim(coupon_percent.code)))::text;
  end if;
  return percent;
end
$$;
