-- Outlets (the company's shops), the roles staff hold, and who works where. An active outlet employee
-- sees their outlet's orders and stock; one user works at one outlet at a time.

create table public.outlet_employees (
    id uuid default gen_random_uuid() not null,
    user_id uuid not null,
    outlet_id uuid not null,
    role_id integer not null,
    is_active boolean default true not null,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    constraint outlet_employees_pkey primary key (id),
    constraint outlet_employees_user_id_key unique (user_id),
    constraint outlet_employees_user_id_fkey foreign key (user_id) references public.users(id) on delete cascade
);
create index outlet_employees_outlet_idx on public.outlet_employees using btree (outlet_id);
create index outlet_employees_role_idx on public.outlet_employees using btree (role_id);
alter table public.outlet_employees enable row level security;
comment on table public.outlet_employees is 'Who works at which outlet. user_id is unique: the storefront reads a user''s employment as one row.';
revoke all on table public.outlet_employees from anon, authenticated, service_role;
grant all on table public.outlet_employees to service_role;
grant select,insert,delete on table public.outlet_employees to authenticated;
grant update (outlet_id, role_id, is_active, updated_at) on table public.outlet_employees to authenticated;

-- The outlet the caller works at as an active employee, or null.
create function public.staff_outlet_id() returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select e.outlet_id from public.outlet_employees e where e.user_id = (select auth.uid()) and e.is_active
$$;

-- The Staff page: the outlet's staff see their colleagues' names and contacts.
-- A policy on public.users, here because it reads public.outlet_employees:
create policy "Outlet staff see their colleagues' profiles" on public.users for select to authenticated
  using (exists (
    select 1 from public.outlet_employees e
     where e.user_id = users.id and e.outlet_id = (select public.staff_outlet_id())
  ));

create table public.outlets (
    id uuid default gen_random_uuid() not null,
    name text not null,
    address text default ''::text not null,
    city text default 'Kampala'::text not null,
    country text default 'Uganda'::text not null,
    phone text not null,
    opening_hours text not null,
    manager_name text not null,
    latitude double precision,
    longitude double precision,
    is_active boolean default true not null,
    created_at timestamp with time zone default now() not null,
    updated_at timestamp with time zone default now() not null,
    constraint outlets_address_check check ((char_length(address) <= 300)),
    constraint outlets_city_check check (((char_length(btrim(city)) >= 1) and (char_length(btrim(city)) <= 80))),
    constraint outlets_country_check check (((char_length(btrim(country)) >= 1) and (char_length(btrim(country)) <= 80))),
    constraint outlets_latitude_check check (((latitude >= ('-90'::integer)::double precision) and (latitude <= (90)::double precision))),
    constraint outlets_location_complete check (((latitude is null) = (longitude is null))),
    constraint outlets_longitude_check check (((longitude >= ('-180'::integer)::double precision) and (longitude <= (180)::double precision))),
    constraint outlets_manager_name_check check (((char_length(btrim(manager_name)) >= 1) and (char_length(btrim(manager_name)) <= 120))),
    constraint outlets_name_check check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 120))),
    constraint outlets_opening_hours_check check (((char_length(btrim(opening_hours)) >= 1) and (char_length(btrim(opening_hours)) <= 200))),
    constraint outlets_phone_check check (((char_length(btrim(phone)) >= 1) and (char_length(btrim(phone)) <= 32))),
    constraint outlets_name_key unique (name),
    constraint outlets_pkey primary key (id)
);
create index outlets_name_idx on public.outlets using btree (name);
alter table public.outlets enable row level security;
comment on table public.outlets is 'The shops. Active outlets with a location take online orders: place_order picks the nearest one.';
revoke all on table public.outlets from anon, authenticated, service_role;
grant all on table public.outlets to service_role;
grant select on table public.outlets to anon;
grant select,insert,delete,update on table public.outlets to authenticated;

create policy "Admins add outlets" on public.outlets for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins delete outlets" on public.outlets for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins edit outlets" on public.outlets for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Everyone sees active outlets; admins and the outlet's staff see it in any state"
  on public.outlets for select to anon, authenticated
  using (is_active or (select public.is_admin()) or id = (select public.staff_outlet_id()));

create trigger outlets_touch_updated_at before update on public.outlets for each row execute function private.touch_updated_at();

create table public.employee_roles (
    id integer not null,
    name text not null,
    manages_outlet boolean default false not null,
    constraint employee_roles_name_check check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 60))),
    constraint employee_roles_name_key unique (name),
    constraint employee_roles_pkey primary key (id)
);
alter table public.employee_roles alter column id add generated by default as identity (
    sequence name public.employee_roles_id_seq
    start with 1
    increment by 1
    no minvalue
    no maxvalue
    cache 1
);
alter table public.employee_roles enable row level security;
comment on table public.employee_roles is 'Job titles of outlet staff (Manager, Butcher, ...).';
comment on column public.employee_roles.manages_outlet is 'Holders run their outlet: (de)activate its staff, edit its phone and opening hours.';
revoke all on table public.employee_roles from anon, authenticated, service_role;
grant all on table public.employee_roles to service_role;
grant select,insert,delete,update on table public.employee_roles to authenticated;
grant all on sequence public.employee_roles_id_seq to anon, authenticated, service_role;

create policy "Admins add roles" on public.employee_roles for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins delete roles" on public.employee_roles for delete to authenticated
  using ((select public.is_admin()));

create policy "Admins edit roles" on public.employee_roles for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Signed-in users read the staff roles" on public.employee_roles for select to authenticated
  using (true);

alter table only public.outlet_employees
    add constraint outlet_employees_outlet_id_fkey foreign key (outlet_id) references public.outlets(id) on delete cascade;

alter table only public.outlet_employees
    add constraint outlet_employees_role_id_fkey foreign key (role_id) references public.employee_roles(id);

create policy "Admins edit and (de)activate staff" on public.outlet_employees for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Admins employ staff" on public.outlet_employees for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins remove staff" on public.outlet_employees for delete to authenticated
  using ((select public.is_admin()));

create policy "Employees see their own employment and their outlet's staff; admins see all"
  on public.outlet_employees for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select public.is_admin())
    or outlet_id = (select public.staff_outlet_id())
  );

create trigger outlet_employees_touch_updated_at before update on public.outlet_employees for each row execute function private.touch_updated_at();

-- Whether the caller is an active employee whose role manages their outlet.
create function public.staff_is_manager() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.outlet_employees e join public.employee_roles r on r.id = e.role_id
     where e.user_id = (select auth.uid()) and e.is_active and r.manages_outlet
  )
$$;
revoke all on function public.staff_is_manager() from public, anon, authenticated, service_role;
grant execute on function public.staff_is_manager() to authenticated, service_role;

-- A manager (de)activates a colleague of their own outlet, never themselves; admins anyone.
create function public.set_outlet_employee_active(employee_id uuid, active boolean) returns public.outlet_employees
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.outlet_employees;
begin
  select * into e from public.outlet_employees where id = employee_id for update;
  if not found
     or not (public.is_admin() or coalesce(public.staff_is_manager() and e.outlet_id = public.staff_outlet_id(), false)) then
    raise exception 'Only an admin or the outlet''s manager can change its staff' using errcode = '42501';
  end if;
  if e.user_id = (select auth.uid()) then
    raise exception 'You cannot change your own active state' using errcode = 'KM602';
  end if;
  update public.outlet_employees set is_active = active where id = e.id returning * into e;
  return e;
end
$$;
revoke all on function public.set_outlet_employee_active(uuid, boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_outlet_employee_active(employee_id uuid, active boolean) to authenticated, service_role;

-- A manager edits their outlet's phone and opening hours (shown on the contact page); admins any outlet's.
create function public.update_outlet_contact(outlet_id uuid, phone text, opening_hours text) returns public.outlets
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.outlets;
begin
  if not (public.is_admin() or coalesce(public.staff_is_manager() and outlet_id = public.staff_outlet_id(), false)) then
    raise exception 'Only an admin or the outlet''s manager can change its details' using errcode = '42501';
  end if;
  if char_length(btrim(coalesce(phone, ''))) not between 1 and 32
     or btrim(phone) !~ '^\+?[0-9][0-9 ()-]{5,30}$' then
    raise exception 'Enter the outlet''s phone number' using errcode = 'KM603',
      detail = jsonb_build_object('field', 'phone', 'max', 32)::text;
  end if;
  if char_length(btrim(coalesce(opening_hours, ''))) not between 1 and 200 then
    raise exception 'Enter the outlet''s opening hours' using errcode = 'KM603',
      detail = jsonb_build_object('field', 'opening_hours', 'max', 200)::text;
  end if;
  update public.outlets set phone = btrim(update_outlet_contact.phone), opening_hours = btrim(update_outlet_contact.opening_hours)
   where id = update_outlet_contact.outlet_id
   returning * into o;
  if not found then
    raise exception 'Only an admin or the outlet''s manager can change its details' using errcode = '42501';
  end if;
  return o;
end
$$;
revoke all on function public.update_outlet_contact(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.update_outlet_contact(outlet_id uuid, phone text, opening_hours text) to authenticated, service_role;

create function public.update_outlet_employee(
  employee_id uuid,
  outlet_id uuid,
  role_id integer,
  full_name text,
  phone text default null
) returns public.outlet_employees
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.outlet_employees;
  clean_name text := btrim(coalesce(full_name, ''));
  clean_phone text := nullif(btrim(coalesce(phone, '')), '');
begin
  if not public.is_admin() then
    raise exception 'Only an admin can edit employees' using errcode = '42501';
  end if;
  select * into e from public.outlet_employees where id = employee_id for update;
  if not found then
    raise exception 'No such employee' using errcode = 'KM701';
  end if;
  if char_length(clean_name) not between 1 and 120 then
    raise exception 'The employee''s full name is blank or too long' using errcode = 'KM702',
      detail = jsonb_build_object('max', 120)::text;
  end if;
  if clean_phone is not null and clean_phone !~ '^\+[1-9][0-9]{7,14}$' then
    raise exception 'The employee''s phone is not a number in international form' using errcode = 'KM703';
  end if;
  if not exists (select 1 from public.outlets o where o.id = update_outlet_employee.outlet_id) then
    raise exception 'No such outlet' using errcode = 'KM704', detail = jsonb_build_object('field', 'outlet')::text;
  end if;
  if not exists (select 1 from public.employee_roles r where r.id = update_outlet_employee.role_id) then
    raise exception 'No such role' using errcode = 'KM704', detail = jsonb_build_object('field', 'role')::text;
  end if;
  update public.users u set full_name = clean_name, phone = clean_phone where u.id = e.user_id;
  update public.outlet_employees oe
     set outlet_id = update_outlet_employee.outlet_id, role_id = update_outlet_employee.role_id
   where oe.id = e.id
   returning * into e;
  return e;
end
$$;
revoke all on function public.update_outlet_employee(uuid, uuid, integer, text, text) from public, anon, authenticated, service_role;
grant execute on function public.update_outlet_employee(employee_id uuid, outlet_id uuid, role_id integer, full_name text, phone text) to authenticated, service_role;

-- Deleting a role that employees hold: refused with how many hold it (the foreign key would refuse too,
-- without saying why). Runs only for rows the caller may delete (RLS: admins).
create function private.refuse_deleting_held_role() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  holders integer;
begin
  select count(*)::integer into holders from public.outlet_employees e where e.role_id = old.id;
  if holders > 0 then
    raise exception 'The role % is held by % employees', old.name, holders using errcode = 'KM705',
      detail = jsonb_build_object('role_name', old.name, 'employees', holders)::text;
  end if;
  return old;
end
$$;

create trigger employee_roles_refuse_deleting_held before delete on public.employee_roles for each row execute function private.refuse_deleting_held_role();

-- 2. An outlet's location, when it has one, lies inside Uganda's outline (the same outline the screens
--    check with @shop/shared/geo, and place_order checks for delivery points). security definer: the
--    outline is private; the trigger reads nothing else.
create function private.check_outlet_location() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.latitude is not null and not private.is_in_uganda(new.latitude, new.longitude) then
    raise exception 'The outlet''s location is outside Uganda' using errcode = 'KM711';
  end if;
  return new;
end
$$;

create trigger outlets_location_in_uganda before insert or update of latitude, longitude on public.outlets for each row execute function private.check_outlet_location();
