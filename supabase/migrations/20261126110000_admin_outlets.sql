-- The admin's outlets screen (admin issue 11).
--
-- 1. Orders keep their outlet. Deleting an outlet used to clear the outlet of its orders (on delete set
--    null); now the delete is refused while any order names the outlet (23503, foreign_key_violation)
--    and the admin deactivates the outlet instead. An outlet that never took an order can be deleted
--    (its shelf, staff and notifications go with it, as before).
alter table public.orders drop constraint orders_outlet_id_fkey;
alter table public.orders
  add constraint orders_outlet_id_fkey foreign key (outlet_id) references public.outlets (id);

-- 2. An outlet's location, when it has one, lies inside Uganda's outline (the same outline the screens
--    check with @shop/shared/geo, and place_order checks for delivery points). security definer: the
--    outline is private; the trigger reads nothing else.
create function private.check_outlet_location() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.latitude is not null and not private.is_in_uganda(new.latitude, new.longitude) then
    raise exception 'The outlet''s location is outside Uganda' using errcode = 'KM711';
  end if;
  return new;
end
$$;

create trigger outlets_location_in_uganda before insert or update of latitude, longitude on public.outlets
  for each row execute function private.check_outlet_location();

-- 3. Each outlet's sales for the admin (admin_outlet_sales) are read from the per-day and outlet totals the
--    dashboard keeps: 20261126125200.
