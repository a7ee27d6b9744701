-- Sign-up's profile trigger no longer fails on what the client chose to send. Whatever a sign-up puts in
-- its metadata (a 500-character name, a 40-character phone) or an address the profile's e-mail check
-- refuses used to fail the trigger, and Supabase Auth (hosted or the stand-in) answers any trigger
-- failure with 500 "Database error saving new user". Now the name is cut to the profile's 120 characters,
-- a phone longer than 32 is left out (the storefront asks for it again at checkout, where it is checked),
-- and an e-mail the profile cannot hold is left out of the profile (Auth keeps the sign-in's address).
-- A rider's unknown vehicle type stays a refusal (KM301): the admins' form sends it, not a visitor.

create or replace function private.create_profile_for_auth_user() returns trigger
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
  vehicle text := coalesce(nullif(btrim(meta ->> 'vehicle_type'), ''), 'motorcycle');
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
  if lower(coalesce(meta ->> 'is_rider', 'false')) = 'true' then
    if vehicle not in (select unnest(enum_range(null::public.vehicle_type))::text) then
      raise exception 'Vehicle type must be motorcycle or bicycle' using errcode = 'KM301',
        detail = jsonb_build_object('vehicle_type', vehicle)::text;
    end if;
    insert into public.delivery_riders (id, email, full_name, phone, vehicle_type)
    values (new.id, email, name, phone, vehicle::public.vehicle_type);
  else
    insert into public.users (id, email, full_name, phone)
    values (new.id, email, name, phone);
  end if;
  return new;
end
$$;
