-- The admin's customers: every customer (a profile that is not an admin's, as the dashboard's Total
-- Customers counts them) with their phone, e-mail and what they bought. Figures come from their orders:
-- an order counts unless it was cancelled; what a customer spent is what they paid for (paid online, or
-- cash handed over at delivery), so an order still waiting for its payment or cancelled and refunded adds
-- nothing; their last order is the latest one that counts.

create function public.admin_customers(patterns text[] default '{}'::text[], customer_id uuid default null)
returns table (
  id uuid,
  full_name text,
  email text,
  phone text,
  joined_at timestamp with time zone,
  orders integer,
  total_spent numeric,
  last_order_at timestamp with time zone
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only an admin can see the customers' using errcode = '42501';
  end if;
  perform private.bound_list(admin_customers.patterns, 'patterns', 10, 254);
  return query
  select u.id, u.full_name, u.email::text, u.phone, u.created_at,
         coalesce(f.orders, 0)::integer, coalesce(f.total_spent, 0)::numeric(14, 2), f.last_order_at
    from public.users u
    left join lateral (
      select count(*) as orders,
             sum(o.total_amount) filter (where o.payment_status = 'paid' or o.status = 'delivered') as total_spent,
             max(o.created_at) as last_order_at
        from public.orders o
       where o.user_id = u.id and o.status <> 'cancelled'
    ) f on true
   where not u.is_admin
     and (admin_customers.customer_id is null or u.id = admin_customers.customer_id)
     and (coalesce(cardinality(admin_customers.patterns), 0) = 0
          or exists (
            select 1
              from unnest(admin_customers.patterns) as p(pattern)
             where p.pattern <> ''
               -- The phone's digits too: "772481530" finds +256772481530.
               and concat_ws(' ', u.full_name, u.email, u.phone, regexp_replace(u.phone, '\D', '', 'g'))
                   ilike '%' || replace(replace(replace(p.pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%'));
end
$$;
comment on function public.admin_customers(patterns text[], customer_id uuid) is 'Admins: customers (not admins) with their orders (not cancelled), total spent (paid or delivered, not cancelled) and last order; those whose name, e-mail, phone or phone digits contain one of the patterns (at most 10 of at most 254 characters: KM901), case-insensitively; or the one customer_id.';
revoke all on function public.admin_customers(text[], uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_customers(patterns text[], customer_id uuid) to authenticated, service_role;
