-- How an order moves, and who may move it (every other change is refused with a clear error):
--
--   pending ──mark_order_processing (admin, outlet staff; cash on delivery or paid)──► processing
--   pending ──set_order_payment_status 'paid' (payments, service role)──────────────► processing
--   processing, or a pending order that is cash on delivery or paid
--           ──assign_rider (admin; an active, online rider)──────────────────────────► assigned
--   assigned ──assign_rider (admin; another rider)──────────────────────────────────► assigned
--   assigned ──confirm_pickup (the assigned rider, admin)───────────────────────────► picked_up
--   picked_up ──complete_delivery (the assigned rider, admin; with a photo)─────────► delivered
--   assigned, picked_up ──cancel_delivery (the assigned rider, admin; reason)───────► cancelled
--   pending ──cancel_order (its customer)───────────────────────────────────────────► cancelled
--   pending … picked_up ──cancel_order (admin)──────────────────────────────────────► cancelled
--
-- Side effects: each sets its timestamp and updated_at; a cancellation puts the stock back and tells the
-- admins (with "refund due" when it was paid online); delivery makes cash on delivery paid, writes the
-- rider's earning (share of the fee + distance outlet → customer) and counts the delivery; the rider is
-- `delivering` from pickup until they have nothing left on the road.

-- The order, locked for the change, if the caller may see it at all (else "Order not found").
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
    o.user_id = caller or o.rider_id = caller
    or o.outlet_id = (select e.outlet_id from public.outlet_employees e where e.user_id = caller and e.is_active)
    or exists (select 1 from public.users u where u.id = caller and u.is_admin),
    false
  ) then
    raise exception 'Order not found' using errcode = 'P0001';
  end if;
  return o;
end
$$;

create function private.refuse_transition(o public.orders, action text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Cannot % an order that is %', action, replace(o.status::text, '_', ' ')
    using errcode = 'P0001', detail = o.status::text;
end
$$;

-- Puts a cancelled order's units back on the shelf.
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
   where p.id = i.product_id
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
    perform private.refuse_transition(o, 'start processing');
  end if;
  if o.payment_method <> 'cash_on_delivery' and o.payment_status <> 'paid' then
    raise exception 'This order is awaiting payment' using errcode = 'P0001';
  end if;
  update public.orders set status = 'processing' where id = o.id returning * into o;
  return o;
end
$$;

create function public.assign_rider(order_id uuid, rider_id uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(assign_rider.order_id, caller);
  rider public.delivery_riders;
begin
  if not public.is_admin() then
    raise exception 'Only an admin can assign riders' using errcode = '42501';
  end if;
  if o.status = 'pending' and o.payment_method <> 'cash_on_delivery' and o.payment_status <> 'paid' then
    raise exception 'This order is awaiting payment' using errcode = 'P0001';
  end if;
  if o.status not in ('pending', 'processing', 'assigned') then
    perform private.refuse_transition(o, 'assign a rider to');
  end if;
  select * into rider from public.delivery_riders r where r.id = assign_rider.rider_id for update;
  if not found then
    raise exception 'Rider not found' using errcode = 'P0001';
  end if;
  if not rider.is_active or rider.status <> 'online' then
    raise exception 'Only an active rider who is online can be assigned' using errcode = 'P0001',
      detail = format('%s is %s%s', rider.full_name, rider.status, case when rider.is_active then '' else ', inactive' end);
  end if;
  update public.orders
     set status = 'assigned', rider_id = rider.id, assigned_at = now()
   where id = o.id
  returning * into o;
  return o;
end
$$;

create function public.confirm_pickup(order_id uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(confirm_pickup.order_id, caller);
begin
  if not (coalesce(o.rider_id = caller, false) or public.is_admin()) then
    raise exception 'Only the rider assigned to this order can confirm its pickup' using errcode = '42501';
  end if;
  if o.status <> 'assigned' then
    perform private.refuse_transition(o, 'confirm pickup of');
  end if;
  update public.orders set status = 'picked_up', picked_up_at = now() where id = o.id returning * into o;
  perform private.refresh_rider_status(o.rider_id);
  return o;
end
$$;

create function public.complete_delivery(order_id uuid, photo_url text) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(complete_delivery.order_id, caller);
  distance numeric;
begin
  if not (coalesce(o.rider_id = caller, false) or public.is_admin()) then
    raise exception 'Only the rider assigned to this order can complete its delivery' using errcode = '42501';
  end if;
  if o.status <> 'picked_up' then
    perform private.refuse_transition(o, 'complete delivery of');
  end if;
  if coalesce(btrim(photo_url), '') = '' then
    raise exception 'Please take a delivery photo' using errcode = 'P0001';
  end if;

  update public.orders
     set status = 'delivered', delivered_at = now(), delivery_photo_url = btrim(photo_url),
         payment_status = case when payment_method = 'cash_on_delivery' and payment_status = 'pending'
                               then 'paid'::public.payment_status else payment_status end
   where id = o.id
  returning * into o;

  select coalesce(round(private.haversine_km(ol.latitude, ol.longitude, o.delivery_latitude, o.delivery_longitude)::numeric, 2),
                  o.delivery_distance_km, 0)
    into distance
    from (select 1) one
    left join public.outlets ol on ol.id = o.outlet_id;
  insert into public.rider_earnings (rider_id, order_id, type, amount, distance, date)
  values (o.rider_id, o.id, 'delivery', private.delivery_pay(distance), distance, o.delivered_at);

  update public.delivery_riders set total_deliveries = total_deliveries + 1 where id = o.rider_id;
  perform private.refresh_rider_status(o.rider_id);

  perform private.notify_admins(
    format('Order #%s delivered (%s%s)', private.short_id(o.id), private.format_ugx(o.total_amount),
      case when o.payment_method = 'cash_on_delivery' then ' collected in cash' else '' end),
    'success', o.id);
  return o;
end
$$;

create function public.cancel_delivery(order_id uuid, reason text default null) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(cancel_delivery.order_id, caller);
  rider_name text;
begin
  if not (coalesce(o.rider_id = caller, false) or public.is_admin()) then
    raise exception 'Only the rider assigned to this order can cancel its delivery' using errcode = '42501';
  end if;
  if o.status not in ('assigned', 'picked_up') then
    perform private.refuse_transition(o, 'cancel delivery of');
  end if;
  select r.full_name into rider_name from public.delivery_riders r where r.id = o.rider_id;
  return private.cancel(o, reason, coalesce('rider ' || rider_name, 'the rider'));
end
$$;

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
      perform private.refuse_transition(o, 'cancel');
    end if;
    return private.cancel(o, reason, 'an admin');
  end if;
  if o.user_id is distinct from caller then
    raise exception 'Only the customer or an admin can cancel an order' using errcode = '42501';
  end if;
  if o.status <> 'pending' then
    raise exception 'This order can no longer be cancelled' using errcode = 'P0001',
      detail = o.status::text, hint = 'Orders can be cancelled only while they are pending.';
  end if;
  return private.cancel(o, reason, 'the customer');
end
$$;

revoke execute on function public.mark_order_processing(uuid), public.assign_rider(uuid, uuid),
  public.confirm_pickup(uuid), public.complete_delivery(uuid, text), public.cancel_delivery(uuid, text),
  public.cancel_order(uuid, text)
  from public, anon;
grant execute on function public.mark_order_processing(uuid), public.assign_rider(uuid, uuid),
  public.confirm_pickup(uuid), public.complete_delivery(uuid, text), public.cancel_delivery(uuid, text),
  public.cancel_order(uuid, text)
  to authenticated, service_role;
