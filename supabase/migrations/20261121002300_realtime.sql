-- Live updates through Supabase Realtime (each event is checked against the subscriber's RLS):
-- the rider's and outlet's order lists, the admin's notification bell, the riders' availability.

alter publication supabase_realtime add table public.orders, public.admin_notifications, public.delivery_riders;

-- Updates carry the whole previous row, so a rider filtering on rider_id also hears of an order taken away.
alter table public.orders replica identity full;
