-- Request limits the Edge Functions keep in the database, so that every worker of every instance counts
-- the same requests. Fixed windows: `take_rate_limit(key, max, window_seconds)` counts one request for
-- `key` in the current window and answers 0 when it is allowed, else the seconds until the window ends.
-- Only the service role (the functions) may call it; nothing here is readable through the API.

create table private.rate_limit_windows (
    key text not null,
    window_start timestamp with time zone not null,
    hits integer default 0 not null,
    constraint rate_limit_windows_key_check check (((char_length(key) >= 1) and (char_length(key) <= 200))),
    constraint rate_limit_windows_pkey primary key (key, window_start)
);
create index rate_limit_windows_start_idx on private.rate_limit_windows using btree (window_start);
alter table private.rate_limit_windows enable row level security;
comment on table private.rate_limit_windows is 'Requests per key and window for take_rate_limit (the geocode function''s per-user or per-address limit).';

create function public.take_rate_limit(key text, max_hits integer, window_seconds integer) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
comment on function public.take_rate_limit(key text, max_hits integer, window_seconds integer) is 'Counts one request for key in the current fixed window; 0 when allowed, else seconds to wait. Service role only.';
revoke all on function public.take_rate_limit(text, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.take_rate_limit(key text, max_hits integer, window_seconds integer) to service_role;
