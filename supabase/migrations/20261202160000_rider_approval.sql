-- Riders wait for approval: a rider who signs up in the rider app starts awaiting approval and may not go
-- online or be assigned until an admin approves them (approve_rider, reject_rider with a reason; who and
-- when are recorded). Approval mails the rider through the outbox (kind rider_approved).
--
-- Riders already here keep working: they come in approved (reviewed when they joined, by nobody recorded);
-- only rows made after this migration start awaiting approval.

create type "public"."rider_approval" as enum ('awaiting_approval', 'approved', 'rejected');
comment on type public.rider_approval is 'A rider who signs up waits for an admin: awaiting_approval → approved (may go online and be assigned) or rejected (with a reason; an admin may still approve them later). Riders an admin adds are approved at once.';

alter table "public"."delivery_riders" add column "approval" rider_approval not null default 'approved'::rider_approval;
alter table "public"."delivery_riders" add column "reviewed_by" uuid;
alter table "public"."delivery_riders" add column "reviewed_at" timestamp with time zone;
alter table "public"."delivery_riders" add column "rejection_reason" text;

-- The riders there were: approved when they joined (updated_at stays as it was).
alter table public.delivery_riders disable trigger delivery_riders_touch_updated_at;
update public.delivery_riders set reviewed_at = created_at;
alter table public.delivery_riders enable trigger delivery_riders_touch_updated_at;

alter table "public"."delivery_riders" alter column "approval" set default 'awaiting_approval'::rider_approval;

comment on table public.delivery_riders is 'Delivery riders. New riders start offline, active, rating 0, no deliveries, awaiting approval; total_deliveries is counted by complete_delivery.';
comment on column public.delivery_riders.approval is 'Set only by approve_rider and reject_rider (admins). Until approved a rider may sign in and edit their profile but not go online nor be assigned.';
comment on column public.delivery_riders.reviewed_by is 'The admin who approved or rejected the rider (null for riders from before approvals were recorded).';
comment on column public.delivery_riders.reviewed_at is 'When the rider was approved or rejected.';

CREATE INDEX delivery_riders_awaiting_approval_idx ON public.delivery_riders USING btree (created_at) WHERE (approval = 'awaiting_approval'::rider_approval);

alter table "public"."delivery_riders" add constraint "delivery_riders_rejection_reason_check" CHECK ((((approval = 'rejected'::rider_approval) = (rejection_reason IS NOT NULL)) AND (char_length(btrim(rejection_reason)) >= 1) AND (char_length(rejection_reason) <= 500)));
alter table "public"."delivery_riders" add constraint "delivery_riders_reviewed" CHECK (((approval = 'awaiting_approval'::rider_approval) = (reviewed_at IS NULL)));
alter table "public"."delivery_riders" add constraint "delivery_riders_reviewed_by_fkey" FOREIGN KEY (reviewed_by) REFERENCES users(id) ON DELETE SET NULL;

-- The outbox takes the rider's approval mail, addressed to the account (user_id) as the welcome mail is.
alter table "public"."outgoing_mails" drop constraint "outgoing_mails_kind_check";
alter table "public"."outgoing_mails" drop constraint "outgoing_mails_subject";
alter table "public"."outgoing_mails" add constraint "outgoing_mails_kind_check" CHECK ((kind = ANY (ARRAY['order_confirmation'::text, 'payment_receipt'::text, 'out_for_delivery'::text, 'delivered'::text, 'back_in_stock'::text, 'order_cancelled'::text, 'welcome'::text, 'rider_approved'::text])));
alter table "public"."outgoing_mails" add constraint "outgoing_mails_subject" CHECK (((num_nonnulls(order_id, request_id, user_id) = 1) AND ((kind = 'back_in_stock'::text) = (request_id IS NOT NULL)) AND ((kind = ANY (ARRAY['welcome'::text, 'rider_approved'::text])) = (user_id IS NOT NULL)) AND ((kind <> ALL (ARRAY['back_in_stock'::text, 'welcome'::text, 'rider_approved'::text])) = (order_id IS NOT NULL))));
comment on column public.outgoing_mails.user_id is 'The account a welcome or rider-approved mail is for (kinds welcome and rider_approved only).';

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.guard_rider_approval()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.status <> 'offline' and new.approval <> 'approved' then
    raise exception 'Only an approved rider can go online'
      using errcode = 'KM731',
            detail = jsonb_build_object('rider_id', new.id, 'approval', new.approval)::text,
            hint = 'An admin approves the rider on the riders screen.';
  end if;
  return new;
end
$function$
;

CREATE OR REPLACE FUNCTION private.queue_rider_approved_mail()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  address text := private.customer_email(new.id);
begin
  if new.approval <> 'approved' or old.approval = 'approved' or address is null then
    return null;
  end if;
  insert into public.outgoing_mails (kind, recipient, user_id)
  values ('rider_approved', address, new.id)
  on conflict on constraint outgoing_mails_once_per_account do nothing;
  return null;
end
$function$
;

CREATE OR REPLACE FUNCTION public.approve_rider(rider_id uuid)
 RETURNS delivery_riders
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  rider public.delivery_riders;
begin
  if not public.is_admin() then
    raise exception 'Only an admin can approve riders' using errcode = '42501';
  end if;
  select * into rider from public.delivery_riders r where r.id = approve_rider.rider_id for update;
  if not found then
    raise exception 'Rider not found' using errcode = 'KM104';
  end if;
  if rider.approval = 'approved' then
    return rider;
  end if;
  update public.delivery_riders r
     set approval = 'approved', reviewed_by = (select auth.uid()), reviewed_at = now(), rejection_reason = null
   where r.id = rider.id
  returning * into rider;
  return rider;
end
$function$
;

CREATE OR REPLACE FUNCTION public.reject_rider(rider_id uuid, reason text)
 RETURNS delivery_riders
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  rider public.delivery_riders;
  why text := btrim(reject_rider.reason);
begin
  if not public.is_admin() then
    raise exception 'Only an admin can reject riders' using errcode = '42501';
  end if;
  if coalesce(char_length(why), 0) not between 1 and 500 then
    raise exception 'Say why the rider is rejected, in at most 500 characters' using errcode = 'KM733',
      detail = jsonb_build_object('max', 500)::text;
  end if;
  select * into rider from public.delivery_riders r where r.id = reject_rider.rider_id for update;
  if not found then
    raise exception 'Rider not found' using errcode = 'KM104';
  end if;
  if rider.approval = 'approved' then
    raise exception 'This rider is already approved: deactivate them instead' using errcode = 'KM732',
      detail = jsonb_build_object('rider_id', rider.id, 'rider_name', rider.full_name)::text;
  end if;
  update public.delivery_riders r
     set approval = 'rejected', reviewed_by = (select auth.uid()), reviewed_at = now(), rejection_reason = why
   where r.id = rider.id
  returning * into rider;
  return rider;
end
$function$
;

CREATE OR REPLACE FUNCTION public.assign_rider(order_id uuid, rider_id uuid)
 RETURNS orders
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller uuid := (select auth.uid());
  o public.orders := private.lock_order_for(assign_rider.order_id, caller);
  rider public.delivery_riders;
begin
  if not public.is_admin() then
    raise exception 'Only an admin can assign riders' using errcode = '42501';
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
     set status = 'assigned', rider_id = rider.id, assigned_at = now()
   where id = o.id
  returning * into o;
  return o;
end
$function$
;

CREATE OR REPLACE FUNCTION public.assignable_riders(order_id uuid)
 RETURNS TABLE(id uuid, full_name text, phone text, vehicle_type vehicle_type, rating numeric, total_deliveries integer, distance_km numeric)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  outlet public.outlets;
begin
  if not public.is_admin() then
    raise exception 'Only an admin can assign riders' using errcode = '42501';
  end if;
  select ol.* into outlet
    from public.orders o join public.outlets ol on ol.id = o.outlet_id
   where o.id = assignable_riders.order_id;
  return query
  select r.id, r.full_name, r.phone, r.vehicle_type, r.rating, r.total_deliveries,
         round(private.haversine_km(outlet.latitude, outlet.longitude, last.delivery_latitude, last.delivery_longitude)::numeric, 1)
    from public.delivery_riders r
    left join lateral (
      select o.delivery_latitude, o.delivery_longitude
        from public.orders o
       where o.rider_id = r.id and o.assigned_at is not null
       order by o.assigned_at desc
       limit 1
    ) last on true
   where r.is_active and r.status = 'online' and r.approval = 'approved'
   order by 7 nulls last, r.full_name;
end
$function$
;

revoke all on function private.queue_rider_approved_mail() from public;
revoke all on function public.approve_rider(uuid) from public, anon, authenticated, service_role;
grant execute on function public.approve_rider(rider_id uuid) to authenticated, service_role;
revoke all on function public.reject_rider(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.reject_rider(rider_id uuid, reason text) to authenticated, service_role;
comment on function public.assignable_riders(order_id uuid) is 'Admins: active, approved, online riders for an order, nearest (by their latest delivery point) to its outlet first.';

CREATE TRIGGER delivery_riders_online_once_approved BEFORE INSERT OR UPDATE ON public.delivery_riders FOR EACH ROW EXECUTE FUNCTION private.guard_rider_approval();

CREATE TRIGGER delivery_riders_queue_approved_mail AFTER UPDATE OF approval ON public.delivery_riders FOR EACH ROW EXECUTE FUNCTION private.queue_rider_approved_mail();
