-- The admin's categories table: each category with how many products it holds (products withdrawn from
-- sale not counted) and when it was last changed. security_invoker: the reader's RLS applies.
create view public.category_overview with (security_invoker = true) as
select c.id, c.name, c.slug, c.description, c.image_url, c.created_at, c.updated_at,
       count(p.id)::integer as product_count
  from public.product_categories c
  left join public.products p on p.category_id = c.id and p.withdrawn_at is null
 group by c.id;

revoke all on public.category_overview from anon, authenticated;
grant select on public.category_overview to authenticated;
