-- A rider's answer to an assignment: opening it (the app stops ringing) or declining it with a reason,
-- which puts the order back in the admins' and the outlet's queue at once. Each decline is kept on the
-- order's history, so the admin assigning it again sees who declined it and why.

create type public.decline_reason as enum (
    'too_far',
    'vehicle_problem',
    'on_another_delivery',
    'ending_shift',
    'other'
);

-- The words for each reason, as the apps say them (shared/src/orders/decline-reasons.ts holds the
-- same; a test keeps the two equal).
create function private.decline_reason_label(reason public.decline_reason) returns text
language sql
immutable
set search_path = ''
as $$
  select case reason
    when 'too_far' then 'Too far away'
    when 'vehicle_problem' then 'Problem with my vehicle'
    when 'on_another_delivery' then 'On another delivery'
    when 'ending_shift' then 'Ending my shift'
    when 'other' then 'Other reason'
  end
$$;
revoke all on function private.decline_reason_label(reason public.decline_reason) from public;

create table public.order_declines (
    id uuid default gen_random_uuid() not null,
    order_id uuid not null,
    -- Null once the rider's account is deleted; the name stays, as it was when they declined.
    rider_id uuid,
    rider_name text not null,
    reason public.decline_reason not null,
    note text,
    declined_at timestamp with time zone default now() not null,
    constraint order_declines_note_check check ((char_length(note) <= 300)),
    constraint order_declines_other_has_note check (((reason <> 'other'::public.decline_reason) or (note is not null))),
    constraint order_declines_pkey primary key (id),
    constraint order_declines_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade,
    constraint order_declines_rider_id_fkey foreign key (rider_id) references public.delivery_riders(id) on delete set null
);
create index order_declines_order_idx on public.order_declines using btree (order_id, declined_at desc);
create index order_declines_rider_idx on public.order_declines using btree (rider_id);
alter table public.order_declines enable row level security;
comment on table public.order_declines is 'Assignments a rider declined: who, when and why. Written only by decline_assignment.';
revoke all on table public.order_declines from anon, authenticated, service_role;
grant all on table public.order_declines to service_role;
grant select on table public.order_declines to authenticated;

create policy "Admins, the order's outlet staff and the rider see declines"
  on public.order_declines for select to authenticated
  using (
    (select public.is_admin())
    or rider_id = (select public.active_rider_id())
    or exists (
      select 1 from public.orders o
       where o.id = order_declines.order_id and o.outlet_id = (select public.staff_outlet_id())
    )
  );

-- The assigned rider opened the assignment: their app stops ringing for it. Only the first opening
-- counts; opening it again, or once it is no longer waiting for pickup, changes nothing.
create function public.acknowledge_assignment(order_id uuid) returns timestamp with time zone
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(acknowledge_assignment.order_id, caller);
begin
  if not coalesce(o.rider_id = caller, false) then
    raise exception 'Only the rider assigned to this order can acknowledge it' using errcode = '42501';
  end if;
  if o.status = 'assigned' and o.assignment_seen_at is null then
    update public.orders set assignment_seen_at = now() where id = o.id returning * into o;
  end if;
  return o.assignment_seen_at;
end
$$;
revoke all on function public.acknowledge_assignment(uuid) from public, anon, authenticated, service_role;
grant execute on function public.acknowledge_assignment(order_id uuid) to authenticated, service_role;

-- Decline: the assigned rider gives the order back before pickup, with a reason (and words of their own,
-- required for "other"). The order goes back to processing with no rider, the decline is kept, and the
-- admins and the order's outlet are told. A request id makes a replay answer the decline it recorded and
-- apply nothing.
create function public.decline_assignment(
  order_id uuid,
  reason public.decline_reason,
  note text default null,
  request_id uuid default null
) returns public.order_declines
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  o public.orders;
  said text := nullif(btrim(decline_assignment.note), '');
  declined public.order_declines;
  why text;
begin
  -- A replay is answered before the order is looked at: once declined, the order is no longer the
  -- rider's, and lock_order_for would refuse them. The row lock first makes a send of the same request
  -- running meanwhile finish before this one reads whether it was applied.
  perform 1 from public.orders x where x.id = decline_assignment.order_id for update;
  if private.transition_applied(caller, decline_assignment.request_id, decline_assignment.order_id,
                                'decline_assignment') then
    select * into declined from public.order_declines d
     where d.order_id = decline_assignment.order_id and d.rider_id = caller
     order by d.declined_at desc limit 1;
    return declined;
  end if;
  o := private.lock_order_for(decline_assignment.order_id, caller);
  if not coalesce(o.rider_id = caller, false) then
    raise exception 'Only the rider assigned to this order can decline it' using errcode = '42501';
  end if;
  if o.status <> 'assigned' then
    perform private.refuse_transition(o, 'decline_assignment');
  end if;
  if decline_assignment.reason is null or (decline_assignment.reason = 'other' and said is null) then
    raise exception 'Say why you decline this order' using errcode = 'KM112';
  end if;

  insert into public.order_declines (order_id, rider_id, rider_name, reason, note)
  select o.id, r.id, r.full_name, decline_assignment.reason, said
    from public.delivery_riders r where r.id = caller
  returning * into declined;
  update public.orders
     set status = 'processing', rider_id = null, assigned_at = null, assignment_seen_at = null
   where id = o.id;

  why := private.decline_reason_label(declined.reason) || coalesce(': ' || said, '');
  perform private.notify_admins(
    format('Order #%s was declined by rider %s (%s). Assign another rider.', private.short_id(o.id),
      declined.rider_name, why),
    'warning', o.id);
  if o.outlet_id is not null then
    insert into public.outlet_notifications (outlet_id, message, type, order_id)
    values (o.outlet_id,
            format('Order #%s was declined by rider %s (%s): waiting for another rider', private.short_id(o.id),
              declined.rider_name, why),
            'warning', o.id);
  end if;
  perform private.remember_transition(caller, decline_assignment.request_id, o.id, 'decline_assignment');
  return declined;
end
$$;
revoke all on function public.decline_assignment(uuid, public.decline_reason, text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.decline_assignment(order_id uuid, reason public.decline_reason, note text, request_id uuid) to authenticated, service_role;
