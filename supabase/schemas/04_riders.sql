-- Delivery riders: a profile per rider account (sign-up metadata `is_rider`), their status, and the
-- guards on what a rider may change about themselves.

create table public.delivery_riders (
    id uuid not null,
    email public.email_address,
    full_name text not null,
    phone text,
    vehicle_type public.vehicle_type default 'motorcycle'::public.vehicle_type not null,
    status public.rider_status default 'offline'::public.rider_status not null,
    is_active boolean default true not null,
    rating numeric(2,1) default 0 not null,
    total_deliveries integer default 0 not null,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    approval public.rider_approval default 'awaiting_approval'::public.rider_approval not null,
    reviewed_by uuid,
    reviewed_at timestamp with time zone,
    rejection_reason text,
    constraint delivery_riders_full_name_check check (((char_length(btrim(full_name)) >= 1) and (char_length(btrim(full_name)) <= 120))),
    constraint delivery_riders_phone_check check ((char_length(phone) <= 32)),
    constraint delivery_riders_rating_check check (((rating >= (0)::numeric) and (rating <= (5)::numeric))),
    constraint delivery_riders_total_deliveries_check check ((total_deliveries >= 0)),
    constraint delivery_riders_reviewed check (((approval = 'awaiting_approval'::public.rider_approval) = (reviewed_at is null))),
    constraint delivery_riders_rejection_reason_check check ((((approval = 'rejected'::public.rider_approval) = (rejection_reason is not null)) and (char_length(btrim(rejection_reason)) >= 1) and (char_length(rejection_reason) <= 500))),
    constraint delivery_riders_pkey primary key (id),
    constraint delivery_riders_id_fkey foreign key (id) references auth.users(id) on delete cascade,
    constraint delivery_riders_reviewed_by_fkey foreign key (reviewed_by) references public.users(id) on delete set null
);
create index delivery_riders_available_idx on public.delivery_riders using btree (status) where is_active;
create index delivery_riders_awaiting_approval_idx on public.delivery_riders using btree (created_at) where (approval = 'awaiting_approval'::public.rider_approval);
create index delivery_riders_created_at_idx on public.delivery_riders using btree (created_at desc);
alter table public.delivery_riders enable row level security;
comment on table public.delivery_riders is 'Delivery riders. New riders start offline, active, rating 0, no deliveries, awaiting approval; total_deliveries is counted by complete_delivery.';
comment on column public.delivery_riders.approval is 'Set only by approve_rider and reject_rider (admins). Until approved a rider may sign in and edit their profile but not go online nor be assigned.';
comment on column public.delivery_riders.reviewed_by is 'The admin who approved or rejected the rider (null for riders from before approvals were recorded).';
comment on column public.delivery_riders.reviewed_at is 'When the rider was approved or rejected.';
revoke all on table public.delivery_riders from anon, authenticated, service_role;
grant all on table public.delivery_riders to service_role;
grant select,delete on table public.delivery_riders to authenticated;
grant update (full_name, phone, vehicle_type, status, is_active, updated_at) on table public.delivery_riders to authenticated;

create policy "Admins delete riders"
  on public.delivery_riders for delete to authenticated
  using ((select public.is_admin()));

create function public.active_rider_id() returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.id from public.delivery_riders r where r.id = (select auth.uid()) and r.is_active
$$;
revoke all on function public.active_rider_id() from public, anon, authenticated, service_role;
grant execute on function public.active_rider_id() to authenticated, service_role;

create policy "Riders edit their own profile and availability; admins edit any"
  on public.delivery_riders for update to authenticated
  using (id = (select public.active_rider_id()) or (select public.is_admin()))
  with check (id = (select public.active_rider_id()) or (select public.is_admin()));

create policy "Riders see themselves; admins see every rider"
  on public.delivery_riders for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create trigger delivery_riders_admin_only_columns before update on public.delivery_riders for each row execute function private.forbid_non_admin_changes('vehicle_type', 'is_active');

create trigger delivery_riders_touch_updated_at before update on public.delivery_riders for each row execute function private.touch_updated_at();

create function public.is_rider() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.delivery_riders r where r.id = (select auth.uid()))
$$;

-- No auth user without a profile: when an admin deletes a rider, their sign-in goes too. (When the auth
-- user is deleted first, the cascade removes the rider row and this finds nothing left to delete.)
create function private.delete_auth_user_of_profile() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from auth.users where id = old.id;
  return old;
end
$$;

create trigger delivery_riders_delete_auth_user after delete on public.delivery_riders for each row execute function private.delete_auth_user_of_profile();

create function private.guard_rider_delivering_status() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and new.status is distinct from old.status
     and 'delivering'::public.rider_status in (new.status, old.status) then
    raise exception 'Only the order transitions set a rider delivering or end it'
      using errcode = '42501',
            detail = jsonb_build_object('column', 'status')::text,
            hint = 'Confirm the pickup, deliver or cancel the order instead.';
  end if;
  return new;
end
$$;

create trigger delivery_riders_delivering_by_transitions before update on public.delivery_riders for each row execute function private.guard_rider_delivering_status();

create function private.is_active_rider(rider uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.delivery_riders r where r.id = rider and r.is_active)
$$;

-- Going online (or delivering) needs an approved rider, whoever writes the row.
create function private.guard_rider_approval() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'offline' and new.approval <> 'approved' then
    raise exception 'Only an approved rider can go online'
      using errcode = 'KM731',
            detail = jsonb_build_object('rider_id', new.id, 'approval', new.approval)::text,
            hint = 'An admin approves the rider on the riders screen.';
  end if;
  return new;
end
$$;

create trigger delivery_riders_online_once_approved before insert or update on public.delivery_riders for each row execute function private.guard_rider_approval();

-- The admin's decision on a rider who signed up: approving records who and when (and queues the rider's
-- mail, 18_mail_outbox.sql); approving again changes nothing. A rejected rider may still be approved.
create function public.approve_rider(rider_id uuid) returns public.delivery_riders
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.approve_rider(uuid) from public, anon, authenticated, service_role;
grant execute on function public.approve_rider(rider_id uuid) to authenticated, service_role;

-- Rejecting says why (the rider app shows the reason); an approved rider is deactivated instead.
create function public.reject_rider(rider_id uuid, reason text) returns public.delivery_riders
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.reject_rider(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.reject_rider(rider_id uuid, reason text) to authenticated, service_role;
