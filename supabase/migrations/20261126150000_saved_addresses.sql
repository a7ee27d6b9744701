-- A customer's saved delivery addresses (issue 17, "Saved addresses"): a label, the point on the map,
-- the street, city and instructions, chosen at checkout in one tap, the last used first. Owned rows
-- only; a customer keeps at most 10 (saving an eleventh forgets the one used longest ago).

create table public.customer_addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  label text not null check (char_length(btrim(label)) between 1 and 40),
  latitude double precision not null,
  longitude double precision not null,
  formatted_address text not null default '' check (char_length(formatted_address) <= 300),
  street text not null default '' check (char_length(street) <= 300),
  city text not null default '' check (char_length(city) <= 300),
  instructions text not null default '' check (char_length(instructions) <= 1000),
  last_used_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

create index customer_addresses_user_recent_idx on public.customer_addresses (user_id, last_used_at desc);

-- The point must be one place_order would accept (KM018), checked as the owner so the outline's
-- private tables stay private.
create function private.check_customer_address() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_in_uganda(new.latitude, new.longitude) then
    raise exception 'The delivery point is outside Uganda' using errcode = 'KM018';
  end if;
  return new;
end
$$;

create trigger customer_addresses_in_uganda before insert or update of latitude, longitude
  on public.customer_addresses for each row execute function private.check_customer_address();

create function private.keep_ten_customer_addresses() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.customer_addresses
   where user_id = new.user_id
     and id not in (
       select id from public.customer_addresses
        where user_id = new.user_id
        order by last_used_at desc, created_at desc
        limit 10
     );
  return null;
end
$$;

create trigger customer_addresses_keep_ten after insert on public.customer_addresses
  for each row execute function private.keep_ten_customer_addresses();

alter table public.customer_addresses enable row level security;
revoke all on public.customer_addresses from anon, authenticated;
grant select, delete on public.customer_addresses to authenticated;
grant insert (user_id, label, latitude, longitude, formatted_address, street, city, instructions),
  update (label, latitude, longitude, formatted_address, street, city, instructions, last_used_at)
  on public.customer_addresses to authenticated;

create policy "Customers see their own addresses" on public.customer_addresses for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Customers save their own addresses" on public.customer_addresses for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Customers change their own addresses" on public.customer_addresses for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Customers forget their own addresses" on public.customer_addresses for delete to authenticated
  using (user_id = (select auth.uid()));
