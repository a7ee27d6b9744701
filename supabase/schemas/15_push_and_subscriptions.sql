-- Sign-ups for the shop's notices (blogs, campaigns) and the riders' push subscriptions; assigning a rider
-- posts to the `notifications` Edge Function through pg_net.

CREATE TABLE public.subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    email public.email_address NOT NULL,
    type public.subscription_type DEFAULT 'default'::public.subscription_type NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT subscriptions_pkey PRIMARY KEY (id)
);
CREATE INDEX subscriptions_created_at_idx ON public.subscriptions USING btree (created_at DESC);
CREATE UNIQUE INDEX subscriptions_email_type_key ON public.subscriptions USING btree (lower((email)::text), type);
ALTER TABLE public.subscriptions ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.subscriptions FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.subscriptions TO service_role;
GRANT SELECT,DELETE ON TABLE public.subscriptions TO authenticated;
GRANT INSERT (email, type) ON TABLE public.subscriptions TO anon, authenticated;

CREATE POLICY "Admins delete subscriptions" ON public.subscriptions FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins read the subscriptions" ON public.subscriptions FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Anyone signs up for launch notices" ON public.subscriptions FOR INSERT TO anon, authenticated WITH CHECK (true);

CREATE TABLE public.push_subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    endpoint text NOT NULL,
    p256dh text NOT NULL,
    auth text NOT NULL,
    user_agent text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT push_subscriptions_auth_check CHECK (((char_length(auth) >= 1) AND (char_length(auth) <= 100))),
    CONSTRAINT push_subscriptions_endpoint_check CHECK (((endpoint ~ '^https://'::text) AND (char_length(endpoint) <= 2000))),
    CONSTRAINT push_subscriptions_p256dh_check CHECK (((char_length(p256dh) >= 1) AND (char_length(p256dh) <= 200))),
    CONSTRAINT push_subscriptions_user_agent_check CHECK ((char_length(user_agent) <= 500)),
    CONSTRAINT push_subscriptions_endpoint_key UNIQUE (endpoint),
    CONSTRAINT push_subscriptions_pkey PRIMARY KEY (id),
    CONSTRAINT push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX push_subscriptions_user_idx ON public.push_subscriptions USING btree (user_id);
ALTER TABLE public.push_subscriptions ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.push_subscriptions IS 'Web Push endpoints per auth user. Written only by the notifications function (public https endpoints); users read and delete their own.';
REVOKE ALL ON TABLE public.push_subscriptions FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.push_subscriptions TO service_role;
GRANT SELECT,DELETE ON TABLE public.push_subscriptions TO authenticated;

CREATE POLICY "Users see their own push subscriptions" ON public.push_subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users unsubscribe their own browsers" ON public.push_subscriptions FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE TRIGGER push_subscriptions_touch_updated_at BEFORE UPDATE ON public.push_subscriptions FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE FUNCTION private.push_order_assignment() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.rider_id is null or new.status <> 'assigned' then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.rider_id is not distinct from new.rider_id and old.status = new.status then
    return null;
  end if;
  if not exists (select 1 from public.push_subscriptions s where s.user_id = new.rider_id) then
    return null;
  end if;
  perform private.post_dispatch('push_dispatch', jsonb_build_object(
      'type', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema,
      'record', jsonb_build_object('id', new.id, 'rider_id', new.rider_id, 'status', new.status),
      'old_record', case when tg_op = 'UPDATE'
                         then jsonb_build_object('id', old.id, 'rider_id', old.rider_id, 'status', old.status) end),
    5000);
  return null;
end
$$;

CREATE TRIGGER orders_push_assignment AFTER INSERT OR UPDATE OF rider_id, status ON public.orders FOR EACH ROW EXECUTE FUNCTION private.push_order_assignment();
