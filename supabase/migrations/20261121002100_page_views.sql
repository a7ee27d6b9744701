-- Our own analytics: one row per page view, sent by the shell on each route change. Anyone may add a
-- row with a path, a referrer and a session id (bounded in size); the signed-in user, if any, and the
-- time are filled in by the database. Nobody but admins reads them.

create table public.page_views (
  id bigint generated always as identity primary key,
  path text not null check (path ~ '^/' and char_length(path) <= 2048),
  referrer text check (char_length(referrer) <= 2048),
  session_id text check (char_length(session_id) <= 64),
  user_agent text check (char_length(user_agent) <= 512),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index page_views_created_at_idx on public.page_views (created_at desc);
create index page_views_path_idx on public.page_views (path, created_at desc);

alter table public.page_views enable row level security;
revoke all on public.page_views from anon, authenticated;
grant insert (path, referrer, session_id, user_agent) on public.page_views to anon, authenticated;
grant select on public.page_views to authenticated;

create policy "Anyone reports a page view" on public.page_views for insert to anon, authenticated
  with check (user_id is not distinct from (select auth.uid()));
create policy "Admins read page views" on public.page_views for select to authenticated
  using ((select public.is_admin()));
