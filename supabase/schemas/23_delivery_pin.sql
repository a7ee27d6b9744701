-- The delivery code: four digits the customer gives the rider at the door, so an order is handed to the
-- person who ordered it (or whoever they told). Issued when the order is picked up, shown on the
-- customer's order page and in the "on its way" SMS; the rider enters it to complete the delivery
-- (complete_delivery_with_code). The photo (complete_delivery) stays for a customer who cannot give it,
-- and the order records which was used (orders.delivery_proof).
--
-- The code is kept where no API role reads it (private.delivery_codes): the rider, who must prove they
-- met the customer, never sees it; public.delivery_code() answers it to the order's customer, its
-- outlet's staff and admins only. Wrong codes are counted on the order (delivery_code_failures, under the
-- order's row lock); at 5 the code is locked and only a photo completes the delivery. A wrong code is
-- answered, not raised, since raising would roll back the count. Each attempt carries the rider's
-- request id, so a replayed attempt counts once and is answered as the first time.

create table private.delivery_codes (
    order_id uuid not null,
    code text not null,
    issued_at timestamp with time zone default now() not null,
    constraint delivery_codes_code_check check ((code ~ '^[0-9]{4}$'::text)),
    constraint delivery_codes_pkey primary key (order_id),
    constraint delivery_codes_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade
);
alter table private.delivery_codes enable row level security;
comment on table private.delivery_codes is 'Each order''s delivery code, issued at pickup; read only through public.delivery_code().';

create table private.delivery_code_attempts (
    caller uuid not null,
    request_id uuid not null,
    order_id uuid not null,
    refusal text,
    tries_left integer not null,
    attempted_at timestamp with time zone default now() not null,
    constraint delivery_code_attempts_refusal_check check ((refusal = any (array['KM109'::text, 'KM110'::text]))),
    constraint delivery_code_attempts_pkey primary key (caller, request_id),
    constraint delivery_code_attempts_order_id_fkey foreign key (order_id) references public.orders(id) on delete cascade
);
create index delivery_code_attempts_order_idx on private.delivery_code_attempts using btree (order_id);
alter table private.delivery_code_attempts enable row level security;
comment on table private.delivery_code_attempts is 'What each rider request to complete with a code came to (refusal null: delivered), answered again on a replay.';

-- Wrong codes before the code locks.
create function private.delivery_code_tries() returns integer
language sql
immutable
set search_path = ''
as $$
  select 5
$$;
revoke all on function private.delivery_code_tries() from public;

-- The order's code, issued the first time it is asked for. Four digits from the strong random source
-- gen_random_uuid() draws on (random() is predictable from its earlier output).
create function private.issue_delivery_code(order_id uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  issued text;
begin
  insert into private.delivery_codes (order_id, code)
  values (issue_delivery_code.order_id,
          lpad((('x' || lpad(left(replace(gen_random_uuid()::text, '-', ''), 8), 16, '0'))::bit(64)::bigint % 10000)::text,
               4, '0'))
  on conflict on constraint delivery_codes_pkey do nothing;
  select c.code into issued from private.delivery_codes c where c.order_id = issue_delivery_code.order_id;
  return issued;
end
$$;
revoke all on function private.issue_delivery_code(uuid) from public;

create function private.issue_delivery_code_at_pickup() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.issue_delivery_code(new.id);
  return null;
end
$$;
revoke all on function private.issue_delivery_code_at_pickup() from public;

create trigger orders_issue_delivery_code after insert or update of status on public.orders for each row when ((new.status = 'picked_up'::public.order_status)) execute function private.issue_delivery_code_at_pickup();

-- The code while the order is out for delivery, to its customer, its outlet's staff and admins; null to
-- anyone else (its rider included) and at any other time.
create function public.delivery_code(order_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select c.code
    from private.delivery_codes c
    join public.orders o on o.id = c.order_id
   where c.order_id = delivery_code.order_id
     and o.status = 'picked_up'
     and coalesce(o.user_id = (select auth.uid())
                  or o.outlet_id = (select public.staff_outlet_id())
                  or (select public.is_admin()), false)
$$;
revoke all on function public.delivery_code(uuid) from public, anon, authenticated, service_role;
grant execute on function public.delivery_code(order_id uuid) to authenticated, service_role;

-- The assigned rider completes the delivery with the code the customer gave. Answers the order's status
-- and, when the code was not taken, the refusal's code (KM109 wrong, with the tries left; KM110 locked by
-- this attempt). A locked code, a code that is not four digits, an order not on the road or not the
-- rider's are raised as usual: nothing is counted for them.
create function public.complete_delivery_with_code(order_id uuid, code text, request_id uuid default null)
returns table (status public.order_status, refusal text, tries_left integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  rider uuid := (select auth.uid());
  o public.orders := private.lock_order_for(complete_delivery_with_code.order_id, rider);
  answered private.delivery_code_attempts;
begin
  select * into answered from private.delivery_code_attempts a
   where a.caller = rider and a.request_id = complete_delivery_with_code.request_id and a.order_id = o.id;
  if found then
    return query select o.status, answered.refusal, answered.tries_left;
    return;
  end if;
  if not coalesce(o.rider_id = rider, false) then
    raise exception 'Only the rider assigned to this order can complete its delivery with a code' using errcode = '42501';
  end if;
  if o.status <> 'picked_up' then
    perform private.refuse_transition(o, 'complete_delivery_with_code');
  end if;
  if coalesce(btrim(complete_delivery_with_code.code), '') !~ '^[0-9]{4}$' then
    raise exception 'The delivery code is four digits' using errcode = 'KM111';
  end if;
  if o.delivery_code_locked_at is not null then
    raise exception 'The delivery code is locked after too many wrong tries' using errcode = 'KM110',
      hint = 'Take a photo of the delivery instead.';
  end if;

  if btrim(complete_delivery_with_code.code) = private.issue_delivery_code(o.id) then
    o := private.deliver(o, 'code');
    refusal := null;
  else
    update public.orders
       set delivery_code_failures = delivery_code_failures + 1,
           delivery_code_locked_at = case when delivery_code_failures + 1 >= private.delivery_code_tries() then now() end
     where id = o.id
    returning * into o;
    if o.delivery_code_locked_at is null then
      refusal := 'KM109';
    else
      refusal := 'KM110';
      perform private.notify_admins(
        format('Order #%s: delivery code locked after %s wrong tries. The rider must complete it with a photo.',
          private.short_id(o.id), o.delivery_code_failures),
        'warning', o.id);
    end if;
  end if;
  status := o.status;
  tries_left := greatest(private.delivery_code_tries() - o.delivery_code_failures, 0);
  if complete_delivery_with_code.request_id is not null then
    insert into private.delivery_code_attempts (caller, request_id, order_id, refusal, tries_left)
    values (rider, complete_delivery_with_code.request_id, o.id, refusal, tries_left);
  end if;
  return next;
end
$$;
revoke all on function public.complete_delivery_with_code(uuid, text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.complete_delivery_with_code(order_id uuid, code text, request_id uuid) to authenticated, service_role;
