-- The rider app queues Confirm Pickup, Complete Delivery and Cancel Delivery while the phone is offline
-- and sends them when the connection returns (issue 13). A send can be interrupted after the database
-- applied it (the answer is lost on the way back), so the app sends the same action again: each queued
-- action carries a request id (a UUID made on the phone), and a transition called again with a request
-- id it has already applied, by the same caller for the same order, applies nothing and answers the
-- order as it is now. Without a request id the functions behave exactly as before.

create table private.order_transition_requests (
  caller uuid not null,
  request_id uuid not null,
  order_id uuid not null references public.orders (id) on delete cascade,
  action text not null check (action in ('confirm_pickup', 'complete_delivery', 'cancel_delivery')),
  applied_at timestamptz not null default now(),
  primary key (caller, request_id)
);
comment on table private.order_transition_requests is
  'Request ids of applied rider transitions: a replay of the same request applies nothing.';
create index order_transition_requests_order_idx on private.order_transition_requests (order_id);

-- Not exposed over the API (private schema); only the transition functions below read and write it.
alter table private.order_transition_requests enable row level security;
revoke all on private.order_transition_requests from public, anon, authenticated;

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

revoke execute on function private.transition_applied(uuid, uuid, uuid, text),
  private.remember_transition(uuid, uuid, uuid, text) from public, anon, authenticated;

-- The three rider transitions take an optional request id (their bodies otherwise as in
-- 20261123110000_business_error_codes). The order is locked first (lock_order_for), so two sends of the
-- same request run one after the other and the second sees the first's record.
drop function public.confirm_pickup(uuid);
drop function public.complete_delivery(uuid, text);
drop function public.cancel_delivery(uuid, text);

create function public.confirm_pickup(order_id uuid, request_id uuid default null) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(confirm_pickup.order_id, caller);
begin
  if private.transition_applied(caller, confirm_pickup.request_id, o.id, 'confirm_pickup') then
    return o;
  end if;
  if not (coalesce(o.rider_id = caller, false) or public.is_admin()) then
    raise exception 'Only the rider assigned to this order can confirm its pickup' using errcode = '42501';
  end if;
  if o.status <> 'assigned' then
    perform private.refuse_transition(o, 'confirm_pickup');
  end if;
  update public.orders set status = 'picked_up', picked_up_at = now() where id = o.id returning * into o;
  perform private.refresh_rider_status(o.rider_id);
  perform private.remember_transition(caller, confirm_pickup.request_id, o.id, 'confirm_pickup');
  return o;
end
$$;

create function public.complete_delivery(order_id uuid, photo_url text, request_id uuid default null)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(complete_delivery.order_id, caller);
  distance numeric;
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
  perform private.remember_transition(caller, complete_delivery.request_id, o.id, 'complete_delivery');
  return o;
end
$$;

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

revoke execute on function public.confirm_pickup(uuid, uuid), public.complete_delivery(uuid, text, uuid),
  public.cancel_delivery(uuid, text, uuid)
  from public, anon;
grant execute on function public.confirm_pickup(uuid, uuid), public.complete_delivery(uuid, text, uuid),
  public.cancel_delivery(uuid, text, uuid)
  to authenticated, service_role;
