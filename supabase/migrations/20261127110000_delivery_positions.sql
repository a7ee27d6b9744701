-- Live delivery tracking (issue 13, "Beyond the spec"): while an order is picked up, the rider's phone
-- shares where it is, and the order's customer sees the rider on a map with a rough arrival estimate.
--
--   delivery_positions   one row per order on the road: the latest position the assigned rider shared
--                        (and the rider's vehicle, for the estimate), nothing older: no track is kept.
--   written only by      share_delivery_position(order_id, latitude, longitude, accuracy_m), called by the
--                        order's assigned rider while the order is picked_up; anyone else, or another
--                        status, is refused with the transitions' codes (KM101, 42501, KM102), a point
--                        outside Uganda's outline with KM108. A call less than 10 s after the stored
--                        position changes nothing and answers false (the phone sends every 15 s; the
--                        margin keeps a late-arriving send from being dropped, while no phone, however
--                        changed, can write more than six positions a minute).
--   removed              in the transaction that moves the order on from picked_up (delivered,
--                        cancelled), by a trigger on orders.status: whoever moved it, the position goes.
--   read by              the order's customer, the active staff of the order's outlet, and admins; nobody
--                        else (other customers, riders, not even the rider who wrote it, anon).
--   realtime             published: INSERT and UPDATE reach only those readers (checked against RLS per
--                        subscriber). A DELETE carries only the order id and is not RLS-checked (as on
--                        hosted Realtime), so the apps learn of the end of a delivery from the order's
--                        own status, never from the DELETE.

create table public.delivery_positions (
  order_id uuid primary key references public.orders (id) on delete cascade,
  rider_id uuid not null references public.delivery_riders (id) on delete cascade,
  vehicle_type public.vehicle_type not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  accuracy_m real check (accuracy_m >= 0),
  recorded_at timestamptz not null default now()
);
comment on table public.delivery_positions is
  'The latest position the assigned rider shared for an order while it is picked up (issue 13); gone once delivered or cancelled.';
comment on column public.delivery_positions.accuracy_m is
  'The phone''s accuracy radius in metres, when it gave a sensible one.';
comment on column public.delivery_positions.recorded_at is
  'When the server stored the position (the server''s clock, not the phone''s).';

create index delivery_positions_rider_idx on public.delivery_positions (rider_id);

alter table public.delivery_positions enable row level security;
revoke all on public.delivery_positions from anon, authenticated;
grant select on public.delivery_positions to authenticated;

create policy "The order's customer, its outlet's staff and admins see where its rider is"
  on public.delivery_positions for select to authenticated
  using (exists (
    select 1 from public.orders o
     where o.id = delivery_positions.order_id
       and (o.user_id = (select auth.uid())
            or o.outlet_id = (select public.staff_outlet_id())
            or (select public.is_admin()))
  ));

alter publication supabase_realtime add table public.delivery_positions;

-- KM102's words for the two new actions: hand_to_rider (20261127100000) and share_delivery_position; the
-- others as in 20261123110000_business_error_codes.
create or replace function private.refuse_transition(o public.orders, action text) returns void
language plpgsql
set search_path = ''
as $$
begin
  -- `action` is the refused function's name (details.action); the message says it in words.
  raise exception 'Cannot % an order that is %',
    case action
      when 'mark_order_processing' then 'start processing'
      when 'assign_rider' then 'assign a rider to'
      when 'confirm_pickup' then 'confirm pickup of'
      when 'hand_to_rider' then 'hand over'
      when 'complete_delivery' then 'complete delivery of'
      when 'cancel_delivery' then 'cancel delivery of'
      when 'cancel_order' then 'cancel'
      when 'share_delivery_position' then 'share the rider''s position for'
      else action
    end,
    replace(o.status::text, '_', ' ')
    using errcode = 'KM102', detail = jsonb_build_object('status', o.status, 'action', action)::text;
end
$$;

-- The assigned rider's phone, every 15 s while the order is picked up. True when the position was
-- stored, false when it came too soon after the last one (nothing changed). The order is locked as the
-- transitions lock it (lock_order_for), so a delivery or cancellation in flight finishes first and no
-- position is written after the order has left picked_up.
create function public.share_delivery_position(
  order_id uuid,
  latitude double precision,
  longitude double precision,
  accuracy_m double precision default null
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(share_delivery_position.order_id, caller);
  vehicle public.vehicle_type;
begin
  if not coalesce(o.rider_id = caller, false) then
    raise exception 'Only the rider assigned to this order can share its position' using errcode = '42501';
  end if;
  if o.status <> 'picked_up' then
    perform private.refuse_transition(o, 'share_delivery_position');
  end if;
  if not coalesce(private.is_in_uganda(share_delivery_position.latitude, share_delivery_position.longitude), false) then
    raise exception 'The position is outside Uganda' using errcode = 'KM108';
  end if;
  if exists (
    select 1 from public.delivery_positions p
     where p.order_id = o.id and p.recorded_at > now() - interval '10 seconds'
  ) then
    return false;
  end if;

  select r.vehicle_type into vehicle from public.delivery_riders r where r.id = o.rider_id;
  insert into public.delivery_positions as p (order_id, rider_id, vehicle_type, latitude, longitude, accuracy_m, recorded_at)
  values (
    o.id, o.rider_id, vehicle, share_delivery_position.latitude, share_delivery_position.longitude,
    -- A phone's accuracy that is not a distance (negative, NaN, infinite, absurd) is kept as unknown.
    case when share_delivery_position.accuracy_m >= 0 and share_delivery_position.accuracy_m < 100000
         then share_delivery_position.accuracy_m end,
    now()
  )
  on conflict on constraint delivery_positions_pkey do update
     set rider_id = excluded.rider_id, vehicle_type = excluded.vehicle_type, latitude = excluded.latitude,
         longitude = excluded.longitude, accuracy_m = excluded.accuracy_m, recorded_at = excluded.recorded_at;
  return true;
end
$$;

revoke execute on function public.share_delivery_position(uuid, double precision, double precision, double precision)
  from public, anon;
grant execute on function public.share_delivery_position(uuid, double precision, double precision, double precision)
  to authenticated, service_role;

-- Whatever moves an order on from picked_up (complete_delivery, cancel_delivery, cancel_order, an admin),
-- its position goes in the same transaction.
create function private.forget_delivery_position() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.delivery_positions p where p.order_id = new.id;
  return null;
end
$$;

create trigger orders_forget_delivery_position after update of status on public.orders
  for each row when (old.status is distinct from new.status and new.status <> 'picked_up')
  execute function private.forget_delivery_position();
