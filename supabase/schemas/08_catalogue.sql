-- The catalogue: categories and products, public to read, edited by admins. A product's unit price is
-- its discount_price when it has one; discount_percentage is derived; rating is kept by the ratings
-- trigger; a fall to the low-stock threshold alerts the admins. Reviews and ratings: one of each per
-- customer and product.

CREATE TABLE public.product_categories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    description text,
    image_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT product_categories_description_check CHECK ((char_length(description) <= 1000)),
    CONSTRAINT product_categories_image_url_check CHECK ((char_length(image_url) <= 1000)),
    CONSTRAINT product_categories_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 80))),
    CONSTRAINT product_categories_slug_check CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
    CONSTRAINT product_categories_name_key UNIQUE (name),
    CONSTRAINT product_categories_pkey PRIMARY KEY (id),
    CONSTRAINT product_categories_slug_key UNIQUE (slug)
);
CREATE INDEX product_categories_name_idx ON public.product_categories USING btree (name);
ALTER TABLE public.product_categories ENABLE ROW LEVEL SECURITY;
COMMENT ON COLUMN public.product_categories.slug IS 'URL name (/products?category=<slug>): lower case, words joined by hyphens. Made from the name when not given.';
COMMENT ON COLUMN public.product_categories.image_url IS 'A storage path such as product-category-images/fresh-beef.svg, or a full URL.';
REVOKE ALL ON TABLE public.product_categories FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.product_categories TO service_role;
GRANT SELECT ON TABLE public.product_categories TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.product_categories TO authenticated;

CREATE POLICY "Admins add categories" ON public.product_categories FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins delete categories" ON public.product_categories FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins edit categories" ON public.product_categories FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Everyone reads categories" ON public.product_categories FOR SELECT TO anon, authenticated USING (true);

CREATE TRIGGER product_categories_touch_updated_at BEFORE UPDATE ON public.product_categories FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE FUNCTION private.default_category_slug() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := private.slugify(new.name);
  end if;
  return new;
end
$$;

CREATE TRIGGER product_categories_default_slug BEFORE INSERT OR UPDATE ON public.product_categories FOR EACH ROW EXECUTE FUNCTION private.default_category_slug();

CREATE TABLE public.products (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    category_id uuid,
    price numeric(12,2) NOT NULL,
    discount_price numeric(12,2),
    discount_percentage integer GENERATED ALWAYS AS (
CASE
    WHEN ((discount_price IS NOT NULL) AND (price > (0)::numeric) AND (discount_price < price)) THEN (round((((price - discount_price) / price) * (100)::numeric)))::integer
    ELSE NULL::integer
END) STORED,
    stock integer DEFAULT 0 NOT NULL,
    rating numeric(3,2) DEFAULT 0 NOT NULL,
    rating_count integer DEFAULT 0 NOT NULL,
    image_urls text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    withdrawn_at timestamp with time zone,
    CONSTRAINT products_check CHECK (((discount_price >= (0)::numeric) AND (discount_price < price))),
    CONSTRAINT products_description_check CHECK ((char_length(description) <= 4000)),
    CONSTRAINT products_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 120))),
    CONSTRAINT products_price_check CHECK (((price >= (0)::numeric) AND (price <= (100000000)::numeric))),
    CONSTRAINT products_rating_check CHECK (((rating >= (0)::numeric) AND (rating <= (5)::numeric))),
    CONSTRAINT products_rating_count_check CHECK ((rating_count >= 0)),
    CONSTRAINT products_stock_check CHECK ((stock >= 0)),
    CONSTRAINT products_withdrawn_without_stock CHECK (((withdrawn_at IS NULL) OR (stock = 0))),
    CONSTRAINT products_pkey PRIMARY KEY (id),
    CONSTRAINT products_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.product_categories(id) ON DELETE SET NULL
);
-- The catalogue's filters and sorts: by category, price, rating, newest; in stock; on sale.
CREATE INDEX products_category_created_idx ON public.products USING btree (category_id, created_at DESC);
CREATE INDEX products_created_at_idx ON public.products USING btree (created_at DESC);
CREATE INDEX products_in_stock_idx ON public.products USING btree (created_at DESC) WHERE (stock > 0);
CREATE INDEX products_name_idx ON public.products USING btree (name);
CREATE INDEX products_on_sale_idx ON public.products USING btree (created_at DESC) WHERE (discount_price IS NOT NULL);
CREATE INDEX products_price_idx ON public.products USING btree (price);
CREATE INDEX products_rating_idx ON public.products USING btree (rating DESC);
ALTER TABLE public.products ENABLE ROW LEVEL SECURITY;
COMMENT ON COLUMN public.products.discount_price IS 'The price charged instead of `price` when set; always below it.';
COMMENT ON COLUMN public.products.discount_percentage IS 'round((price − discount_price) / price × 100), only when discounted.';
COMMENT ON COLUMN public.products.stock IS 'Units the shop can sell online; place_order takes them atomically, cancellations put them back.';
COMMENT ON COLUMN public.products.rating IS 'Average of product_ratings (kept by trigger), 0 when unrated.';
COMMENT ON COLUMN public.products.image_urls IS 'Storage paths such as product-images/beef-sausages.svg, or full URLs.';
COMMENT ON COLUMN public.products.withdrawn_at IS 'When an admin removed this ordered product from sale (remove_product); null while on sale. A withdrawn product has no stock.';
REVOKE ALL ON TABLE public.products FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.products TO service_role;
GRANT SELECT ON TABLE public.products TO anon;
GRANT SELECT,DELETE ON TABLE public.products TO authenticated;
GRANT INSERT (id, name, description, category_id, price, discount_price, stock, image_urls) ON TABLE public.products TO authenticated;
GRANT UPDATE (name, description, category_id, price, discount_price, stock, image_urls, updated_at, withdrawn_at) ON TABLE public.products TO authenticated;

ALTER TABLE ONLY public.admin_notifications
    ADD CONSTRAINT admin_notifications_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE SET NULL;

CREATE POLICY "Admins add products" ON public.products FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins delete products" ON public.products FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins edit products" ON public.products FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Everyone reads products on sale, admins every product" ON public.products FOR SELECT TO anon, authenticated USING (((withdrawn_at IS NULL) OR ( SELECT public.is_admin() AS is_admin)));

CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON public.products FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

-- Low stock: when a product's stock falls to the threshold (or to zero), whoever made it fall.
CREATE FUNCTION private.alert_low_stock() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  threshold integer := (select s.low_stock_threshold from public.settings s);
begin
  if new.stock = 0 and old.stock > 0 then
    perform private.notify_admins(format('%s is out of stock', new.name), 'error', null, new.id);
  elsif new.stock <= threshold and old.stock > threshold then
    perform private.notify_admins(
      format('Low stock: %s has %s %s left', new.name, new.stock, case when new.stock = 1 then 'unit' else 'units' end),
      'warning', null, new.id);
  end if;
  return new;
end
$$;

CREATE TRIGGER products_alert_low_stock AFTER UPDATE OF stock ON public.products FOR EACH ROW WHEN ((new.stock < old.stock)) EXECUTE FUNCTION private.alert_low_stock();

CREATE TABLE public.product_reviews (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    product_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    reviewer_name text DEFAULT ''::text NOT NULL,
    rating smallint DEFAULT 5 NOT NULL,
    comment text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT product_reviews_comment_check CHECK (((char_length(btrim(comment)) >= 1) AND (char_length(btrim(comment)) <= 2000))),
    CONSTRAINT product_reviews_rating_check CHECK (((rating >= 1) AND (rating <= 5))),
    CONSTRAINT product_reviews_one_per_customer UNIQUE (product_id, user_id),
    CONSTRAINT product_reviews_pkey PRIMARY KEY (id),
    CONSTRAINT product_reviews_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE CASCADE,
    CONSTRAINT product_reviews_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE
);
CREATE INDEX product_reviews_product_created_idx ON public.product_reviews USING btree (product_id, created_at DESC);
CREATE INDEX product_reviews_user_idx ON public.product_reviews USING btree (user_id);
ALTER TABLE public.product_reviews ENABLE ROW LEVEL SECURITY;
COMMENT ON COLUMN public.product_reviews.reviewer_name IS 'The reviewer''s full name, copied from users by trigger (and kept in step when they rename), so that reviews are public without making profiles public.';
REVOKE ALL ON TABLE public.product_reviews FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.product_reviews TO service_role;
GRANT SELECT ON TABLE public.product_reviews TO anon;
GRANT SELECT,DELETE ON TABLE public.product_reviews TO authenticated;
GRANT INSERT (product_id, user_id, rating, comment) ON TABLE public.product_reviews TO authenticated;
GRANT UPDATE (rating, comment, updated_at) ON TABLE public.product_reviews TO authenticated;

CREATE POLICY "Customers delete their own reviews; admins moderate any" ON public.product_reviews FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE POLICY "Customers edit their own reviews" ON public.product_reviews FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Customers review as themselves" ON public.product_reviews FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Everyone reads reviews" ON public.product_reviews FOR SELECT TO anon, authenticated USING (true);

CREATE TRIGGER product_reviews_touch_updated_at BEFORE UPDATE ON public.product_reviews FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE FUNCTION private.set_reviewer_name() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.reviewer_name := coalesce((select u.full_name from public.users u where u.id = new.user_id), '');
  return new;
end
$$;

CREATE TRIGGER product_reviews_set_reviewer_name BEFORE INSERT OR UPDATE OF user_id ON public.product_reviews FOR EACH ROW EXECUTE FUNCTION private.set_reviewer_name();

CREATE FUNCTION private.rename_reviewer() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.product_reviews set reviewer_name = new.full_name where user_id = new.id;
  return new;
end
$$;

CREATE TRIGGER users_rename_reviewer AFTER UPDATE OF full_name ON public.users FOR EACH ROW WHEN ((old.full_name IS DISTINCT FROM new.full_name)) EXECUTE FUNCTION private.rename_reviewer();

CREATE TABLE public.product_ratings (
    user_id uuid DEFAULT auth.uid() NOT NULL,
    product_id uuid NOT NULL,
    rating smallint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT product_ratings_rating_check CHECK (((rating >= 1) AND (rating <= 5))),
    CONSTRAINT product_ratings_pkey PRIMARY KEY (user_id, product_id),
    CONSTRAINT product_ratings_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE CASCADE,
    CONSTRAINT product_ratings_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE
);
CREATE INDEX product_ratings_product_idx ON public.product_ratings USING btree (product_id);
ALTER TABLE public.product_ratings ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.product_ratings IS 'One star rating per customer and product (upsert on user_id, product_id).';
REVOKE ALL ON TABLE public.product_ratings FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.product_ratings TO service_role;
GRANT SELECT,DELETE ON TABLE public.product_ratings TO authenticated;
GRANT INSERT (user_id, product_id, rating) ON TABLE public.product_ratings TO authenticated;
GRANT UPDATE (user_id, product_id, rating, updated_at) ON TABLE public.product_ratings TO authenticated;

CREATE POLICY "Customers change their own rating" ON public.product_ratings FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Customers rate as themselves" ON public.product_ratings FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Customers see their own ratings; admins see all" ON public.product_ratings FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE POLICY "Customers withdraw their own rating" ON public.product_ratings FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE TRIGGER product_ratings_touch_updated_at BEFORE UPDATE ON public.product_ratings FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE FUNCTION private.refresh_product_rating() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  affected uuid[] := array[coalesce(new.product_id, old.product_id), coalesce(old.product_id, new.product_id)];
begin
  update public.products p
     set rating = coalesce(r.average, 0), rating_count = coalesce(r.count, 0)
    from (
      select a.id, round(avg(pr.rating), 2) as average, count(pr.rating)::integer as count
        from (select distinct unnest(affected)) as a(id)
        left join public.product_ratings pr on pr.product_id = a.id
       group by a.id
    ) r
   where p.id = r.id;
  return null;
end
$$;

CREATE TRIGGER product_ratings_refresh_product AFTER INSERT OR DELETE OR UPDATE ON public.product_ratings FOR EACH ROW EXECUTE FUNCTION private.refresh_product_rating();

-- 'deleted' when nobody ordered it, 'withdrawn' when somebody did. As the caller (RLS applies).
CREATE FUNCTION public.remove_product(product_id uuid) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins remove products' using errcode = '42501';
  end if;
  if exists (select 1 from public.order_items oi where oi.product_id = remove_product.product_id) then
    update public.products p
       set withdrawn_at = coalesce(p.withdrawn_at, now()), stock = 0
     where p.id = remove_product.product_id;
    if not found then
      raise exception 'Product not found' using errcode = 'KM006',
        detail = jsonb_build_object('product_id', remove_product.product_id)::text;
    end if;
    return 'withdrawn';
  end if;
  delete from public.products p where p.id = remove_product.product_id;
  if not found then
    raise exception 'Product not found' using errcode = 'KM006',
      detail = jsonb_build_object('product_id', remove_product.product_id)::text;
  end if;
  return 'deleted';
end
$$;
COMMENT ON FUNCTION public.remove_product(product_id uuid) IS 'Admins: deletes a product nobody ordered, withdraws an ordered one from sale; answers deleted or withdrawn.';
REVOKE ALL ON FUNCTION public.remove_product(uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.remove_product(product_id uuid) TO authenticated, service_role;

-- The admin's categories table: each category with how many products it holds (products withdrawn from
-- sale not counted) and when it was last changed. security_invoker: the reader's RLS applies.
CREATE VIEW public.category_overview AS
SELECT
    NULL::uuid AS id,
    NULL::text AS name,
    NULL::text AS slug,
    NULL::text AS description,
    NULL::text AS image_url,
    NULL::timestamp with time zone AS created_at,
    NULL::timestamp with time zone AS updated_at,
    NULL::integer AS product_count;
CREATE OR REPLACE VIEW public.category_overview WITH (security_invoker='true') AS
 SELECT c.id,
    c.name,
    c.slug,
    c.description,
    c.image_url,
    c.created_at,
    c.updated_at,
    (count(p.id))::integer AS product_count
   FROM (public.product_categories c
     LEFT JOIN public.products p ON (((p.category_id = c.id) AND (p.withdrawn_at IS NULL))))
  GROUP BY c.id;
REVOKE ALL ON TABLE public.category_overview FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.category_overview TO service_role;
GRANT SELECT ON TABLE public.category_overview TO authenticated;
