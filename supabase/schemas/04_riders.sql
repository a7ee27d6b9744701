-- Delivery riders: a profile per rider account (sign-up metadata `is_rider`), their status, and the
-- guards on what a rider may change about themselves.

CREATE TABLE public.delivery_riders (
    id uuid NOT NULL,
    email public.email_address,
    full_name text NOT NULL,
    phone text,
    vehicle_type public.vehicle_type DEFAULT 'motorcycle'::public.vehicle_type NOT NULL,
    status public.rider_status DEFAULT 'offline'::public.rider_status NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    rating numeric(2,1) DEFAULT 0 NOT NULL,
    total_deliveries integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT delivery_riders_full_name_check CHECK (((char_length(btrim(full_name)) >= 1) AND (char_length(btrim(full_name)) <= 120))),
    CONSTRAINT delivery_riders_phone_check CHECK ((char_length(phone) <= 32)),
    CONSTRAINT delivery_riders_rating_check CHECK (((rating >= (0)::numeric) AND (rating <= (5)::numeric))),
    CONSTRAINT delivery_riders_total_deliveries_check CHECK ((total_deliveries >= 0)),
    CONSTRAINT delivery_riders_pkey PRIMARY KEY (id),
    CONSTRAINT delivery_riders_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX delivery_riders_available_idx ON public.delivery_riders USING btree (status) WHERE is_active;
CREATE INDEX delivery_riders_created_at_idx ON public.delivery_riders USING btree (created_at DESC);
ALTER TABLE public.delivery_riders ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.delivery_riders IS 'Delivery riders. New riders start offline, active, rating 0, no deliveries; total_deliveries is counted by complete_delivery.';
REVOKE ALL ON TABLE public.delivery_riders FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.delivery_riders TO service_role;
GRANT SELECT,DELETE ON TABLE public.delivery_riders TO authenticated;
GRANT UPDATE (full_name, phone, vehicle_type, status, is_active, updated_at) ON TABLE public.delivery_riders TO authenticated;

CREATE POLICY "Admins delete riders" ON public.delivery_riders FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Riders see themselves; admins see every rider" ON public.delivery_riders FOR SELECT TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE TRIGGER delivery_riders_admin_only_columns BEFORE UPDATE ON public.delivery_riders FOR EACH ROW EXECUTE FUNCTION private.forbid_non_admin_changes('vehicle_type', 'is_active');

CREATE TRIGGER delivery_riders_touch_updated_at BEFORE UPDATE ON public.delivery_riders FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE FUNCTION public.is_rider() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.delivery_riders r where r.id = (select auth.uid()))
$$;

-- No auth user without a profile: when an admin deletes a rider, their sign-in goes too. (When the auth
-- user is deleted first, the cascade removes the rider row and this finds nothing left to delete.)
CREATE FUNCTION private.delete_auth_user_of_profile() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from auth.users where id = old.id;
  return old;
end
$$;

CREATE TRIGGER delivery_riders_delete_auth_user AFTER DELETE ON public.delivery_riders FOR EACH ROW EXECUTE FUNCTION private.delete_auth_user_of_profile();

CREATE FUNCTION private.guard_rider_delivering_status() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated')
     and new.status is distinct from old.status
     and 'delivering'::public.rider_status in (new.status, old.status) then
    raise exception 'Only the order transitions set a rider delivering or end it'
      using errcode = '42501',
            detail = jsonb_build_object('column', 'status')::text,
            hint = 'Confirm the pickup, deliver or cancel the order instead.';
  end if;
  return new;
end
$$;

CREATE TRIGGER delivery_riders_delivering_by_transitions BEFORE UPDATE ON public.delivery_riders FOR EACH ROW EXECUTE FUNCTION private.guard_rider_delivering_status();

CREATE FUNCTION private.is_active_rider(rider uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.delivery_riders r where r.id = rider and r.is_active)
$$;

CREATE FUNCTION public.active_rider_id() RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select r.id from public.delivery_riders r where r.id = (select auth.uid()) and r.is_active
$$;
REVOKE ALL ON FUNCTION public.active_rider_id() FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.active_rider_id() TO authenticated, service_role;

CREATE POLICY "Riders edit their own profile and availability; admins edit any" ON public.delivery_riders FOR UPDATE TO authenticated USING (((id = ( SELECT public.active_rider_id() AS active_rider_id)) OR ( SELECT public.is_admin() AS is_admin))) WITH CHECK (((id = ( SELECT public.active_rider_id() AS active_rider_id)) OR ( SELECT public.is_admin() AS is_admin)));
