-- A rider is `delivering` only while they carry a picked-up order, and only the order transitions say so
-- (private.refresh_rider_status, run by confirm_pickup, complete_delivery and the cancellations). Through
-- the API nobody (the rider, nor an admin) sets `delivering` or moves a rider out of it: a rider who could
-- call themselves delivering would drop out of assignment at will, and one who could leave it mid-delivery
-- would look free to the dispatcher while carrying goods. Online and offline stay the rider's own choice.
-- The transitions are security definer functions, so they run as the table owner and pass this guard.

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

create trigger delivery_riders_delivering_by_transitions before update on public.delivery_riders
  for each row execute function private.guard_rider_delivering_status();
