-- The admin's people screens (issue 11): employees, their roles, the subscriptions list.
--   * update_outlet_employee: the admin's edit of an employee (outlet, role, name, phone) in one
--     transaction over outlet_employees and users; only an admin (42501 for anyone else).
--   * A role someone holds is not deleted: a clear refusal (KM705, how many hold it) rather than the
--     bare foreign-key error. Creating an employee stays the staff-accounts Edge Function's (it needs the
--     service role); (de)activating stays set_outlet_employee_active (20261124170000).

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

revoke execute on function public.update_outlet_employee(uuid, uuid, integer, text, text) from public, anon;
grant execute on function public.update_outlet_employee(uuid, uuid, integer, text, text) to authenticated;

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

create trigger employee_roles_refuse_deleting_held before delete on public.employee_roles
  for each row execute function private.refuse_deleting_held_role();
