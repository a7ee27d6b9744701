-- Each outlet's own shelf: which products it carries, at what price, and its stock bands. Admins manage
-- the range and prices; the outlet's active staff keep the stock counts (only through
-- record_outlet_stock, each change a movement) and availability up to date. Online orders sell from
-- products.stock.

CREATE TABLE public.outlet_products (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    outlet_id uuid NOT NULL,
    product_id uuid NOT NULL,
    outlet_price numeric(12,2) NOT NULL,
    stock integer DEFAULT 0 NOT NULL,
    min_stock integer DEFAULT 0 NOT NULL,
    max_stock integer DEFAULT 0 NOT NULL,
    is_available boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT outlet_products_bands CHECK ((max_stock >= min_stock)),
    CONSTRAINT outlet_products_max_stock_check CHECK ((max_stock >= 0)),
    CONSTRAINT outlet_products_min_stock_check CHECK ((min_stock >= 0)),
    CONSTRAINT outlet_products_outlet_price_check CHECK ((outlet_price >= (0)::numeric)),
    CONSTRAINT outlet_products_stock_check CHECK ((stock >= 0)),
    CONSTRAINT outlet_products_one_per_outlet UNIQUE (outlet_id, product_id),
    CONSTRAINT outlet_products_pkey PRIMARY KEY (id),
    CONSTRAINT outlet_products_outlet_id_fkey FOREIGN KEY (outlet_id) REFERENCES public.outlets(id) ON DELETE CASCADE,
    CONSTRAINT outlet_products_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE CASCADE
);
CREATE INDEX outlet_products_product_idx ON public.outlet_products USING btree (product_id);
ALTER TABLE public.outlet_products ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.outlet_products IS 'Stock bands: low at or below min_stock, full at or above max_stock.';
REVOKE ALL ON TABLE public.outlet_products FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.outlet_products TO service_role;
GRANT SELECT,INSERT,DELETE ON TABLE public.outlet_products TO authenticated;
GRANT UPDATE (outlet_price, stock, min_stock, max_stock, is_available, updated_at) ON TABLE public.outlet_products TO authenticated;

CREATE POLICY "Admins add products to outlets" ON public.outlet_products FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins and the outlet's staff see its stock" ON public.outlet_products FOR SELECT TO authenticated USING ((( SELECT public.is_admin() AS is_admin) OR (outlet_id = ( SELECT public.staff_outlet_id() AS staff_outlet_id))));

CREATE POLICY "Admins and the outlet's staff update its stock" ON public.outlet_products FOR UPDATE TO authenticated USING ((( SELECT public.is_admin() AS is_admin) OR (outlet_id = ( SELECT public.staff_outlet_id() AS staff_outlet_id)))) WITH CHECK ((( SELECT public.is_admin() AS is_admin) OR (outlet_id = ( SELECT public.staff_outlet_id() AS staff_outlet_id))));

CREATE POLICY "Admins remove products from outlets" ON public.outlet_products FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE TRIGGER outlet_products_admin_only_columns BEFORE UPDATE ON public.outlet_products FOR EACH ROW EXECUTE FUNCTION private.forbid_non_admin_changes('outlet_price', 'outlet_id', 'product_id');

CREATE TRIGGER outlet_products_stock_on_record BEFORE UPDATE OF stock ON public.outlet_products FOR EACH ROW EXECUTE FUNCTION private.forbid_non_admin_changes('stock');

CREATE TRIGGER outlet_products_touch_updated_at BEFORE UPDATE ON public.outlet_products FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

-- Restocking in place (the admin's inventory screen): units are added to what is there now, in one
-- statement, so a sale made at the same moment is never overwritten by a stale figure.
CREATE FUNCTION public.restock_product(product_id uuid, quantity integer) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  now_in_stock integer;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins restock products' using errcode = '42501';
  end if;
  if quantity is null or quantity < 1 or quantity > 100000 then
    raise exception 'Restock between 1 and 100000 units' using errcode = 'KM401',
      detail = jsonb_build_object('product_id', restock_product.product_id, 'quantity', quantity)::text;
  end if;
  update public.products p
     set stock = p.stock + restock_product.quantity
   where p.id = restock_product.product_id and p.withdrawn_at is null
  returning p.stock into now_in_stock;
  if not found then
    raise exception 'Product not found' using errcode = 'KM006',
      detail = jsonb_build_object('product_id', restock_product.product_id)::text;
  end if;
  return now_in_stock;
end
$$;
COMMENT ON FUNCTION public.restock_product(product_id uuid, quantity integer) IS 'Admins: adds quantity (1-100000) units to a product on sale; answers its stock now.';
REVOKE ALL ON FUNCTION public.restock_product(uuid, integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.restock_product(product_id uuid, quantity integer) TO authenticated, service_role;

CREATE TYPE public.stock_movement_kind AS ENUM (
    'restock',
    'count'
);

CREATE TABLE public.outlet_stock_movements (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    outlet_id uuid NOT NULL,
    outlet_product_id uuid NOT NULL,
    kind public.stock_movement_kind NOT NULL,
    quantity integer NOT NULL,
    stock_before integer NOT NULL,
    stock_after integer NOT NULL,
    recorded_by uuid,
    recorded_by_name text NOT NULL,
    note text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT outlet_stock_movements_adds_up CHECK ((((kind = 'restock'::public.stock_movement_kind) AND (stock_after = (stock_before + quantity))) OR ((kind = 'count'::public.stock_movement_kind) AND (stock_after = quantity)))),
    CONSTRAINT outlet_stock_movements_note_check CHECK ((char_length(note) <= 300)),
    CONSTRAINT outlet_stock_movements_quantity_check CHECK ((quantity >= 0)),
    CONSTRAINT outlet_stock_movements_recorded_by_name_check CHECK (((char_length(recorded_by_name) >= 1) AND (char_length(recorded_by_name) <= 120))),
    CONSTRAINT outlet_stock_movements_stock_after_check CHECK ((stock_after >= 0)),
    CONSTRAINT outlet_stock_movements_stock_before_check CHECK ((stock_before >= 0)),
    CONSTRAINT outlet_stock_movements_pkey PRIMARY KEY (id),
    CONSTRAINT outlet_stock_movements_outlet_id_fkey FOREIGN KEY (outlet_id) REFERENCES public.outlets(id) ON DELETE CASCADE,
    CONSTRAINT outlet_stock_movements_outlet_product_id_fkey FOREIGN KEY (outlet_product_id) REFERENCES public.outlet_products(id) ON DELETE CASCADE,
    CONSTRAINT outlet_stock_movements_recorded_by_fkey FOREIGN KEY (recorded_by) REFERENCES public.users(id) ON DELETE SET NULL
);
CREATE INDEX outlet_stock_movements_outlet_idx ON public.outlet_stock_movements USING btree (outlet_id, created_at DESC);
CREATE INDEX outlet_stock_movements_product_idx ON public.outlet_stock_movements USING btree (outlet_product_id, created_at DESC);
ALTER TABLE public.outlet_stock_movements ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.outlet_stock_movements IS 'Restocks (quantity added) and counts (quantity found) of an outlet''s products, by whom and when.';
REVOKE ALL ON TABLE public.outlet_stock_movements FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.outlet_stock_movements TO service_role;
GRANT SELECT ON TABLE public.outlet_stock_movements TO authenticated;

CREATE POLICY "Admins and the outlet's staff see its stock movements" ON public.outlet_stock_movements FOR SELECT TO authenticated USING ((( SELECT public.is_admin() AS is_admin) OR (outlet_id = ( SELECT public.staff_outlet_id() AS staff_outlet_id))));

-- Records a restock (quantity added) or a count (quantity on the shelf) and sets the stock to match.
CREATE FUNCTION public.record_outlet_stock(outlet_product_id uuid, kind public.stock_movement_kind, quantity integer, note text DEFAULT NULL::text) RETURNS public.outlet_products
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  op public.outlet_products;
  before_stock integer;
  who text;
begin
  select * into op from public.outlet_products where id = outlet_product_id for update;
  if not found or not (public.is_admin() or coalesce(op.outlet_id = public.staff_outlet_id(), false)) then
    raise exception 'Only the outlet''s staff can record its stock' using errcode = '42501';
  end if;
  if quantity is null or quantity < (case when kind = 'restock' then 1 else 0 end) or quantity > 100000 then
    raise exception 'Enter a whole number of units' using errcode = 'KM601',
      detail = jsonb_build_object('min', case when kind = 'restock' then 1 else 0 end, 'max', 100000)::text;
  end if;
  if char_length(coalesce(note, '')) > 300 then
    raise exception 'The note is too long' using errcode = 'KM604', detail = jsonb_build_object('max', 300)::text;
  end if;
  before_stock := op.stock;
  select coalesce(nullif(btrim(u.full_name), ''), u.email, 'Staff') into who from public.users u where u.id = (select auth.uid());
  update public.outlet_products
     set stock = case when kind = 'restock' then stock + quantity else quantity end
   where id = op.id
   returning * into op;
  insert into public.outlet_stock_movements
    (outlet_id, outlet_product_id, kind, quantity, stock_before, stock_after, recorded_by, recorded_by_name, note)
  values (op.outlet_id, op.id, kind, quantity, before_stock, op.stock, (select auth.uid()), coalesce(who, 'Staff'),
          nullif(btrim(note), ''));
  return op;
end
$$;
REVOKE ALL ON FUNCTION public.record_outlet_stock(uuid, public.stock_movement_kind, integer, text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.record_outlet_stock(outlet_product_id uuid, kind public.stock_movement_kind, quantity integer, note text) TO authenticated, service_role;

ALTER TABLE ONLY public.outlet_notifications
    ADD CONSTRAINT outlet_notifications_outlet_product_id_fkey FOREIGN KEY (outlet_product_id) REFERENCES public.outlet_products(id) ON DELETE CASCADE;

CREATE FUNCTION private.announce_outlet_low_stock() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.stock <= new.min_stock and old.stock > old.min_stock then
    insert into public.outlet_notifications (outlet_id, message, type, outlet_product_id)
    select new.outlet_id,
           format('Low stock: %s has %s left (minimum %s)', p.name, new.stock, new.min_stock),
           'warning', new.id
      from public.products p where p.id = new.product_id;
  end if;
  return null;
end
$$;

CREATE TRIGGER outlet_products_announce_low_stock AFTER UPDATE OF stock, min_stock ON public.outlet_products FOR EACH ROW EXECUTE FUNCTION private.announce_outlet_low_stock();

-- At commit, a stock change that no movement of this transaction accounts for (record_outlet_stock
-- writes its own just after the update) is recorded as a count by whoever made it.
CREATE FUNCTION private.record_unrecorded_stock_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  who text;
begin
  if exists (
    select 1 from public.outlet_stock_movements m
     where m.outlet_product_id = new.id and m.created_at = now()
       and m.stock_before = old.stock and m.stock_after = new.stock
  ) then
    return null;
  end if;
  select coalesce(nullif(btrim(u.full_name), ''), u.email) into who from public.users u where u.id = (select auth.uid());
  insert into public.outlet_stock_movements
    (outlet_id, outlet_product_id, kind, quantity, stock_before, stock_after, recorded_by, recorded_by_name, note)
  values (new.outlet_id, new.id, 'count', new.stock, old.stock, new.stock,
          (select u.id from public.users u where u.id = (select auth.uid())),
          left(coalesce(who, 'Shop system'), 120), 'Set on the outlet''s shelf');
  return null;
end
$$;

CREATE CONSTRAINT TRIGGER outlet_products_stock_recorded AFTER UPDATE OF stock ON public.outlet_products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((old.stock IS DISTINCT FROM new.stock)) EXECUTE FUNCTION private.record_unrecorded_stock_change();
