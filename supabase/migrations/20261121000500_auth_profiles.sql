-- Every auth user gets a profile in the same transaction as its sign-up, so there is never an auth user
-- without one: a `delivery_riders` row when the sign-up metadata says is_rider (the rider portal sends
-- {full_name, phone, vehicle_type, is_rider: true}), else a `users` row ({full_name, phone}).
-- A bad vehicle type fails the sign-up itself.

create function private.create_profile_for_auth_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  name text := coalesce(
    nullif(btrim(meta ->> 'full_name'), ''),
    nullif(split_part(coalesce(new.email, ''), '@', 1), ''),
    'Customer'
  );
  phone text := coalesce(nullif(btrim(meta ->> 'phone'), ''), new.phone);
  vehicle text := coalesce(nullif(btrim(meta ->> 'vehicle_type'), ''), 'motorcycle');
begin
  if lower(coalesce(meta ->> 'is_rider', 'false')) = 'true' then
    if vehicle not in (select unnest(enum_range(null::public.vehicle_type))::text) then
      raise exception 'Vehicle type must be motorcycle or bicycle' using errcode = '22023';
    end if;
    insert into public.delivery_riders (id, email, full_name, phone, vehicle_type)
    values (new.id, new.email, name, phone, vehicle::public.vehicle_type);
  else
    insert into public.users (id, email, full_name, phone)
    values (new.id, new.email, name, phone);
  end if;
  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.create_profile_for_auth_user();

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

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.sync_profile_email();
