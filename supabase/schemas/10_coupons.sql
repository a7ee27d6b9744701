-- Coupons: a percent off, a case-insensitive code, active and within their validity window. Admins
-- only; customers validate codes through quote_order.

CREATE TABLE public.coupons (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    code text NOT NULL,
    description text,
    percent_off smallint NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    starts_at timestamp with time zone,
    ends_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT coupons_code_check CHECK ((code ~ '^[A-Z0-9_-]{3,32}$'::text)),
    CONSTRAINT coupons_description_check CHECK ((char_length(description) <= 200)),
    CONSTRAINT coupons_percent_off_check CHECK (((percent_off >= 1) AND (percent_off <= 100))),
    CONSTRAINT coupons_window CHECK (((ends_at IS NULL) OR (starts_at IS NULL) OR (ends_at > starts_at))),
    CONSTRAINT coupons_code_key UNIQUE (code),
    CONSTRAINT coupons_pkey PRIMARY KEY (id)
);
ALTER TABLE public.coupons ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.coupons FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.coupons TO service_role;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.coupons TO authenticated;

CREATE POLICY "Admins add coupons" ON public.coupons FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins delete coupons" ON public.coupons FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins edit coupons" ON public.coupons FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins see coupons" ON public.coupons FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE TRIGGER coupons_touch_updated_at BEFORE UPDATE ON public.coupons FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE FUNCTION private.normalize_coupon_code() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.code := upper(btrim(new.code));
  return new;
end
$$;

CREATE TRIGGER coupons_normalize_code BEFORE INSERT OR UPDATE OF code ON public.coupons FOR EACH ROW EXECUTE FUNCTION private.normalize_coupon_code();

-- The percent a code takes off, null for no code; an unknown, inactive or out-of-date code is the
-- customer's error (KM010).
CREATE FUNCTION private.coupon_percent(code text) RETURNS smallint
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
