-- Customer (and staff, and admin) profiles: one row per auth user who is not a rider, made by the
-- triggers on auth.users from the sign-up metadata; deleting the auth user deletes it. Saved addresses.

CREATE TABLE public.users (
    id uuid NOT NULL,
    email public.email_address,
    full_name text NOT NULL,
    phone text,
    is_admin boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT users_full_name_check CHECK (((char_length(btrim(full_name)) >= 1) AND (char_length(btrim(full_name)) <= 120))),
    CONSTRAINT users_phone_check CHECK ((char_length(phone) <= 32)),
    CONSTRAINT users_pkey PRIMARY KEY (id),
    CONSTRAINT users_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE
);
ALTER TABLE public.users ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.users IS 'Profiles of customers, outlet staff and admins. Created by trigger from auth.users; a customer edits only full_name and phone.';
COMMENT ON COLUMN public.users.is_admin IS 'Set only by the service role or SQL: no API caller can grant it, not even to themselves.';
REVOKE ALL ON TABLE public.users FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.users TO service_role;
GRANT SELECT ON TABLE public.users TO authenticated;
GRANT UPDATE (full_name, phone, updated_at) ON TABLE public.users TO authenticated;

CREATE TRIGGER users_touch_updated_at BEFORE UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

-- True when the caller is an admin. Security definer so that policies on `users` itself can call it.
CREATE FUNCTION public.is_admin() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.users u where u.id = (select auth.uid()) and u.is_admin)
$$;

CREATE POLICY "Users edit their own profile; admins edit anyone's" ON public.users FOR UPDATE TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin))) WITH CHECK (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE POLICY "Users see their own profile; admins see everyone" ON public.users FOR SELECT TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE FUNCTION private.create_profile_for_auth_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

-- A confirmed e-mail change in Auth is the profile's e-mail too.
CREATE FUNCTION private.sync_profile_email() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.users set email = new.email where id = new.id;
  update public.delivery_riders set email = new.email where id = new.id;
  return new;
end
$$;

CREATE TABLE public.customer_addresses (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    label text NOT NULL,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    formatted_address text DEFAULT ''::text NOT NULL,
    street text DEFAULT ''::text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    instructions text DEFAULT ''::text NOT NULL,
    last_used_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT customer_addresses_city_check CHECK ((char_length(city) <= 300)),
    CONSTRAINT customer_addresses_formatted_address_check CHECK ((char_length(formatted_address) <= 300)),
    CONSTRAINT customer_addresses_instructions_check CHECK ((char_length(instructions) <= 1000)),
    CONSTRAINT customer_addresses_label_check CHECK (((char_length(btrim(label)) >= 1) AND (char_length(btrim(label)) <= 40))),
    CONSTRAINT customer_addresses_street_check CHECK ((char_length(street) <= 300)),
    CONSTRAINT customer_addresses_pkey PRIMARY KEY (id),
    CONSTRAINT customer_addresses_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE
);
CREATE INDEX customer_addresses_user_recent_idx ON public.customer_addresses USING btree (user_id, last_used_at DESC);
ALTER TABLE public.customer_addresses ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.customer_addresses FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.customer_addresses TO service_role;
GRANT SELECT,DELETE ON TABLE public.customer_addresses TO authenticated;
GRANT INSERT (user_id, label, latitude, longitude, formatted_address, street, city, instructions) ON TABLE public.customer_addresses TO authenticated;
GRANT UPDATE (label, latitude, longitude, formatted_address, street, city, instructions, last_used_at) ON TABLE public.customer_addresses TO authenticated;

CREATE POLICY "Customers change their own addresses" ON public.customer_addresses FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Customers forget their own addresses" ON public.customer_addresses FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Customers save their own addresses" ON public.customer_addresses FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Customers see their own addresses" ON public.customer_addresses FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- The point must be one place_order would accept (KM018), checked as the owner so the outline's
-- private tables stay private.
CREATE FUNCTION private.check_customer_address() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_in_uganda(new.latitude, new.longitude) then
    raise exception 'The delivery point is outside Uganda' using errcode = 'KM018';
  end if;
  return new;
end
$$;

CREATE TRIGGER customer_addresses_in_uganda BEFORE INSERT OR UPDATE OF latitude, longitude ON public.customer_addresses FOR EACH ROW EXECUTE FUNCTION private.check_customer_address();

CREATE FUNCTION private.keep_ten_customer_addresses() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE TRIGGER customer_addresses_keep_ten AFTER INSERT ON public.customer_addresses FOR EACH ROW EXECUTE FUNCTION private.keep_ten_customer_addresses();

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.create_profile_for_auth_user();

CREATE TRIGGER on_auth_user_email_changed AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (((old.email)::text IS DISTINCT FROM (new.email)::text)) EXECUTE FUNCTION private.sync_profile_email();
