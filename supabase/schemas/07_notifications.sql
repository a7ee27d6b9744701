-- What the admins and each outlet's staff are told: written only by the database.

CREATE TABLE public.admin_notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    message text NOT NULL,
    type public.notification_type DEFAULT 'other'::public.notification_type NOT NULL,
    read boolean DEFAULT false NOT NULL,
    order_id uuid,
    product_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT admin_notifications_message_check CHECK (((char_length(message) >= 1) AND (char_length(message) <= 500))),
    CONSTRAINT admin_notifications_pkey PRIMARY KEY (id)
);
CREATE INDEX admin_notifications_created_at_idx ON public.admin_notifications USING btree (created_at DESC);
CREATE INDEX admin_notifications_order_idx ON public.admin_notifications USING btree (order_id);
CREATE INDEX admin_notifications_product_idx ON public.admin_notifications USING btree (product_id);
CREATE INDEX admin_notifications_unread_idx ON public.admin_notifications USING btree (created_at DESC) WHERE (NOT read);
ALTER TABLE public.admin_notifications ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.admin_notifications IS 'Admin alerts. order_id/product_id link to what the alert is about (foreign keys added with those tables).';
REVOKE ALL ON TABLE public.admin_notifications FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.admin_notifications TO service_role;
GRANT SELECT,DELETE ON TABLE public.admin_notifications TO authenticated;
GRANT UPDATE (read) ON TABLE public.admin_notifications TO authenticated;

CREATE POLICY "Admins delete notifications" ON public.admin_notifications FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins mark notifications read" ON public.admin_notifications FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "Admins read notifications" ON public.admin_notifications FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE FUNCTION private.notify_admins(message text, type public.notification_type DEFAULT 'other'::public.notification_type, order_id uuid DEFAULT NULL::uuid, product_id uuid DEFAULT NULL::uuid, created_at timestamp with time zone DEFAULT now()) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.admin_notifications (message, type, order_id, product_id, created_at)
  values (message, type, order_id, product_id, created_at)
$$;

CREATE TABLE public.outlet_notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    outlet_id uuid NOT NULL,
    message text NOT NULL,
    type public.notification_type DEFAULT 'other'::public.notification_type NOT NULL,
    read boolean DEFAULT false NOT NULL,
    order_id uuid,
    outlet_product_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT outlet_notifications_message_check CHECK (((char_length(message) >= 1) AND (char_length(message) <= 500))),
    CONSTRAINT outlet_notifications_pkey PRIMARY KEY (id),
    CONSTRAINT outlet_notifications_outlet_id_fkey FOREIGN KEY (outlet_id) REFERENCES public.outlets(id) ON DELETE CASCADE
);
CREATE INDEX outlet_notifications_order_idx ON public.outlet_notifications USING btree (order_id);
CREATE INDEX outlet_notifications_outlet_idx ON public.outlet_notifications USING btree (outlet_id, created_at DESC);
CREATE INDEX outlet_notifications_product_idx ON public.outlet_notifications USING btree (outlet_product_id);
ALTER TABLE public.outlet_notifications ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.outlet_notifications IS 'An outlet''s bell: its new orders and its products at or below their minimum. Read state is the outlet''s.';
REVOKE ALL ON TABLE public.outlet_notifications FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.outlet_notifications TO service_role;
GRANT SELECT ON TABLE public.outlet_notifications TO authenticated;
GRANT UPDATE (read) ON TABLE public.outlet_notifications TO authenticated;

CREATE POLICY "Admins and the outlet's staff read its notifications" ON public.outlet_notifications FOR SELECT TO authenticated USING ((( SELECT public.is_admin() AS is_admin) OR (outlet_id = ( SELECT public.staff_outlet_id() AS staff_outlet_id))));

CREATE POLICY "The outlet's staff mark its notifications read" ON public.outlet_notifications FOR UPDATE TO authenticated USING ((outlet_id = ( SELECT public.staff_outlet_id() AS staff_outlet_id))) WITH CHECK ((outlet_id = ( SELECT public.staff_outlet_id() AS staff_outlet_id)));
