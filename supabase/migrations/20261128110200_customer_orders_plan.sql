-- A customer's order list, orders with their lines (`orders?select=*,order_items(*)`: a lateral subquery
-- per order), took ~200 ms on PostgreSQL for a query that runs in ~10 ms: JIT compiled it on every call.
-- Under row-level security the planner cannot know who is asking (auth.uid() and is_admin() are values of
-- the request), so the orders policy ("the customer's own, or the rider's, or the outlet's, or an
-- admin's") is estimated to keep half the table; and the lines' policy, `order_id in (select id from
-- orders)`, was costed as a scan of every visible order once per order. Estimated at hundreds of millions,
-- the query crossed every JIT threshold.

-- 1. The lines' policy asks for its one order by key (the same rows: the orders policy still applies
--    inside), an index lookup per line instead of a scan of the orders per order.
alter policy "Order lines are visible with their order" on public.order_items
  using (exists (select 1 from public.orders o where o.id = order_items.order_id));

-- 2. No JIT for the API's roles. Their queries are small and many; JIT pays only for long analytical
--    scans, and with policies whose estimates cannot be honest it is set off by the estimate, not by the
--    work. PostgREST applies a role's settings to every request made as that role (impersonated role
--    settings), and the stand-in does the same (supabase/local/src/db/request-settings.ts). A hosted
--    project's `postgres` role may set them: Supabase documents `alter role authenticated set
--    statement_timeout = …` for it.
alter role anon set jit = off;
alter role authenticated set jit = off;
alter role service_role set jit = off;
notify pgrst, 'reload config';
