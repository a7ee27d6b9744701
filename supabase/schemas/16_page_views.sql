-- Page views, our own analytics: anyone may record one, admins read them.

create table public.page_views (
    id bigint not null,
    path text not null,
    referrer text,
    session_id text,
    user_agent text,
    user_id uuid default auth.uid(),
    created_at timestamp with time zone default now() not null,
    constraint page_views_path_check check (((path ~ '^/'::text) and (char_length(path) <= 2048))),
    constraint page_views_referrer_check check ((char_length(referrer) <= 2048)),
    constraint page_views_session_id_check check ((char_length(session_id) <= 64)),
    constraint page_views_user_agent_check check ((char_length(user_agent) <= 512)),
    constraint page_views_pkey primary key (id),
    constraint page_views_user_id_fkey foreign key (user_id) references auth.users(id) on delete set null
);
alter table public.page_views alter column id add generated always as identity (
    sequence name public.page_views_id_seq
    start with 1
    increment by 1
    no minvalue
    no maxvalue
    cache 1
);
create index page_views_created_at_idx on public.page_views using btree (created_at desc);
create index page_views_path_idx on public.page_views using btree (path, created_at desc);
alter table public.page_views enable row level security;
revoke all on table public.page_views from anon, authenticated, service_role;
grant all on table public.page_views to service_role;
grant select on table public.page_views to authenticated;
grant all on sequence public.page_views_id_seq to anon, authenticated, service_role;
grant insert (path, referrer, session_id, user_agent) on table public.page_views to anon, authenticated;

create policy "Admins read page views" on public.page_views for select to authenticated
  using ((select public.is_admin()));

create policy "Anyone reports a page view" on public.page_views for insert to anon, authenticated
  with check (user_id is not distinct from (select auth.uid()));
