-- Customer (and staff, and admin) profiles: one row per auth user who is not a rider, made by the
-- triggers on auth.users from the sign-up metadata; deleting the auth user deletes it. Saved addresses.

create table public.users (
    id uuid not null,
    email public.email_address,
    full_name text not null,
    phone text,
    is_admin boolean default false not null,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    sms_order_updates boolean default true not null,
    constraint users_full_name_check check (((char_length(btrim(full_name)) >= 1) and (char_length(btrim(full_name)) <= 120))),
    constraint users_phone_check check ((char_length(phone) <= 32)),
    constraint users_pkey primary key (id),
    constraint users_id_fkey foreign key (id) references auth.users(id) on delete cascade
);
alter table public.users enable row level security;
comment on table public.users is 'Profiles of customers, outlet staff and admins. Created by trigger from auth.users; a customer edits only full_name and phone.';
comment on column public.users.is_admin is 'Set only by the service role or SQL: no API caller can grant it, not even to themselves.';
comment on column public.users.sms_order_updates is
  'The customer''s choice: order updates by SMS to each order''s contact phone (on unless turned off).';
revoke all on table public.users from anon, authenticated, service_role;
grant all on table public.users to service_role;
grant select on table public.users to authenticated;
grant update (full_name, phone, updated_at, sms_order_updates) on table public.users to authenticated;

-- True when the caller is an admin. Security definer so that policies on `users` itself can call it.
create function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.users u where u.id = (select auth.uid()) and u.is_admin)
$$;

create policy "Users edit their own profile; admins edit anyone's"
  on public.users for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

create policy "Users see their own profile; admins see everyone"
  on public.users for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create trigger users_touch_updated_at before update on public.users for each row execute function private.touch_updated_at();

create function private.create_profile_for_auth_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := case when jsonb_typeof(new.raw_user_meta_data) = 'object' then new.raw_user_meta_data else '{}'::jsonb end;
  name text := left(coalesce(
    nullif(btrim(meta ->> 'full_name'), ''),
    nullif(split_part(coalesce(new.email, ''), '@', 1), ''),
    'Customer'
  ), 120);
  phone text := coalesce(nullif(btrim(meta ->> 'phone'), ''), new.phone);
  vehicle text := case when jsonb_typeof(meta -> 'vehicle_type') = 'string' then lower(btrim(meta ->> 'vehicle_type')) end;
  email text := new.email;
begin
  if char_length(phone) > 32 then
    phone := null;
  end if;
  if email is not null
     and not (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$') then
    email := null;
  end if;
  if btrim(name) = '' then
    name := 'Customer';
  end if;
  if vehicle is null or vehicle not in (select unnest(enum_range(null::public.vehicle_type))::text) then
    vehicle := 'motorcycle';
  end if;
  if lower(coalesce(meta ->> 'is_rider', 'false')) = 'true' then
    insert into public.delivery_riders (id, email, full_name, phone, vehicle_type)
    values (new.id, email, name, phone, vehicle::public.vehicle_type);
  else
    insert into public.users (id, email, full_name, phone)
    values (new.id, email, name, phone);
  end if;
  return new;
end
$$;

-- A confirmed e-mail change in Auth is the profile's e-mail too.
create function private.sync_profile_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users set email = new.email where id = new.id;
  update public.delivery_riders set email = new.email where id = new.id;
  return new;
end
$$;

create table public.customer_addresses (
    id uuid default gen_random_uuid() not null,
    user_id uuid default auth.uid() not null,
    label text not null,
    latitude double precision not null,
    longitude double precision not null,
    formatted_address text default ''::text not null,
    street text default ''::text not null,
    city text default ''::text not null,
    instructions text default ''::text not null,
    last_used_at timestamp with time zone default now() not null,
    created_at timestamp with time zone default now() not null,
    constraint customer_addresses_city_check check ((char_length(city) <= 300)),
    constraint customer_addresses_formatted_address_check check ((char_length(formatted_address) <= 300)),
    constraint customer_addresses_instructions_check check ((char_length(instructions) <= 1000)),
    constraint customer_addresses_label_check check (((char_length(btrim(label)) >= 1) and (char_length(btrim(label)) <= 40))),
    constraint customer_addresses_street_check check ((char_length(street) <= 300)),
    constraint customer_addresses_pkey primary key (id),
    constraint customer_addresses_user_id_fkey foreign key (user_id) references public.users(id) on delete cascade
);
create index customer_addresses_user_recent_idx on public.customer_addresses using btree (user_id, last_used_at desc);
alter table public.customer_addresses enable row level security;
revoke all on table public.customer_addresses from anon, authenticated, service_role;
grant all on table public.customer_addresses to service_role;
grant select,delete on table public.customer_addresses to authenticated;
grant insert (user_id, label, latitude, longitude, formatted_address, street, city, instructions) on table public.customer_addresses to authenticated;
grant update (label, latitude, longitude, formatted_address, street, city, instructions, last_used_at) on table public.customer_addresses to authenticated;

-- The admin's customer page lists a customer's saved addresses.
create policy "Admins see customers' addresses" on public.customer_addresses for select to authenticated
  using ((select public.is_admin()));

create policy "Customers change their own addresses" on public.customer_addresses for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "Customers forget their own addresses" on public.customer_addresses for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Customers save their own addresses" on public.customer_addresses for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Customers see their own addresses" on public.customer_addresses for select to authenticated
  using (user_id = (select auth.uid()));

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

create trigger customer_addresses_in_uganda before insert or update of latitude, longitude on public.customer_addresses for each row execute function private.check_customer_address();

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

create trigger customer_addresses_keep_ten after insert on public.customer_addresses for each row execute function private.keep_ten_customer_addresses();

create trigger on_auth_user_created after insert on auth.users for each row execute function private.create_profile_for_auth_user();

create trigger on_auth_user_email_changed after update of email on auth.users for each row when (((old.email)::text is distinct from (new.email)::text)) execute function private.sync_profile_email();
