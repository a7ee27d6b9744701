-- Transactional mail as an outbox: the mail to send is a row of `outgoing_mails`, written by a trigger in
-- the same transaction as the change it tells of, so a rolled-back change mails nothing and a committed
-- one cannot be missed. (order_id, kind) is unique: one receipt however often an order is marked paid.
-- The `transactional-mail` Edge Function claims rows with `for update skip locked` (claim_outgoing_mails)
-- and marks each sent or failed (a failed one is retried, at most 8 times); a claim expires after 10
-- minutes, the one case where a mail can go out twice, preferred to losing it. The database wakes the
-- sender after commit through pg_net, at the URL the function stores (configure_mail_dispatch).
-- Back in stock: a signed-in customer's request per product, mailed once when stock rises from 0.

CREATE TABLE public.back_in_stock_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    product_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    notified_at timestamp with time zone,
    CONSTRAINT back_in_stock_requests_pkey PRIMARY KEY (id),
    CONSTRAINT back_in_stock_requests_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE CASCADE,
    CONSTRAINT back_in_stock_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX back_in_stock_requests_one_open ON public.back_in_stock_requests USING btree (user_id, product_id) WHERE (notified_at IS NULL);
CREATE INDEX back_in_stock_requests_open_by_product ON public.back_in_stock_requests USING btree (product_id) WHERE (notified_at IS NULL);
ALTER TABLE public.back_in_stock_requests ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.back_in_stock_requests IS 'A customer''s "Notify me" on an out-of-stock product; done (notified_at) once the back-in-stock mail is queued.';
REVOKE ALL ON TABLE public.back_in_stock_requests FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.back_in_stock_requests TO service_role;
GRANT SELECT,DELETE ON TABLE public.back_in_stock_requests TO authenticated;
GRANT INSERT (product_id) ON TABLE public.back_in_stock_requests TO authenticated;

CREATE POLICY "customers ask for themselves" ON public.back_in_stock_requests FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (notified_at IS NULL)));

CREATE POLICY "customers see their own requests" ON public.back_in_stock_requests FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "customers withdraw their open requests" ON public.back_in_stock_requests FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (notified_at IS NULL)));

CREATE TABLE public.outgoing_mails (
    id bigint NOT NULL,
    kind text NOT NULL,
    recipient text NOT NULL,
    order_id uuid,
    request_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    claimed_at timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    sent_at timestamp with time zone,
    last_error text,
    user_id uuid,
    CONSTRAINT outgoing_mails_kind_check CHECK ((kind = ANY (ARRAY['order_confirmation'::text, 'payment_receipt'::text, 'out_for_delivery'::text, 'delivered'::text, 'back_in_stock'::text, 'order_cancelled'::text, 'welcome'::text]))),
    CONSTRAINT outgoing_mails_last_error_check CHECK ((char_length(last_error) <= 1000)),
    CONSTRAINT outgoing_mails_recipient_check CHECK (((char_length(recipient) >= 3) AND (char_length(recipient) <= 320))),
    CONSTRAINT outgoing_mails_subject CHECK (((num_nonnulls(order_id, request_id, user_id) = 1) AND ((kind = 'back_in_stock'::text) = (request_id IS NOT NULL)) AND ((kind = 'welcome'::text) = (user_id IS NOT NULL)) AND ((kind <> ALL (ARRAY['back_in_stock'::text, 'welcome'::text])) = (order_id IS NOT NULL)))),
    CONSTRAINT outgoing_mails_once_per_account UNIQUE (user_id, kind),
    CONSTRAINT outgoing_mails_once_per_order UNIQUE (order_id, kind),
    CONSTRAINT outgoing_mails_once_per_request UNIQUE (request_id),
    CONSTRAINT outgoing_mails_pkey PRIMARY KEY (id),
    CONSTRAINT outgoing_mails_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE,
    CONSTRAINT outgoing_mails_request_id_fkey FOREIGN KEY (request_id) REFERENCES public.back_in_stock_requests(id) ON DELETE CASCADE,
    CONSTRAINT outgoing_mails_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
ALTER TABLE public.outgoing_mails ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.outgoing_mails_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
CREATE INDEX outgoing_mails_waiting ON public.outgoing_mails USING btree (id) WHERE (sent_at IS NULL);
ALTER TABLE public.outgoing_mails ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE public.outgoing_mails IS 'Outbox of transactional mail, written by triggers with the change they tell of; sent by the transactional-mail function. No browser access.';
COMMENT ON COLUMN public.outgoing_mails.user_id IS 'The account a welcome mail is for (kind welcome only).';
REVOKE ALL ON TABLE public.outgoing_mails FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.outgoing_mails TO service_role;
GRANT ALL ON SEQUENCE public.outgoing_mails_id_seq TO anon, authenticated, service_role;

-- Where a customer's mail goes: the account's address (the one they sign in with).
CREATE FUNCTION private.customer_email(user_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(u.email::text, a.email::text)
    from auth.users a left join public.users u on u.id = a.id
   where a.id = customer_email.user_id
$$;
REVOKE ALL ON FUNCTION private.customer_email(user_id uuid) FROM PUBLIC;

CREATE FUNCTION private.queue_order_mail(order_id uuid, user_id uuid, kind text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  address text := private.customer_email(user_id);
begin
  if address is null then
    return;
  end if;
  insert into public.outgoing_mails (kind, recipient, order_id)
  values (queue_order_mail.kind, address, queue_order_mail.order_id)
  on conflict on constraint outgoing_mails_once_per_order do nothing;
end
$$;
REVOKE ALL ON FUNCTION private.queue_order_mail(order_id uuid, user_id uuid, kind text) FROM PUBLIC;

-- Placed; paid (also a payment that arrives after a cancellation: the customer's receipt for the money
-- to be refunded); cancelled, by whoever (the customer, an admin, its rider, the unpaid-order release);
-- picked up by its rider (out for delivery); delivered. Each once per order.
CREATE FUNCTION private.queue_order_mails() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.user_id is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.queue_order_mail(new.id, new.user_id, 'order_confirmation');
  end if;
  if new.payment_status = 'paid' and (tg_op = 'INSERT' or old.payment_status is distinct from 'paid') then
    perform private.queue_order_mail(new.id, new.user_id, 'payment_receipt');
  end if;
  if new.status = 'cancelled' and tg_op = 'UPDATE' and old.status <> 'cancelled' then
    perform private.queue_order_mail(new.id, new.user_id, 'order_cancelled');
  end if;
  if new.status = 'picked_up' and (tg_op = 'INSERT' or old.status <> 'picked_up') then
    perform private.queue_order_mail(new.id, new.user_id, 'out_for_delivery');
  end if;
  if new.status = 'delivered' and (tg_op = 'INSERT' or old.status <> 'delivered') then
    perform private.queue_order_mail(new.id, new.user_id, 'delivered');
  end if;
  return null;
end
$$;
REVOKE ALL ON FUNCTION private.queue_order_mails() FROM PUBLIC;

CREATE TRIGGER orders_queue_mails AFTER INSERT OR UPDATE OF status, payment_status ON public.orders FOR EACH ROW EXECUTE FUNCTION private.queue_order_mails();

-- Stock back above 0: each open request gets its mail and is done, in the restock's transaction.
CREATE FUNCTION private.queue_back_in_stock_mails() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.stock <= 0 or old.stock > 0 then
    return null;
  end if;
  with done as (
    update public.back_in_stock_requests r
       set notified_at = now()
     where r.product_id = new.id and r.notified_at is null
    returning r.id, r.user_id
  )
  insert into public.outgoing_mails (kind, recipient, request_id)
  select 'back_in_stock', private.customer_email(done.user_id), done.id
    from done
   where private.customer_email(done.user_id) is not null
  on conflict on constraint outgoing_mails_once_per_request do nothing;
  return null;
end
$$;
REVOKE ALL ON FUNCTION private.queue_back_in_stock_mails() FROM PUBLIC;

CREATE TRIGGER products_queue_back_in_stock_mails AFTER UPDATE OF stock ON public.products FOR EACH ROW EXECUTE FUNCTION private.queue_back_in_stock_mails();

-- A function's dispatch hook, the `<key>` setting {url, secret}: where the database posts to wake an Edge
-- Function, as a Database Webhook does (the rider's push and the mail sender). The URL is stored by the
-- function itself (only the functions know the project's URL), the secret made here once.
CREATE FUNCTION private.configure_dispatch(key text, url text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into private.function_settings as s (key, value)
  values (configure_dispatch.key, jsonb_build_object(
    'url', configure_dispatch.url,
    'secret', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')))
  on conflict (key) do update
    set value = jsonb_set(s.value, '{url}', excluded.value -> 'url')
    where s.value ->> 'url' is distinct from excluded.value ->> 'url'
$$;
REVOKE ALL ON FUNCTION private.configure_dispatch(key text, url text) FROM PUBLIC;

-- The rider's push through the same dispatch hook (configure_dispatch).
CREATE FUNCTION public.configure_push_dispatch(url text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.configure_dispatch('push_dispatch', url)
$$;
REVOKE ALL ON FUNCTION public.configure_push_dispatch(text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.configure_push_dispatch(url text) TO service_role;

-- Posts `body` to the hook's URL with its secret (after commit, in the background); nothing where the hook
-- is not stored yet or pg_net is missing.
CREATE FUNCTION private.post_dispatch(key text, body jsonb, timeout_milliseconds integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  hook jsonb;
begin
  select s.value into hook from private.function_settings s where s.key = post_dispatch.key;
  if hook is null or to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return;
  end if;
  perform net.http_post(
    url := hook ->> 'url',
    body := post_dispatch.body,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', hook ->> 'secret'),
    timeout_milliseconds := post_dispatch.timeout_milliseconds
  );
end
$$;
REVOKE ALL ON FUNCTION private.post_dispatch(key text, body jsonb, timeout_milliseconds integer) FROM PUBLIC;

-- The wake-up: one post per statement that queued mail (a restock with many requests posts once).
CREATE FUNCTION private.wake_mail_sender() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.post_dispatch('mail_dispatch',
    jsonb_build_object('type', 'INSERT', 'table', 'outgoing_mails', 'schema', 'public'), 30000)
$$;
REVOKE ALL ON FUNCTION private.wake_mail_sender() FROM PUBLIC;

CREATE FUNCTION private.outgoing_mails_queued() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.wake_mail_sender();
  return null;
end
$$;
REVOKE ALL ON FUNCTION private.outgoing_mails_queued() FROM PUBLIC;

CREATE TRIGGER outgoing_mails_wake_sender AFTER INSERT ON public.outgoing_mails FOR EACH STATEMENT EXECUTE FUNCTION private.outgoing_mails_queued();

-- Every minute while mail waits, where the project has pg_cron.
CREATE FUNCTION private.retry_waiting_mails() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if exists (select 1 from public.outgoing_mails m
              where m.sent_at is null and m.attempts < 8
                and (m.claimed_at is null or m.claimed_at < now() - interval '10 minutes')) then
    perform private.wake_mail_sender();
  end if;
end
$$;
REVOKE ALL ON FUNCTION private.retry_waiting_mails() FROM PUBLIC;

CREATE FUNCTION public.configure_mail_dispatch(url text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.configure_dispatch('mail_dispatch', url)
$$;
REVOKE ALL ON FUNCTION public.configure_mail_dispatch(text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.configure_mail_dispatch(url text) TO service_role;

-- The sender takes up to `max_mails` waiting rows no other sender holds (skip locked), oldest first.
CREATE FUNCTION public.claim_outgoing_mails(max_mails integer DEFAULT 20) RETURNS SETOF public.outgoing_mails
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.outgoing_mails m
     set claimed_at = now(), attempts = m.attempts + 1
   where m.id in (
     select w.id from public.outgoing_mails w
      where w.sent_at is null and w.attempts < 8
        and (w.claimed_at is null or w.claimed_at < now() - interval '10 minutes')
      order by w.id
      limit least(greatest(max_mails, 1), 100)
      for update skip locked)
  returning m.*
$$;
REVOKE ALL ON FUNCTION public.claim_outgoing_mails(integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.claim_outgoing_mails(max_mails integer) TO service_role;

-- After the provider's answer: sent, or released for a later attempt with the reason.
CREATE FUNCTION public.finish_outgoing_mail(mail_id bigint, error text DEFAULT NULL::text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.outgoing_mails m
     set sent_at = case when finish_outgoing_mail.error is null then now() end,
         claimed_at = null,
         last_error = left(finish_outgoing_mail.error, 1000)
   where m.id = finish_outgoing_mail.mail_id and m.sent_at is null
$$;
REVOKE ALL ON FUNCTION public.finish_outgoing_mail(bigint, text) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.finish_outgoing_mail(mail_id bigint, error text) TO service_role;

CREATE FUNCTION private.queue_welcome_mail() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.email_confirmed_at is null or new.email is null
     or (tg_op = 'UPDATE' and old.email_confirmed_at is not null) then
    return null;
  end if;
  -- Confirmed just now, by Auth; not an account loaded with a confirmation long past (the seed, an import).
  if new.email_confirmed_at < now() - interval '1 hour' then
    return null;
  end if;
  -- Customers only: a rider's sign-up makes a delivery_riders row instead.
  if not exists (select 1 from public.users u where u.id = new.id) then
    return null;
  end if;
  insert into public.outgoing_mails (kind, recipient, user_id)
  values ('welcome', new.email, new.id)
  on conflict on constraint outgoing_mails_once_per_account do nothing;
  return null;
end
$$;
REVOKE ALL ON FUNCTION private.queue_welcome_mail() FROM PUBLIC;

-- Named to fire after on_auth_user_created (triggers of one event fire in name order), which makes the
-- profile this looks for.
CREATE TRIGGER on_auth_user_welcome_mail AFTER INSERT OR UPDATE OF email_confirmed_at ON auth.users FOR EACH ROW EXECUTE FUNCTION private.queue_welcome_mail();
