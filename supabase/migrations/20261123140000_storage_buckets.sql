-- The storage buckets, with their size and type limits, for hosted projects: `supabase db push` does not
-- create the buckets of config.toml (only `supabase seed buckets` does, locally). Idempotent: a bucket
-- that already exists (made by hand, or by seeding) is brought to these settings. config.toml declares
-- the same buckets for the local seed of their pictures; a test keeps the two the same.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('product-images', 'product-images', true, 5242880,
   array['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml']),
  ('product-category-images', 'product-category-images', true, 5242880,
   array['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml']),
  ('delivery-photos', 'delivery-photos', false, 5242880,
   array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;
