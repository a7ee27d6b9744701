-- The orders screen's search on a year of orders (issue 11: ≤ 150 ms with its count). Filtering the table
-- with `search_text ilike '%term%'` never used the trigram index for anyone but the table's owner: under
-- RLS a filter whose operator is not leakproof (ILIKE is not) must wait until the row has passed the
-- policy, so it is never an index condition, and every search read all the reader's orders (twice, for
-- the page and for its count). search_orders(patterns) finds the candidates through the index, then reads
-- applies the orders policy's rule to them.

-- The orders the caller may see whose search text contains one of the patterns (case-insensitive
-- substrings, taken literally: % _ and \ match themselves): what the orders screen lists and counts for a
-- search (PostgREST selects, filters, orders, ranges and counts over it as over the table, and embeds the
-- outlet and rider under their own RLS). It reads as the owner so that the index serves the patterns, and
-- so applies the orders policy's rule itself, term for term ("Customers see their own orders, riders those
-- assigned to them, staff their outlet's; admins all"); tests/orders-search.test.ts holds the two equal
-- for every kind of reader.
create function public.search_orders(patterns text[]) returns setof public.orders
language sql
stable
security definer
set search_path = ''
as $$
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
          or (select public.is_admin()))
$$;
comment on function public.search_orders(text[]) is
  'The caller''s orders (the orders policy''s rule) whose search text (short id, contact name, e-mail, phone) contains one of the patterns, case-insensitively.';

revoke all on function public.search_orders(text[]) from public, anon;
grant execute on function public.search_orders(text[]) to authenticated;
