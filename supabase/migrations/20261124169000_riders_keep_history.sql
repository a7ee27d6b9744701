-- A rider with deliveries keeps their history (admin issue: "a rider with deliveries keeps their
-- history"). Deleting such a rider used to clear the rider on their orders and delete their earnings;
-- now the delete is refused (23503, foreign_key_violation) and the admin deactivates the rider
-- instead. A rider who never delivered anything can still be deleted.
alter table public.orders drop constraint orders_rider_id_fkey;
alter table public.orders
  add constraint orders_rider_id_fkey foreign key (rider_id) references public.delivery_riders (id);

alter table public.rider_earnings drop constraint rider_earnings_rider_id_fkey;
alter table public.rider_earnings
  add constraint rider_earnings_rider_id_fkey foreign key (rider_id) references public.delivery_riders (id);
