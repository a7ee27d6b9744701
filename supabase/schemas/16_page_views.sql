-- Page views, our own analytics: anyone may record one, admins read them.

CREATE TABLE public.page_views (
    id bigint NOT NULL,
    path text NOT NULL,
    referrer text,
    session_id text,
    user_agent text,
    user_id uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT page_views_path_check CHECK (((path ~ '^/'::text) AND (char_length(path) <= 2048))),
    CONSTRAINT page_views_referrer_check CHECK ((char_length(referrer) <= 2048)),
    CONSTRAINT page_views_session_id_check CHECK ((char_length(session_id) <= 64)),
    CONSTRAINT page_views_user_agent_check CHECK ((char_length(user_agent) <= 512)),
    CONSTRAINT page_views_pkey PRIMARY KEY (id),
    CONSTRAINT page_views_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL
);
ALTER TABLE public.page_views ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.page_views_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE INDEX page_views_created_at_idx ON public.page_views USING btree (created_at DESC);
CREATE INDEX page_views_path_idx ON public.page_views USING btree (path, created_at DESC);
ALTER TABLE public.page_views ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.page_views FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.page_views TO service_role;
GRANT SELECT ON TABLE public.page_views TO authenticated;
GRANT ALL ON SEQUENCE public.page_views_id_seq TO anon, authenticated, service_role;
GRANT INSERT (path, referrer, session_id, user_agent) ON TABLE public.page_views TO anon, authenticated;

CREATE POLICY "Admins read page views" ON public.page_views FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Anyone reports a page view" ON public.page_views FOR INSERT TO anon, authenticated WITH CHECK ((NOT (user_id IS DISTINCT FROM ( SELECT auth.uid() AS uid))));
