-- What a delivery leaves behind: the rider's earnings (deliveries, bonuses, tips) and the rider's last
-- shared position while an order is picked up.

create table public.rider_earnings (
    id uuid default gen_random_uuid() not null,
    rider_id uuid not null,
    order_id uuid,
    type public.earning_type not null,
    amount numeric(12,2) not null,
    distance numeric(7,2),
    note text,
    date timestamp with time zone default now() not null,
    created_at timestamp with time zone default now() not null,
    constraint rider_earnings_amount_check check ((amount >= (0)::numeric)),
    constraint rider_earnings_delivery_has_order check (((type <> 'delivery'::public.earning_type) or (order_id is not null))),
    constraint rider_earnings_distance_check check ((distance >= (0)::numeric)),
    constraint rider_earnings_note_check check ((char_length(note) <= 300)),
    constraint rider_earnings_pkey primary key (id),
    constraint rider_earnings_order_id_fkey foreign key (order_id) references public.orders(id) on delete set null,
    constraint rider_earnings_rider_id_fkey foreign key (rider_id) references public.delivery_riders(id)
);
create unique index rider_earnings_one_per_delivery on public.rider_earnings using btree (order_id) where (type = 'delivery'::public.earning_type);
create index rider_earnings_rider_date_idx on public.rider_earnings using btree (rider_id, date desc);
alter table public.rider_earnings enable row level security;
comment on column public.rider_earnings.distance is 'Kilometres from the outlet to the customer (straight line), for deliveries.';
comment on column public.rider_earnings.date is 'When it was earned.';
revoke all on table public.rider_earnings from anon, authenticated, service_role;
grant all on table public.rider_earnings to service_role;
grant select,delete on table public.rider_earnings to authenticated;
grant insert (rider_id, order_id, type, amount, note, date) on table public.rider_earnings to authenticated;

create policy "Admins delete earnings" on public.rider_earnings for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins record bonuses and tips" on public.rider_earnings for insert to authenticated
  with check ((select public.is_admin()) and type in ('bonus', 'tip'));

create policy "Riders see their own earnings; admins see all"
  on public.rider_earnings for select to authenticated
  using (rider_id = (select public.active_rider_id()) or (select public.is_admin()));

-- A delivery's pay, from the settings: share of the standard fee + per-km allowance, whole shillings.
create function private.delivery_pay(distance_km numeric) returns numeric
language sql
stable
set search_path = ''
as $$
  select round(s.delivery_fee * s.rider_fee_share_percent / 100 + s.rider_pay_per_km * coalesce(distance_km, 0))
    from public.settings s
$$;

create table public.delivery_positions (
    order_id uuid not null,
    rider_id uuid not null,
    vehicle_type public.vehicle_type not null,
    latitude double precision not null,
    longitude double precision not null,
    accuracy_m real,
    recorded_at timestamp with time zone default now() not null,
    constraint delivery_positions_accuracy_m_check check ((accuracy_m >= (0)::double precision)),
    constraint delivery_positions_latitude_check check (((latitude >= ('-90'::integer)::double precision) and (latitude <= (90)::double precision))),
    constraint delivery_positions_longitude_check check (((longitude >= ('-180'::integer)::double precision) and (longitude <= (180)::double precision))),
    constraint delivery_positions_pkey primary key (order_id),
    constraint delivery_positions_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade,
    constraint delivery_positions_rider_id_fkey foreign key (rider_id) references public.delivery_riders(id) on delete cascade
);
create index delivery_positions_rider_idx on public.delivery_positions using btree (rider_id);
alter table public.delivery_positions enable row level security;
comment on table public.delivery_positions is 'The latest position the assigned rider shared for an order while it is picked up (issue 13); gone once delivered or cancelled.';
comment on column public.delivery_positions.accuracy_m is 'The phone''s accuracy radius in metres, when it gave a sensible one.';
comment on column public.delivery_positions.recorded_at is 'When the server stored the position (the server''s clock, not the phone''s).';
revoke all on table public.delivery_positions from anon, authenticated, service_role;
grant all on table public.delivery_positions to service_role;
grant select on table public.delivery_positions to authenticated;

create policy "The order's customer, its outlet's staff and admins see where its rider is"
  on public.delivery_positions for select to authenticated
  using (exists (
    select 1 from public.orders o
     where o.id = delivery_positions.order_id
       and (o.user_id = (select auth.uid())
            or o.outlet_id = (select public.staff_outlet_id())
            or (select public.is_admin()))
  ));

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
revoke all on function public.share_delivery_position(uuid, double precision, double precision, double precision) from public, anon, authenticated, service_role;
grant execute on function public.share_delivery_position(order_id uuid, latitude double precision, longitude double precision, accuracy_m double precision) to authenticated, service_role;

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

create trigger orders_forget_delivery_position after update of status on public.orders for each row when (((old.status is distinct from new.status) and (new.status <> 'picked_up'::public.order_status))) execute function private.forget_delivery_position();
