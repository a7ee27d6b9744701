-- How an order moves, and who may move it (every other change is refused with a clear error):
--
--   pending ──mark_order_processing (admin, outlet staff; cash on delivery or paid)──► processing
--   pending ──set_order_payment_status 'paid' (payments, service role)──────────────► processing
--   processing, or a pending order that is cash on delivery or paid
--           ──assign_rider (admin, the outlet's manager; an active, online rider)────► assigned
--   assigned ──assign_rider (admin, the outlet's manager; another rider)─────────────► assigned
--   assigned ──decline_assignment (the assigned rider; a reason)────────────────────► processing, no rider
--   assigned ──confirm_pickup (the assigned rider, admin)───────────────────────────► picked_up
--   assigned ──hand_to_rider (the outlet's staff, for the rider)────────────────────► picked_up
--   picked_up ──complete_delivery_with_code (the assigned rider; the customer's code)► delivered
--   picked_up ──complete_delivery (the assigned rider, admin; with a photo)─────────► delivered
--   assigned, picked_up ──cancel_delivery (the assigned rider, admin; reason)───────► cancelled
--   pending ──cancel_order (its customer)───────────────────────────────────────────► cancelled
--   pending … picked_up ──cancel_order (admin)──────────────────────────────────────► cancelled
--
-- Side effects: each sets its timestamp and updated_at; a cancellation puts the stock back and tells the
-- admins (with "refund due" when it was paid online); delivery makes cash on delivery paid, writes the
-- rider's earning (share of the fee + distance outlet → customer) and counts the delivery; the rider is
-- `delivering` from pickup until they have nothing left on the road; a decline is kept on the order's
-- history and tells the admins and the outlet (24_rider_decline.sql). A rider's request id makes a
-- replayed transition apply nothing.

-- The order functions (confirm_pickup, complete_delivery, cancel_delivery, share_delivery_position and
-- the staff's and customers' ones) all find their order through this lock: a deactivated rider is
-- nobody to the order, so each refuses them with KM101 before looking at anything else.
create function private.lock_order_for(order_id uuid, caller uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
begin
  select * into o from public.orders where id = lock_order_for.order_id for update;
  -- Comparisons with a null (no rider yet, no outlet) must count as "no", hence the coalesce.
  if not found or not coalesce(
    o.user_id = caller
    or (o.rider_id = caller and private.is_active_rider(caller))
    or o.outlet_id = (select e.outlet_id from public.outlet_employees e where e.user_id = caller and e.is_active)
    or exists (select 1 from public.users u where u.id = caller and u.is_admin),
    false
  ) then
    raise exception 'Order not found' using errcode = 'KM101';
  end if;
  return o;
end
$$;

-- Refuses an action the order's status does not allow: KM102 with {status, action}, in the words of
-- each action (confirm, assign, pickup, hand_to_rider, deliver, cancel, share_delivery_position).
create function private.refuse_transition(o public.orders, action text) returns void
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
      when 'complete_delivery_with_code' then 'complete delivery of'
      when 'cancel_delivery' then 'cancel delivery of'
      when 'cancel_order' then 'cancel'
      when 'share_delivery_position' then 'share the rider''s position for'
      when 'decline_assignment' then 'decline'
      else action
    end,
    replace(o.status::text, '_', ' ')
    using errcode = 'KM102', detail = jsonb_build_object('status', o.status, 'action', action)::text;
end
$$;

-- A cancelled order's units go back on the shelf only for products still on sale. A withdrawn product
-- has no stock (products_withdrawn_without_stock): putting units back broke the constraint, so an order
-- holding a product withdrawn since could not be cancelled by anyone, and the release of stale unpaid
-- orders, which place_order runs first where there is no pg_cron, failed with it: every order failed.
create function private.restock_order(order_id uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.products p
     set stock = p.stock + i.quantity
    from (select oi.product_id, sum(oi.quantity)::integer as quantity
            from public.order_items oi
           where oi.order_id = restock_order.order_id and oi.product_id is not null
           group by oi.product_id) i
   where p.id = i.product_id and p.withdrawn_at is null
$$;

-- A rider is `delivering` while they have an order picked up, else back `online` (unless they went offline).
create function private.refresh_rider_status(rider_id uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.delivery_riders r
     set status = case
       when exists (select 1 from public.orders o where o.rider_id = r.id and o.status = 'picked_up')
         then 'delivering'::public.rider_status
       when r.status = 'delivering' then 'online'::public.rider_status
       else r.status end
   where r.id = refresh_rider_status.rider_id
$$;

create function private.cancel(o public.orders, reason text, who text) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  cancelled public.orders;
begin
  update public.orders
     set status = 'cancelled', cancelled_at = now(), cancellation_reason = nullif(btrim(reason), '')
   where id = o.id
  returning * into cancelled;
  perform private.restock_order(o.id);
  if o.rider_id is not null then
    perform private.refresh_rider_status(o.rider_id);
  end if;
  perform private.notify_admins(
    format('Order #%s was cancelled by %s%s%s', private.short_id(o.id), who,
      coalesce(': ' || nullif(btrim(reason), ''), ''),
      case when o.payment_status = 'paid'
           then format(' (paid %s online: refund due)', private.format_ugx(o.total_amount)) else '' end),
    'warning', o.id);
  return cancelled;
end
$$;

create function public.mark_order_processing(order_id uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(mark_order_processing.order_id, caller);
begin
  if not (public.is_admin() or coalesce(o.outlet_id = public.staff_outlet_id(), false)) then
    raise exception 'Only an admin or the outlet''s staff can confirm an order' using errcode = '42501';
  end if;
  if o.status <> 'pending' then
    perform private.refuse_transition(o, 'mark_order_processing');
  end if;
  if o.payment_method <> 'cash_on_delivery' and o.payment_status <> 'paid' then
    raise exception 'This order is awaiting payment' using errcode = 'KM103';
  end if;
  update public.orders set status = 'processing' where id = o.id returning * into o;
  return o;
end
$$;
revoke all on function public.mark_order_processing(uuid) from public, anon, authenticated, service_role;
grant execute on function public.mark_order_processing(order_id uuid) to authenticated, service_role;

-- Every rider an order was given, reassignments too, with who gave it and as what: the order's history
-- of assignments, written only by assign_rider. Names are kept as they were, so the history reads the
-- same after a profile is renamed or deleted.
create table public.order_assignments (
    id uuid default gen_random_uuid() not null,
    order_id uuid not null,
    rider_id uuid,
    rider_name text not null,
    assigned_by uuid,
    assigned_by_name text not null,
    assigned_as text not null,
    assigned_at timestamp with time zone default now() not null,
    constraint order_assignments_assigned_as_check check ((assigned_as = any (array['admin'::text, 'outlet_manager'::text]))),
    constraint order_assignments_assigned_by_name_check check (((char_length(assigned_by_name) >= 1) and (char_length(assigned_by_name) <= 120))),
    constraint order_assignments_rider_name_check check (((char_length(rider_name) >= 1) and (char_length(rider_name) <= 120))),
    constraint order_assignments_pkey primary key (id),
    constraint order_assignments_assigned_by_fkey foreign key (assigned_by) references public.users(id) on delete set null,
    constraint order_assignments_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade,
    constraint order_assignments_rider_id_fkey foreign key (rider_id) references public.delivery_riders(id) on delete set null
);
create index order_assignments_order_idx on public.order_assignments using btree (order_id, assigned_at);
-- The foreign keys' indexes, for deleting a rider or a sign-in.
create index order_assignments_assigned_by_idx on public.order_assignments using btree (assigned_by) where (assigned_by is not null);
create index order_assignments_rider_idx on public.order_assignments using btree (rider_id) where (rider_id is not null);
alter table public.order_assignments enable row level security;
comment on table public.order_assignments is 'Each rider assignment of an order (reassignments too): the rider, who assigned them and as what (admin or the outlet''s manager), when.';
revoke all on table public.order_assignments from anon, authenticated, service_role;
grant all on table public.order_assignments to service_role;
grant select on table public.order_assignments to authenticated;

create policy "Admins and the order's outlet staff see who assigned its riders" on public.order_assignments
  for select to authenticated
  using ((select public.is_admin()) or exists (
    select 1 from public.orders o
     where o.id = order_assignments.order_id and o.outlet_id = (select public.staff_outlet_id())
  ));

-- An admin assigns a rider to any order, the manager of the order's outlet to that outlet's orders; other
-- staff of the outlet do not (42501), and staff of another outlet do not see the order (KM101).
create function public.assign_rider(order_id uuid, rider_id uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(assign_rider.order_id, caller);
  by_admin boolean := public.is_admin();
  rider public.delivery_riders;
begin
  if not (by_admin or coalesce(public.staff_is_manager() and o.outlet_id = public.staff_outlet_id(), false)) then
    raise exception 'Only an admin or the outlet''s manager can assign riders' using errcode = '42501';
  end if;
  if o.status = 'pending' and o.payment_method <> 'cash_on_delivery' and o.payment_status <> 'paid' then
    raise exception 'This order is awaiting payment' using errcode = 'KM103';
  end if;
  if o.status not in ('pending', 'processing', 'assigned') then
    perform private.refuse_transition(o, 'assign_rider');
  end if;
  select * into rider from public.delivery_riders r where r.id = assign_rider.rider_id for update;
  if not found then
    raise exception 'Rider not found' using errcode = 'KM104';
  end if;
  if rider.approval <> 'approved' then
    raise exception 'Only an approved rider can be assigned' using errcode = 'KM731',
      detail = jsonb_build_object('rider_id', rider.id, 'approval', rider.approval)::text;
  end if;
  if not rider.is_active or rider.status <> 'online' then
    raise exception 'Only an active rider who is online can be assigned' using errcode = 'KM105',
      detail = jsonb_build_object('rider_id', rider.id, 'rider_name', rider.full_name, 'rider_status', rider.status,
                                  'is_active', rider.is_active)::text;
  end if;
  update public.orders
     set status = 'assigned', rider_id = rider.id, assigned_at = now(), assignment_seen_at = null
   where id = o.id
  returning * into o;
  insert into public.order_assignments (order_id, rider_id, rider_name, assigned_by, assigned_by_name, assigned_as, assigned_at)
  select o.id, rider.id, rider.full_name, u.id, u.full_name,
         case when by_admin then 'admin' else 'outlet_manager' end, o.assigned_at
    from public.users u
   where u.id = caller;
  return o;
end
$$;
revoke all on function public.assign_rider(uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.assign_rider(order_id uuid, rider_id uuid) to authenticated, service_role;

-- Confirm Pickup: the assigned rider (or an admin) takes the order on the road. A request id makes a
-- replay answer the order and apply nothing.
create function public.confirm_pickup(order_id uuid, request_id uuid default null) returns public.orders
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
revoke all on function public.confirm_pickup(uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.confirm_pickup(order_id uuid, request_id uuid) to authenticated, service_role;

create function public.complete_delivery(order_id uuid, photo_url text, request_id uuid default null)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(complete_delivery.order_id, caller);
begin
  if private.transition_applied(caller, complete_delivery.request_id, o.id, 'complete_delivery') then
    return o;
  end if;
  if not (coalesce(o.rider_id = caller, false) or public.is_admin()) then
    raise exception 'Only the rider assigned to this order can complete its delivery' using errcode = '42501';
  end if;
  if o.status <> 'picked_up' then
    perform private.refuse_transition(o, 'complete_delivery');
  end if;
  if coalesce(btrim(photo_url), '') = '' then
    raise exception 'Please take a delivery photo' using errcode = 'KM106';
  end if;
  if not private.is_delivery_photo(o, photo_url) then
    raise exception 'The delivery photo was not uploaded for this order by its rider' using errcode = 'KM106',
      hint = 'Upload the photo to delivery-photos/<order id>/ as the order''s rider, then complete the delivery.';
  end if;
  o := private.deliver(o, 'photo', btrim(photo_url));
  perform private.remember_transition(caller, complete_delivery.request_id, o.id, 'complete_delivery');
  return o;
end
$$;
revoke all on function public.complete_delivery(uuid, text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.complete_delivery(order_id uuid, photo_url text, request_id uuid) to authenticated, service_role;

create function public.cancel_delivery(order_id uuid, reason text default null, request_id uuid default null)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(cancel_delivery.order_id, caller);
  rider_name text;
begin
  if private.transition_applied(caller, cancel_delivery.request_id, o.id, 'cancel_delivery') then
    return o;
  end if;
  if not (coalesce(o.rider_id = caller, false) or public.is_admin()) then
    raise exception 'Only the rider assigned to this order can cancel its delivery' using errcode = '42501';
  end if;
  if o.status not in ('assigned', 'picked_up') then
    perform private.refuse_transition(o, 'cancel_delivery');
  end if;
  select r.full_name into rider_name from public.delivery_riders r where r.id = o.rider_id;
  perform private.remember_transition(caller, cancel_delivery.request_id, o.id, 'cancel_delivery');
  return private.cancel(o, reason, coalesce('rider ' || rider_name, 'the rider'));
end
$$;
revoke all on function public.cancel_delivery(uuid, text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.cancel_delivery(order_id uuid, reason text, request_id uuid) to authenticated, service_role;

create function public.cancel_order(order_id uuid, reason text default null) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(cancel_order.order_id, caller);
begin
  if public.is_admin() then
    if o.status in ('delivered', 'cancelled') then
      perform private.refuse_transition(o, 'cancel_order');
    end if;
    return private.cancel(o, reason, 'an admin');
  end if;
  if o.user_id is distinct from caller then
    raise exception 'Only the customer or an admin can cancel an order' using errcode = '42501';
  end if;
  if o.status <> 'pending' then
    raise exception 'This order can no longer be cancelled' using errcode = 'KM107',
      detail = jsonb_build_object('status', o.status)::text, hint = 'Orders can be cancelled only while they are pending.';
  end if;
  return private.cancel(o, reason, 'the customer');
end
$$;
revoke all on function public.cancel_order(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.cancel_order(order_id uuid, reason text) to authenticated, service_role;

create table private.order_transition_requests (
    caller uuid not null,
    request_id uuid not null,
    order_id uuid not null,
    action text not null,
    applied_at timestamp with time zone default now() not null,
    constraint order_transition_requests_action_check check ((action = any (array['confirm_pickup'::text, 'complete_delivery'::text, 'cancel_delivery'::text, 'decline_assignment'::text]))),
    constraint order_transition_requests_pkey primary key (caller, request_id),
    constraint order_transition_requests_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade
);
create index order_transition_requests_order_idx on private.order_transition_requests using btree (order_id);
alter table private.order_transition_requests enable row level security;
comment on table private.order_transition_requests is 'Request ids of applied rider transitions: a replay of the same request applies nothing.';

create function private.transition_applied(caller uuid, request_id uuid, order_id uuid, action text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select transition_applied.request_id is not null and exists (
    select 1 from private.order_transition_requests r
     where r.caller = transition_applied.caller and r.request_id = transition_applied.request_id
       and r.order_id = transition_applied.order_id and r.action = transition_applied.action)
$$;
revoke all on function private.transition_applied(caller uuid, request_id uuid, order_id uuid, action text) from public;

-- Records an applied request in the transition's own transaction: both commit, or neither. The same
-- request id reused for another order or action is refused by the primary key (23505).
create function private.remember_transition(caller uuid, request_id uuid, order_id uuid, action text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.order_transition_requests (caller, request_id, order_id, action)
  select remember_transition.caller, remember_transition.request_id, remember_transition.order_id,
         remember_transition.action
   where remember_transition.request_id is not null
$$;
revoke all on function private.remember_transition(caller uuid, request_id uuid, order_id uuid, action text) from public;

-- The one place an order becomes delivered, with its proof (the customer's code, or a photo): cash on
-- delivery becomes paid, the rider's earning is written and the delivery counted, the admins are told.
create function private.deliver(o public.orders, proof public.delivery_proof, photo_url text default null)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  delivered public.orders;
  distance numeric;
begin
  update public.orders
     set status = 'delivered', delivered_at = now(), delivery_proof = deliver.proof,
         delivery_photo_url = coalesce(deliver.photo_url, delivery_photo_url),
         payment_status = case when payment_method = 'cash_on_delivery' and payment_status = 'pending'
                               then 'paid'::public.payment_status else payment_status end
   where id = o.id
  returning * into delivered;

  select coalesce(round(private.haversine_km(ol.latitude, ol.longitude, delivered.delivery_latitude, delivered.delivery_longitude)::numeric, 2),
                  delivered.delivery_distance_km, 0)
    into distance
    from (select 1) one
    left join public.outlets ol on ol.id = delivered.outlet_id;
  insert into public.rider_earnings (rider_id, order_id, type, amount, distance, date)
  values (delivered.rider_id, delivered.id, 'delivery', private.delivery_pay(distance), distance, delivered.delivered_at);

  update public.delivery_riders set total_deliveries = total_deliveries + 1 where id = delivered.rider_id;
  perform private.refresh_rider_status(delivered.rider_id);

  perform private.notify_admins(
    format('Order #%s delivered (%s%s)', private.short_id(delivered.id), private.format_ugx(delivered.total_amount),
      case when delivered.payment_method = 'cash_on_delivery' then ' collected in cash' else '' end),
    'success', delivered.id);
  return delivered;
end
$$;
revoke all on function private.deliver(o public.orders, proof public.delivery_proof, photo_url text) from public;

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
revoke all on function private.pick_up(o public.orders, staff uuid) from public;

-- The outlet's staff record the pickup for the rider, and hand an order only to an active rider: a rider
-- an admin deactivated can no longer confirm, deliver or cancel it, so handing it over would leave it on
-- the road with nobody to deliver it. Refused as assigning such a rider is (KM105, with the rider); the
-- admin reassigns the order.
create function public.hand_to_rider(order_id uuid) returns public.orders
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
revoke all on function public.hand_to_rider(uuid) from public, anon, authenticated, service_role;
grant execute on function public.hand_to_rider(order_id uuid) to authenticated, service_role;

create function private.is_delivery_photo(o public.orders, photo_url text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(btrim(photo_url) like 'delivery-photos/%', false) and exists (
    select 1 from storage.objects so
     where so.bucket_id = 'delivery-photos'
       and so.name = substr(btrim(photo_url), char_length('delivery-photos/') + 1)
       and (storage.foldername(so.name))[1] = o.id::text
       and coalesce(so.owner_id, so.owner::text) = o.rider_id::text
  )
$$;
