-- Who may do what in Storage (the bucket rows are inserted by a migration, and config.toml declares the
-- same buckets for the local seed of their pictures):
--   product-images, product-category-images: public to read; admins upload, replace and delete.
--   delivery-photos (private): the rider assigned to an order uploads under "<order id>/" while it is
--   on their road; whoever can see the order (its customer, rider, outlet staff, admins) reads.

create policy "Admins delete catalogue images"
  on storage.objects for delete to authenticated
  using (bucket_id in ('product-images', 'product-category-images') and (select public.is_admin()));

create policy "Admins replace catalogue images"
  on storage.objects for update to authenticated
  using (bucket_id in ('product-images', 'product-category-images') and (select public.is_admin()))
  with check (bucket_id in ('product-images', 'product-category-images') and (select public.is_admin()));

create policy "Admins upload catalogue images"
  on storage.objects for insert to authenticated
  with check (bucket_id in ('product-images', 'product-category-images') and (select public.is_admin()));

create policy "Catalogue images are public"
  on storage.objects for select to anon, authenticated
  using (bucket_id in ('product-images', 'product-category-images'));

create policy "Delivery photos are seen by whoever sees the order"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'delivery-photos'
    and exists (select 1 from public.orders o where o.id::text = (storage.foldername(name))[1])
  );

create policy "Riders upload delivery photos of orders on their road"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'delivery-photos'
    and exists (
      select 1 from public.orders o
       where o.id::text = (storage.foldername(name))[1]
         and o.rider_id = (select public.active_rider_id())
         and o.status in ('assigned', 'picked_up')
    )
  );
