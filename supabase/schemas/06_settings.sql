-- The shop's figures, as one row an admin may edit (its row is inserted by a migration): the apps and
-- the order functions read them here, never from literals. Every change is audited. What only the
-- service role reads (the functions' settings) is in private.function_settings.

CREATE TABLE public.settings (
    id boolean DEFAULT true NOT NULL,
    currency character(3) DEFAULT 'UGX'::bpchar NOT NULL,
    delivery_fee numeric(12,2) DEFAULT 5000 NOT NULL,
    free_delivery_threshold numeric(12,2) DEFAULT 100000 NOT NULL,
    low_stock_threshold integer DEFAULT 10 NOT NULL,
    rider_fee_share_percent numeric(5,2) DEFAULT 70 NOT NULL,
    rider_pay_per_km numeric(12,2) DEFAULT 300 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    online_payment_window_minutes integer DEFAULT 30 NOT NULL,
    max_unconfirmed_orders integer DEFAULT 2 NOT NULL,
    max_unconfirmed_units_per_product integer DEFAULT 10 NOT NULL,
    delivery_days smallint[] DEFAULT '{1,2,3,4,5,6}'::smallint[] NOT NULL,
    opens_at time without time zone DEFAULT '08:00:00'::time without time zone NOT NULL,
    closes_at time without time zone DEFAULT '18:00:00'::time without time zone NOT NULL,
    same_day_cutoff time without time zone DEFAULT '14:00:00'::time without time zone NOT NULL,
    CONSTRAINT settings_currency_check CHECK ((currency = 'UGX'::bpchar)),
    CONSTRAINT settings_delivery_days_check CHECK (cardinality(delivery_days) BETWEEN 1 AND 7 AND delivery_days <@ '{0,1,2,3,4,5,6}'::smallint[]),
    CONSTRAINT settings_delivery_fee_check CHECK ((delivery_fee >= (0)::numeric)),
    CONSTRAINT settings_delivery_hours_order CHECK (((opens_at < closes_at) AND (same_day_cutoff <= closes_at))),
    CONSTRAINT settings_free_delivery_threshold_check CHECK ((free_delivery_threshold >= (0)::numeric)),
    CONSTRAINT settings_id_check CHECK (id),
    CONSTRAINT settings_low_stock_threshold_check CHECK ((low_stock_threshold >= 0)),
    CONSTRAINT settings_max_unconfirmed_orders_check CHECK (((max_unconfirmed_orders >= 1) AND (max_unconfirmed_orders <= 100))),
    CONSTRAINT settings_max_unconfirmed_units_per_product_check CHECK (((max_unconfirmed_units_per_product >= 1) AND (max_unconfirmed_units_per_product <= 1000))),
    CONSTRAINT settings_online_payment_window_minutes_check CHECK (((online_payment_window_minutes >= 5) AND (online_payment_window_minutes <= 1440))),
    CONSTRAINT settings_rider_fee_share_percent_check CHECK (((rider_fee_share_percent >= (0)::numeric) AND (rider_fee_share_percent <= (100)::numeric))),
    CONSTRAINT settings_rider_pay_per_km_check CHECK ((rider_pay_per_km >= (0)::numeric)),
    CONSTRAINT settings_pkey PRIMARY KEY (id)
);
ALTER TABLE public.settings ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.settings IS 'One row (id = true) of shop-wide figures.';
COMMENT ON COLUMN public.settings.delivery_fee IS 'UGX charged for delivery when the order is under the free-delivery threshold.';
COMMENT ON COLUMN public.settings.free_delivery_threshold IS 'Subtotal after coupon discount (UGX) from which delivery is free.';
COMMENT ON COLUMN public.settings.low_stock_threshold IS 'A product whose stock falls to this or below raises a low-stock admin notification.';
COMMENT ON COLUMN public.settings.rider_fee_share_percent IS 'A rider earns this share of the standard delivery fee per delivery (even when the customer had free delivery) ...';
COMMENT ON COLUMN public.settings.rider_pay_per_km IS '... plus this much per kilometre from the outlet to the customer (straight line).';
COMMENT ON COLUMN public.settings.online_payment_window_minutes IS 'An order paid online that is still unpaid this many minutes after it was placed is cancelled and restocked.';
COMMENT ON COLUMN public.settings.max_unconfirmed_orders IS 'Orders a customer may have pending and unpaid at once (cash on delivery not yet confirmed, online not yet paid).';
COMMENT ON COLUMN public.settings.max_unconfirmed_units_per_product IS 'Units of one product a customer may hold across their pending, unpaid orders.';
COMMENT ON COLUMN public.settings.delivery_days IS 'Days the shop delivers, 0 = Sunday … 6 = Saturday.';
COMMENT ON COLUMN public.settings.same_day_cutoff IS 'Ordered on a delivery day before this time (Kampala), it arrives that day.';
REVOKE ALL ON TABLE public.settings FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.settings TO service_role;
GRANT SELECT ON TABLE public.settings TO anon, authenticated;
GRANT UPDATE (delivery_fee, free_delivery_threshold, low_stock_threshold, rider_fee_share_percent, rider_pay_per_km, updated_at, online_payment_window_minutes, max_unconfirmed_orders, max_unconfirmed_units_per_product, delivery_days, opens_at, closes_at, same_day_cutoff) ON TABLE public.settings TO authenticated;

CREATE POLICY "Admins change the shop's settings" ON public.settings FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Everyone reads the shop's settings" ON public.settings FOR SELECT TO anon, authenticated USING (true);

CREATE TRIGGER settings_touch_updated_at BEFORE UPDATE ON public.settings FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TABLE private.function_settings (
    key text NOT NULL,
    value jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT function_settings_key_check CHECK (((key ~ '^[[:graph:]]+$'::text) AND (char_length(key) <= 500))),
    CONSTRAINT function_settings_pkey PRIMARY KEY (key)
);
COMMENT ON TABLE private.function_settings IS 'Edge Function state: pesapal IPN ids (pesapal_ipn:<base url>:<ipn url>), vapid keys, push_dispatch hook.';

CREATE TRIGGER function_settings_touch_updated_at BEFORE UPDATE ON private.function_settings FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE FUNCTION public.get_function_setting(key text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select s.value from private.function_settings s where s.key = get_function_setting.key
$$;
REVOKE ALL ON FUNCTION public.get_function_setting(text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.get_function_setting(key text) TO service_role;

-- Stores a value and answers the one stored. With keep_existing, a value already there wins (two cold
-- workers generating VAPID keys at once agree on the first one written).
CREATE FUNCTION public.put_function_setting(key text, value jsonb, keep_existing boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  stored jsonb;
begin
  insert into private.function_settings as s (key, value)
  values (put_function_setting.key, put_function_setting.value)
  on conflict on constraint function_settings_pkey do update
    set value = excluded.value
    where not put_function_setting.keep_existing
  returning s.value into stored;
  if stored is null then
    select s.value into stored from private.function_settings s where s.key = put_function_setting.key;
  end if;
  return stored;
end
$$;
REVOKE ALL ON FUNCTION public.put_function_setting(text, jsonb, boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.put_function_setting(key text, value jsonb, keep_existing boolean) TO service_role;

CREATE TABLE public.settings_changes (
    id bigint NOT NULL,
    setting text NOT NULL,
    old_value numeric(12,2),
    new_value numeric(12,2),
    changed_by uuid,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT settings_changes_setting_check CHECK ((setting = ANY (ARRAY['delivery_fee'::text, 'free_delivery_threshold'::text, 'low_stock_threshold'::text, 'rider_fee_share_percent'::text, 'rider_pay_per_km'::text, 'delivery_days'::text, 'opens_at'::text, 'closes_at'::text, 'same_day_cutoff'::text]))),
    CONSTRAINT settings_changes_pkey PRIMARY KEY (id),
    CONSTRAINT settings_changes_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES public.users(id) ON DELETE SET NULL
);
ALTER TABLE public.settings_changes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.settings_changes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE INDEX settings_changes_changed_at_idx ON public.settings_changes USING btree (changed_at DESC);
CREATE INDEX settings_changes_changed_by_idx ON public.settings_changes USING btree (changed_by);
ALTER TABLE public.settings_changes ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.settings_changes IS 'Audit of public.settings: one row per changed figure; changed_by is null when no signed-in user made the change.';
COMMENT ON COLUMN public.settings_changes.new_value IS 'The figure; times in minutes after midnight, delivery_days as a weekday bitmask (bit 0 = Sunday).';
REVOKE ALL ON TABLE public.settings_changes FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.settings_changes TO service_role;
GRANT SELECT ON TABLE public.settings_changes TO authenticated;
GRANT ALL ON SEQUENCE public.settings_changes_id_seq TO anon, authenticated, service_role;

CREATE POLICY "Admins read the settings' history" ON public.settings_changes FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE FUNCTION private.record_settings_changes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  who uuid := (select auth.uid());
begin
  insert into public.settings_changes (setting, old_value, new_value, changed_by)
  select c.setting, c.old_value, c.new_value,
         case when exists (select 1 from public.users u where u.id = who) then who end
    from (values
      ('delivery_fee', old.delivery_fee, new.delivery_fee),
      ('free_delivery_threshold', old.free_delivery_threshold, new.free_delivery_threshold),
      ('low_stock_threshold', old.low_stock_threshold::numeric, new.low_stock_threshold::numeric),
      ('rider_fee_share_percent', old.rider_fee_share_percent, new.rider_fee_share_percent),
      ('rider_pay_per_km', old.rider_pay_per_km, new.rider_pay_per_km),
      ('delivery_days', private.weekday_mask(old.delivery_days), private.weekday_mask(new.delivery_days)),
      ('opens_at', private.minute_of_day(old.opens_at), private.minute_of_day(new.opens_at)),
      ('closes_at', private.minute_of_day(old.closes_at), private.minute_of_day(new.closes_at)),
      ('same_day_cutoff', private.minute_of_day(old.same_day_cutoff), private.minute_of_day(new.same_day_cutoff))
    ) as c(setting, old_value, new_value)
   where c.old_value is distinct from c.new_value;
  return new;
end
$$;

CREATE TRIGGER settings_record_changes AFTER UPDATE ON public.settings FOR EACH ROW EXECUTE FUNCTION private.record_settings_changes();

CREATE FUNCTION private.weekday_mask(days smallint[]) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(sum(1 << day), 0)::numeric from unnest(days) as day
$$;

CREATE FUNCTION private.minute_of_day(at time without time zone) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (extract(hour from at) * 60 + extract(minute from at))::numeric
$$;
