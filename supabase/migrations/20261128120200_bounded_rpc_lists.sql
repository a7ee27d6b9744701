-- Every list a function callable from the API takes is bounded, and refused at once beyond its bound.
-- One call of search_orders with 6,000 patterns (90 KB) ran 4.5 s and held back other requests: its
-- patterns are now at most 10, of at most 254 characters each (the orders screen sends one or two, and
-- an e-mail address is at most 254 characters). quote_order's and place_order's items are bounded by
-- private.parse_order_items (at most 50, KM002). tests/bounded-lists.test.ts lists every such function.
--
-- And the roles the API runs as get hosted Supabase's statement timeouts (anon 3 s, authenticated 8 s),
-- so a statement that still runs long is cancelled instead of holding a connection. PostgREST applies a
-- role's settings to each request it runs as that role; the local stand-in does the same
-- (local/src/db/request-settings.ts).

-- Refuses `list` (named `argument` in the message) with KM901 when it holds more than `max_items` items
-- or an item longer than `max_length` characters; checked before the caller does any work.
create function private.bound_list(list text[], argument text, max_items integer, max_length integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(cardinality(list), 0) > max_items
     or exists (select 1 from unnest(list) as item where char_length(item) > max_length) then
    raise exception '% takes at most % items of at most % characters each', argument, max_items, max_length
      using errcode = 'KM901',
            detail = jsonb_build_object('argument', argument, 'max_items', max_items, 'max_length', max_length)::text;
  end if;
end
$$;
revoke all on function private.bound_list(text[], text, integer, integer) from public, anon, authenticated;

-- The orders the caller may see whose search text contains one of the patterns (as 20261126125100, now
-- with its patterns bounded first).
create or replace function public.search_orders(patterns text[]) returns setof public.orders
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.bound_list(search_orders.patterns, 'patterns', 10, 254);
  return query
  select o.*
    from public.orders o
   where o.id in (
           select m.id
             from unnest(search_orders.patterns) as p(pattern)
             cross join lateral (
               select x.id from public.orders x
                where x.search_text ilike '%' || replace(replace(replace(p.pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%'
             ) m
            where p.pattern <> '')
     and (o.user_id = (select auth.uid())
          or o.rider_id = (select auth.uid())
          or o.outlet_id = (select public.staff_outlet_id())
          or (select public.is_admin()));
end
$$;
comment on function public.search_orders(text[]) is
  'The caller''s orders (the orders policy''s rule) whose search text (number, id, contact name, e-mail, phone) contains one of the patterns (at most 10, of at most 254 characters: KM901), case-insensitively.';
revoke all on function public.search_orders(text[]) from public, anon;
grant execute on function public.search_orders(text[]) to authenticated;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
