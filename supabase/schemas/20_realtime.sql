-- The tables published for Realtime's postgres_changes (each event checked against the subscriber's RLS).
-- `supabase db diff` does not track publications: a table added here needs its `alter publication` in a
-- migration by hand (the schemas test compares the publication too).

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.admin_notifications;

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.delivery_positions;

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.delivery_riders;

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.orders;

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.outlet_notifications;
