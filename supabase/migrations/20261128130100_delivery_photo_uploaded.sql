-- A delivery is completed only with a photo the order's rider really uploaded for it: photo_url names an
-- object of the delivery-photos bucket (`delivery-photos/<order id>/<file>`), in this order's folder, that
-- exists and whose owner (the Storage API sets owner and owner_id from the uploader's token) is the
-- order's rider. Anything else (a made-up path, another order's folder, someone else's upload) is refused
-- as a missing photo (KM106), before the order is delivered, a cash order paid or an earning written.
-- Otherwise as in 20261124180000_idempotent_rider_transitions.

create or replace function private.is_delivery_photo(o public.orders, photo_url text) returns boolean
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

create or replace function public.complete_delivery(order_id uuid, photo_url text, request_id uuid default null)
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
  if not private.is_delivery_photo(o, photo_url) then
    raise exception 'The delivery photo was not uploaded for this order by its rider' using errcode = 'KM106',
      hint = 'Upload the photo to delivery-photos/<order id>/ as the order''s rider, then complete the delivery.';
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
