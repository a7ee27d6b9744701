-- The outlet's staff hand an order only to an active rider: a rider an admin deactivated can no longer
-- confirm, deliver or cancel it (20261128130000_active_riders), so handing it over would leave it on the
-- road with nobody to deliver it. Refused as assigning such a rider is (KM105, with the rider); the admin
-- reassigns the order. Otherwise as in 20261127100000_hand_to_rider.
create or replace function public.hand_to_rider(order_id uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(hand_to_rider.order_id, caller);
  rider public.delivery_riders;
begin
  if not (public.is_admin() or coalesce(o.outlet_id = public.staff_outlet_id(), false)) then
    raise exception 'Only the outlet''s staff or an admin can hand an order to its rider' using errcode = '42501';
  end if;
  if o.status <> 'assigned' then
    perform private.refuse_transition(o, 'hand_to_rider');
  end if;
  select * into rider from public.delivery_riders r where r.id = o.rider_id;
  if not coalesce(rider.is_active, false) then
    raise exception 'The order''s rider is no longer active: assign another rider' using errcode = 'KM105',
      detail = jsonb_build_object('rider_id', rider.id, 'rider_name', rider.full_name, 'rider_status', rider.status,
                                  'is_active', coalesce(rider.is_active, false))::text;
  end if;
  return private.pick_up(o, caller);
end
$$;
