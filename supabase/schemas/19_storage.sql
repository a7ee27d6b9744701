-- Who may do what in Storage (the bucket rows are inserted by a migration, and config.toml declares the
-- same buckets for the local seed of their pictures):
--   product-images, product-category-images: public to read; admins upload, replace and delete.
--   delivery-photos (private): the rider assigned to an order uploads under "<order id>/" while it is
--   on their road; whoever can see the order (its customer, rider, outlet staff, admins) reads.

CREATE POLICY "Admins delete catalogue images" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['product-images'::text, 'product-category-images'::text])) AND ( SELECT public.is_admin() AS is_admin)));

CREATE POLICY "Admins replace catalogue images" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = ANY (ARRAY['product-images'::text, 'product-category-images'::text])) AND ( SELECT public.is_admin() AS is_admin))) WITH CHECK (((bucket_id = ANY (ARRAY['product-images'::text, 'product-category-images'::text])) AND ( SELECT public.is_admin() AS is_admin)));

CREATE POLICY "Admins upload catalogue images" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['product-images'::text, 'product-category-images'::text])) AND ( SELECT public.is_admin() AS is_admin)));

CREATE POLICY "Catalogue images are public" ON storage.objects FOR SELECT TO anon, authenticated USING ((bucket_id = ANY (ARRAY['product-images'::text, 'product-category-images'::text])));

CREATE POLICY "Delivery photos are seen by whoever sees the order" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'delivery-photos'::text) AND (EXISTS ( SELECT 1
   FROM public.orders o
  WHERE ((o.id)::text = (storage.foldername(objects.name))[1])))));

CREATE POLICY "Riders upload delivery photos of orders on their road" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'delivery-photos'::text) AND (EXISTS ( SELECT 1
   FROM public.orders o
  WHERE (((o.id)::text = (storage.foldername(objects.name))[1]) AND (o.rider_id = ( SELECT public.active_rider_id() AS active_rider_id)) AND (o.status = ANY (ARRAY['assigned'::public.order_status, 'picked_up'::public.order_status])))))));
