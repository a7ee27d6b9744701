-- The outlet portal (issue 12): what the staff of one shop read and do there, limited to their outlet.
--   * employee_roles.manages_outlet: which roles run an outlet (the seed's Manager); a manager may
--     (de)activate colleagues of the same outlet and edit its phone and opening hours.
--   * outlet_stock_movements: every restock and count staff record (who, when, how many), written only
--     by record_outlet_stock, which also sets outlet_products.stock. Prices stay the admin's.
--   * outlet_notifications: the outlet's bell (new orders for it, its products falling to their minimum),
--     written only by the database, live through realtime.
--   * outlet_status_counts, outlet_daily_revenue: the dashboard's status panel and revenue trend.

-- Roles ---------------------------------------------------------------------------------------------

alter table public.employee_roles add column manages_outlet boolean not null default false;
comment on column public.employee_roles.manages_outlet is
  'Holders run their outlet: (de)activate its staff, edit its phone and opening hours.';
update public.employee_roles set manages_outlet = true where name = 'Manager';

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

revoke execute on function public.staff_is_manager() from public, anon;
grant execute on function public.staff_is_manager() to authenticated;

-- The Staff page: the outlet's staff see their colleagues' names and contacts.
create policy "Outlet staff see their colleagues' profiles" on public.users for select to authenticated
  using (exists (
    select 1 from public.outlet_employees e
     where e.user_id = users.id and e.outlet_id = (select public.staff_outlet_id())
  ));

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

revoke execute on function public.set_outlet_employee_active(uuid, boolean), public.update_outlet_contact(uuid, text, text)
  from public, anon;
grant execute on function public.set_outlet_employee_active(uuid, boolean), public.update_outlet_contact(uuid, text, text)
  to authenticated;

-- Stock movements -----------------------------------------------------------------------------------

create type public.stock_movement_kind as enum ('restock', 'count');

create table public.outlet_stock_movements (
  id uuid primary key default gen_random_uuid(),
  outlet_id uuid not null references public.outlets (id) on delete cascade,
  outlet_product_id uuid not null references public.outlet_products (id) on delete cascade,
  kind public.stock_movement_kind not null,
  quantity integer not null check (quantity >= 0),
  stock_before integer not null check (stock_before >= 0),
  stock_after integer not null check (stock_after >= 0),
  recorded_by uuid references public.users (id) on delete set null,
  recorded_by_name text not null check (char_length(recorded_by_name) between 1 and 120),
  note text check (char_length(note) <= 300),
  created_at timestamptz not null default now(),
  constraint outlet_stock_movements_adds_up check (
    (kind = 'restock' and stock_after = stock_before + quantity) or (kind = 'count' and stock_after = quantity)
  )
);
comment on table public.outlet_stock_movements is
  'Restocks (quantity added) and counts (quantity found) of an outlet''s products, by whom and when.';

create index outlet_stock_movements_product_idx on public.outlet_stock_movements (outlet_product_id, created_at desc);
create index outlet_stock_movements_outlet_idx on public.outlet_stock_movements (outlet_id, created_at desc);

alter table public.outlet_stock_movements enable row level security;
revoke all on public.outlet_stock_movements from anon, authenticated;
grant select on public.outlet_stock_movements to authenticated;

create policy "Admins and the outlet's staff see its stock movements" on public.outlet_stock_movements
  for select to authenticated
  using ((select public.is_admin()) or outlet_id = (select public.staff_outlet_id()));

-- Records a restock (quantity added) or a count (quantity on the shelf) and sets the stock to match.
create function public.record_outlet_stock(
  outlet_product_id uuid,
  kind public.stock_movement_kind,
  quantity integer,
  note text default null
) returns public.outlet_products
language plpgsql
security definer
set search_path = ''
as $$
declare
  op public.outlet_products;
  before_stock integer;
  who text;
begin
  select * into op from public.outlet_products where id = outlet_product_id for update;
  if not found or not (public.is_admin() or coalesce(op.outlet_id = public.staff_outlet_id(), false)) then
    raise exception 'Only the outlet''s staff can record its stock' using errcode = '42501';
  end if;
  if quantity is null or quantity < (case when kind = 'restock' then 1 else 0 end) or quantity > 100000 then
    raise exception 'Enter a whole number of units' using errcode = 'KM601',
      detail = jsonb_build_object('min', case when kind = 'restock' then 1 else 0 end, 'max', 100000)::text;
  end if;
  if char_length(coalesce(note, '')) > 300 then
    raise exception 'The note is too long' using errcode = 'KM604', detail = jsonb_build_object('max', 300)::text;
  end if;
  before_stock := op.stock;
  select coalesce(nullif(btrim(u.full_name), ''), u.email, 'Staff') into who from public.users u where u.id = (select auth.uid());
  update public.outlet_products
     set stock = case when kind = 'restock' then stock + quantity else quantity end
   where id = op.id
   returning * into op;
  insert into public.outlet_stock_movements
    (outlet_id, outlet_product_id, kind, quantity, stock_before, stock_after, recorded_by, recorded_by_name, note)
  values (op.outlet_id, op.id, kind, quantity, before_stock, op.stock, (select auth.uid()), coalesce(who, 'Staff'),
          nullif(btrim(note), ''));
  return op;
end
$$;

revoke execute on function public.record_outlet_stock(uuid, public.stock_movement_kind, integer, text) from public, anon;
grant execute on function public.record_outlet_stock(uuid, public.stock_movement_kind, integer, text) to authenticated;

-- Outlet notifications ------------------------------------------------------------------------------

create table public.outlet_notifications (
  id uuid primary key default gen_random_uuid(),
  outlet_id uuid not null references public.outlets (id) on delete cascade,
  message text not null check (char_length(message) between 1 and 500),
  type public.notification_type not null default 'other',
  read boolean not null default false,
  order_id uuid references public.orders (id) on delete cascade,
  outlet_product_id uuid references public.outlet_products (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.outlet_notifications is
  'An outlet''s bell: its new orders and its products at or below their minimum. Read state is the outlet''s.';

create index outlet_notifications_outlet_idx on public.outlet_notifications (outlet_id, created_at desc);
create index outlet_notifications_order_idx on public.outlet_notifications (order_id);
create index outlet_notifications_product_idx on public.outlet_notifications (outlet_product_id);

alter table public.outlet_notifications enable row level security;
revoke all on public.outlet_notifications from anon, authenticated;
grant select on public.outlet_notifications to authenticated;
grant update (read) on public.outlet_notifications to authenticated;

create policy "Admins and the outlet's staff read its notifications" on public.outlet_notifications
  for select to authenticated
  using ((select public.is_admin()) or outlet_id = (select public.staff_outlet_id()));
create policy "The outlet's staff mark its notifications read" on public.outlet_notifications
  for update to authenticated
  using (outlet_id = (select public.staff_outlet_id()))
  with check (outlet_id = (select public.staff_outlet_id()));

create function private.announce_outlet_order() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.outlet_id is not null then
    insert into public.outlet_notifications (outlet_id, message, type, order_id, created_at)
    values (new.outlet_id,
            format('New order #%s from %s: %s',
              right(new.id::text, 6),
              coalesce(nullif(new.shipping_address ->> 'full_name', ''), 'a customer'),
              private.format_ugx(new.total_amount)),
            'success', new.id, new.created_at);
  end if;
  return null;
end
$$;

create trigger orders_announce_to_outlet after insert on public.orders
  for each row execute function private.announce_outlet_order();

create function private.announce_outlet_low_stock() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.stock <= new.min_stock and old.stock > old.min_stock then
    insert into public.outlet_notifications (outlet_id, message, type, outlet_product_id)
    select new.outlet_id,
           format('Low stock: %s has %s left (minimum %s)', p.name, new.stock, new.min_stock),
           'warning', new.id
      from public.products p where p.id = new.product_id;
  end if;
  return null;
end
$$;

create trigger outlet_products_announce_low_stock after update of stock, min_stock on public.outlet_products
  for each row execute function private.announce_outlet_low_stock();

alter publication supabase_realtime add table public.outlet_notifications;

-- Dashboard figures ---------------------------------------------------------------------------------

-- Today's (Kampala) orders of the reader's outlet, one row per status of the vocabulary, zeros included.
create view public.outlet_status_counts with (security_invoker = true) as
select s.status,
       count(o.id)::integer as orders
  from unnest(enum_range(null::public.order_status)) with ordinality as s(status, position)
  left join public.orders o
    on o.status = s.status
   and o.outlet_id = (select public.staff_outlet_id())
   and o.created_at >= private.local_period_start('day')
 group by s.status, s.position
 order by s.position;

-- Revenue per Kampala day of the reader's outlet for the last 30 days, days without orders included.
create view public.outlet_daily_revenue with (security_invoker = true) as
select (d.day_start at time zone 'Africa/Kampala')::date as day,
       count(o.id)::integer as orders,
       coalesce(sum(o.total_amount), 0)::numeric(14, 2) as revenue
  from generate_series(private.local_period_start('day', 29), private.local_period_start('day'), interval '1 day') as d(day_start)
  left join public.orders o
    on o.outlet_id = (select public.staff_outlet_id())
   and o.created_at >= d.day_start and o.created_at < d.day_start + interval '1 day' and o.status <> 'cancelled'
 group by d.day_start
 order by d.day_start;

revoke all on public.outlet_status_counts, public.outlet_daily_revenue from anon, authenticated;
grant select on public.outlet_status_counts, public.outlet_daily_revenue to authenticated;
