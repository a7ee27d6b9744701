-- What a delivery leaves behind: the rider's earnings (deliveries, bonuses, tips) and the rider's last
-- shared position while an order is picked up.

CREATE TABLE public.rider_earnings (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    rider_id uuid NOT NULL,
    order_id uuid,
    type public.earning_type NOT NULL,
    amount numeric(12,2) NOT NULL,
    distance numeric(7,2),
    note text,
    date timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT rider_earnings_amount_check CHECK ((amount >= (0)::numeric)),
    CONSTRAINT rider_earnings_delivery_has_order CHECK (((type <> 'delivery'::public.earning_type) OR (order_id IS NOT NULL))),
    CONSTRAINT rider_earnings_distance_check CHECK ((distance >= (0)::numeric)),
    CONSTRAINT rider_earnings_note_check CHECK ((char_length(note) <= 300)),
    CONSTRAINT rider_earnings_pkey PRIMARY KEY (id),
    CONSTRAINT rider_earnings_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE SET NULL,
    CONSTRAINT rider_earnings_rider_id_fkey FOREIGN KEY (rider_id) REFERENCES public.delivery_riders(id)
);
CREATE UNIQUE INDEX rider_earnings_one_per_delivery ON public.rider_earnings USING btree (order_id) WHERE (type = 'delivery'::public.earning_type);
CREATE INDEX rider_earnings_rider_date_idx ON public.rider_earnings USING btree (rider_id, date DESC);
ALTER TABLE public.rider_earnings ENABLE ROW LEVEL SECURITY;
COMMENT ON COLUMN public.rider_earnings.distance IS 'Kilometres from the outlet to the customer (straight line), for deliveries.';
COMMENT ON COLUMN public.rider_earnings.date IS 'When it was earned.';
REVOKE ALL ON TABLE public.rider_earnings FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.rider_earnings TO service_role;
GRANT SELECT,DELETE ON TABLE public.rider_earnings TO authenticated;
GRANT INSERT (rider_id, order_id, type, amount, note, date) ON TABLE public.rider_earnings TO authenticated;

CREATE POLICY "Admins delete earnings" ON public.rider_earnings FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins record bonuses and tips" ON public.rider_earnings FOR INSERT TO authenticated WITH CHECK ((( SELECT public.is_admin() AS is_admin) AND (type = ANY (ARRAY['bonus'::public.earning_type, 'tip'::public.earning_type]))));

CREATE POLICY "Riders see their own earnings; admins see all" ON public.rider_earnings FOR SELECT TO authenticated USING (((rider_id = ( SELECT public.active_rider_id() AS active_rider_id)) OR ( SELECT public.is_admin() AS is_admin)));

-- A delivery's pay, from the settings: share of the standard fee + per-km allowance, whole shillings.
CREATE FUNCTION private.delivery_pay(distance_km numeric) RETURNS numeric
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select round(s.delivery_fee * s.rider_fee_share_percent / 100 + s.rider_pay_per_km * coalesce(distance_km, 0))
    from public.settings s
$$;

CREATE TABLE public.delivery_positions (
    order_id uuid NOT NULL,
    rider_id uuid NOT NULL,
    vehicle_type public.vehicle_type NOT NULL,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    accuracy_m real,
    recorded_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT delivery_positions_accuracy_m_check CHECK ((accuracy_m >= (0)::double precision)),
    CONSTRAINT delivery_positions_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
    CONSTRAINT delivery_positions_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
    CONSTRAINT delivery_positions_pkey PRIMARY KEY (order_id),
    CONSTRAINT delivery_positions_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE,
    CONSTRAINT delivery_positions_rider_id_fkey FOREIGN KEY (rider_id) REFERENCES public.delivery_riders(id) ON DELETE CASCADE
);
CREATE INDEX delivery_positions_rider_idx ON public.delivery_positions USING btree (rider_id);
ALTER TABLE public.delivery_positions ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.delivery_positions IS 'The latest position the assigned rider shared for an order while it is picked up (issue 13); gone once delivered or cancelled.';
COMMENT ON COLUMN public.delivery_positions.accuracy_m IS 'The phone''s accuracy radius in metres, when it gave a sensible one.';
COMMENT ON COLUMN public.delivery_positions.recorded_at IS 'When the server stored the position (the server''s clock, not the phone''s).';
REVOKE ALL ON TABLE public.delivery_positions FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.delivery_positions TO service_role;
GRANT SELECT ON TABLE public.delivery_positions TO authenticated;

CREATE POLICY "The order's customer, its outlet's staff and admins see where i" ON public.delivery_positions FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.orders o
  WHERE ((o.id = delivery_positions.order_id) AND ((o.user_id = ( SELECT auth.uid() AS uid)) OR (o.outlet_id = ( SELECT public.staff_outlet_id() AS staff_outlet_id)) OR ( SELECT public.is_admin() AS is_admin))))));

-- The assigned rider's phone, every 15 s while the order is picked up. True when the position was
-- stored, false when it came too soon after the last one (nothing changed). The order is locked as the
-- transitions lock it (lock_order_for), so a delivery or cancellation in flight finishes first and no
-- position is written after the order has left picked_up.
CREATE FUNCTION public.share_delivery_position(order_id uuid, latitude double precision, longitude double precision, accuracy_m double precision DEFAULT NULL::double precision) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(share_delivery_position.order_id, caller);
  vehicle public.vehicle_type;
begin
  if not coalesce(o.rider_id = caller, false) then
    raise exception 'Only the rider assigned to this order can share its position' using errcode = '42501';
  end if;
  if o.status <> 'picked_up' then
    perform private.refuse_transition(o, 'share_delivery_position');
  end if;
  if not coalesce(private.is_in_uganda(share_delivery_position.latitude, share_delivery_position.longitude), false) then
    raise exception 'The position is outside Uganda' using errcode = 'KM108';
  end if;
  if exists (
    select 1 from public.delivery_positions p
     where p.order_id = o.id and p.recorded_at > now() - interval '10 seconds'
  ) then
    return false;
  end if;

  select r.vehicle_type into vehicle from public.delivery_riders r where r.id = o.rider_id;
  insert into public.delivery_positions as p (order_id, rider_id, vehicle_type, latitude, longitude, accuracy_m, recorded_at)
  values (
    o.id, o.rider_id, vehicle, share_delivery_position.latitude, share_delivery_position.longitude,
    -- A phone's accuracy that is not a distance (negative, NaN, infinite, absurd) is kept as unknown.
    case when share_delivery_position.accuracy_m >= 0 and share_delivery_position.accuracy_m < 100000
         then share_delivery_position.accuracy_m end,
    now()
  )
  on conflict on constraint delivery_positions_pkey do update
     set rider_id = excluded.rider_id, vehicle_type = excluded.vehicle_type, latitude = excluded.latitude,
         longitude = excluded.longitude, accuracy_m = excluded.accuracy_m, recorded_at = excluded.recorded_at;
  return true;
end
$$;
REVOKE ALL ON FUNCTION public.share_delivery_position(uuid, double precision, double precision, double precision) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.share_delivery_position(order_id uuid, latitude double precision, longitude double precision, accuracy_m double precision) TO authenticated, service_role;

-- Whatever moves an order on from picked_up (complete_delivery, cancel_delivery, cancel_order, an admin),
-- its position goes in the same transaction.
CREATE FUNCTION private.forget_delivery_position() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.delivery_positions p where p.order_id = new.id;
  return null;
end
$$;

CREATE TRIGGER orders_forget_delivery_position AFTER UPDATE OF status ON public.orders FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) AND (new.status <> 'picked_up'::public.order_status))) EXECUTE FUNCTION private.forget_delivery_position();
