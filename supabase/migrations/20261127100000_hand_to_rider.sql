-- The outlet hands an order to its rider (issue 12): the staff at the counter record the handover, and
-- the order moves to picked_up exactly as the rider's Confirm Pickup moves it. One transition, two doors:
--
--   assigned ──confirm_pickup (the assigned rider, admin)───────────────────────────► picked_up
--   assigned ──hand_to_rider (the active staff of the order's outlet, admin)────────► picked_up
--   picked_up ──confirm_pickup (the assigned rider)─────────────────────────────────► picked_up (no-op)
--
-- Both doors go through private.pick_up (status, picked_up_at, who handed it over, the rider's status);
-- the rest of what follows a pickup (updated_at, the mail and dashboard triggers, realtime) follows the
-- row's update whoever made it. The rest of the lifecycle is as in 20261121001800_order_transitions.
-- The refusal's words for hand_to_rider (KM102, 'Cannot hand over an order that is ...') are given in
-- 20261127110000_delivery_positions, the one place refuse_transition is redefined for both new actions.
--
-- The rider's Confirm Pickup on an order already picked up (handed over by the outlet, or their own
-- earlier confirm whose answer was lost) applies nothing and answers the order as it is: the rider app's
-- offline queue sends a pickup the rider tapped at the counter, and what it asked for did happen. Only
-- the assigned rider gets this answer; anyone else (staff, admins) is refused as before (KM102), and an
-- order delivered or cancelled is refused for everyone.

-- Who handed it over. The key names auth.users, not public.users: a second key from orders to
-- public.users would make PostgREST's `customer:users(...)` embeds ambiguous (PGRST201).
alter table public.orders add column handed_over_by uuid references auth.users (id) on delete set null;
comment on column public.orders.handed_over_by is
  'Who recorded the pickup for the rider (outlet staff through hand_to_rider, or an admin); null when the rider confirmed it.';
-- The foreign key's index, for deleting a sign-in.
create index orders_handed_over_by_idx on public.orders (handed_over_by) where handed_over_by is not null;

-- The one place an order becomes picked_up. `staff` is who handed it over (null: the rider).
create function private.pick_up(o public.orders, staff uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  picked public.orders;
begin
  update public.orders
     set status = 'picked_up', picked_up_at = now(), handed_over_by = pick_up.staff
   where id = o.id
  returning * into picked;
  perform private.refresh_rider_status(picked.rider_id);
  return picked;
end
$$;

revoke execute on function private.pick_up(public.orders, uuid) from public, anon, authenticated;

-- Confirm Pickup (signature and request id as in 20261124180000_idempotent_rider_transitions).
create or replace function public.confirm_pickup(order_id uuid, request_id uuid default null) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(confirm_pickup.order_id, caller);
  by_rider boolean := coalesce(o.rider_id = caller, false);
begin
  if private.transition_applied(caller, confirm_pickup.request_id, o.id, 'confirm_pickup') then
    return o;
  end if;
  if not (by_rider or public.is_admin()) then
    raise exception 'Only the rider assigned to this order can confirm its pickup' using errcode = '42501';
  end if;
  if by_rider and o.status = 'picked_up' then
    -- Already in the rider's hands: nothing to apply. The request is remembered, so a later resend of
    -- it (after delivery, say) is answered the same way.
    perform private.remember_transition(caller, confirm_pickup.request_id, o.id, 'confirm_pickup');
    return o;
  end if;
  if o.status <> 'assigned' then
    perform private.refuse_transition(o, 'confirm_pickup');
  end if;
  o := private.pick_up(o, case when by_rider then null else caller end);
  perform private.remember_transition(caller, confirm_pickup.request_id, o.id, 'confirm_pickup');
  return o;
end
$$;

-- Hand to rider: the outlet's staff record that the assigned rider collected the order at the counter.
create function public.hand_to_rider(order_id uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(hand_to_rider.order_id, caller);
begin
  if not (public.is_admin() or coalesce(o.outlet_id = public.staff_outlet_id(), false)) then
    raise exception 'Only the outlet''s staff or an admin can hand an order to its rider' using errcode = '42501';
  end if;
  if o.status <> 'assigned' then
    perform private.refuse_transition(o, 'hand_to_rider');
  end if;
  return private.pick_up(o, caller);
end
$$;

revoke execute on function public.hand_to_rider(uuid) from public, anon;
grant execute on function public.hand_to_rider(uuid) to authenticated, service_role;
