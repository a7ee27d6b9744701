-- A rider's sign-up no longer fails on its vehicle type. The profile trigger refused a type other than
-- motorcycle or bicycle (KM301), and Supabase Auth, hosted or the stand-in, answers any trigger failure
-- with 500 "Database error saving new user" (auth-js's API version shows no trigger's words, whatever its
-- SQLSTATE): `{is_rider: true, vehicle_type: "car"}`, or an array, was a server error. The rider app sends
-- one of the two names from its own list, and so does the admins' staff-accounts function, which checks it
-- first; only a hand-made request sends anything else. Such a value is now read as no value: the rider's
-- vehicle is the default, motorcycle, as when the sign-up names none, and an admin can change it. The
-- letters' case and surrounding spaces do not matter. A hand-made request gains nothing by it: with a
-- valid name it would be a rider all the same.

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
