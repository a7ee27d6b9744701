-- Request limits the Edge Functions keep in the database, so that every worker of every instance counts
-- the same requests. Fixed windows: `take_rate_limit(key, max, window_seconds)` counts one request for
-- `key` in the current window and answers 0 when it is allowed, else the seconds until the window ends.
-- Only the service role (the functions) may call it; nothing here is readable through the API.

CREATE TABLE private.rate_limit_windows (
    key text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    hits integer DEFAULT 0 NOT NULL,
    CONSTRAINT rate_limit_windows_key_check CHECK (((char_length(key) >= 1) AND (char_length(key) <= 200))),
    CONSTRAINT rate_limit_windows_pkey PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_windows_start_idx ON private.rate_limit_windows USING btree (window_start);
ALTER TABLE private.rate_limit_windows ENABLE ROW LEVEL SECURITY;
COMMENT ON TABLE private.rate_limit_windows IS 'Requests per key and window for take_rate_limit (the geocode function''s per-user or per-address limit).';

CREATE FUNCTION public.take_rate_limit(key text, max_hits integer, window_seconds integer) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  started timestamptz;
  counted integer;
begin
  -- The functions pass sane values; out-of-range ones are clamped rather than refused.
  window_seconds := greatest(coalesce(window_seconds, 60), 1);
  max_hits := greatest(coalesce(max_hits, 1), 1);
  take_rate_limit.key := coalesce(nullif(take_rate_limit.key, ''), 'unknown');
  started := to_timestamp(floor(extract(epoch from clock_timestamp()) / window_seconds) * window_seconds);
  insert into private.rate_limit_windows as w (key, window_start, hits)
  values (left(take_rate_limit.key, 200), started, 1)
  on conflict (key, window_start) do update set hits = w.hits + 1
  returning w.hits into counted;
  -- Old windows go now and then (about one call in a hundred), so the table stays small.
  if random() < 0.01 then
    delete from private.rate_limit_windows where window_start < clock_timestamp() - make_interval(secs => 2 * window_seconds);
  end if;
  if counted <= max_hits then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from started + make_interval(secs => window_seconds) - clock_timestamp()))::integer);
end
$$;
COMMENT ON FUNCTION public.take_rate_limit(key text, max_hits integer, window_seconds integer) IS 'Counts one request for key in the current fixed window; 0 when allowed, else seconds to wait. Service role only.';
REVOKE ALL ON FUNCTION public.take_rate_limit(text, integer, integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT EXECUTE ON FUNCTION public.take_rate_limit(key text, max_hits integer, window_seconds integer) TO service_role;
