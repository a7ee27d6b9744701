-- The tables published for Realtime's postgres_changes (each event checked against the subscriber's RLS).
-- `supabase db diff` does not track publications: a table added here needs its `alter publication` in a
-- migration by hand (the schemas test compares the publication too).

alter publication supabase_realtime add table only public.admin_notifications;

alter publication supabase_realtime add table only public.delivery_positions;

alter publication supabase_realtime add table only public.delivery_riders;

alter publication supabase_realtime add table only public.orders;

alter publication supabase_realtime add table only public.outlet_notifications;
