-- pg_net as the local stand-in provides it: the same `net.http_post` / `net.http_get` signatures and the
-- same two tables as the extension (net.http_request_queue, net._http_response). A call queues the
-- request and NOTIFYs `supabase_local_net`; the notification reaches the worker in src/net only when
-- the transaction commits, so, as with pg_net, a rolled-back transaction sends nothing. Idempotent: it
-- runs on every start. Where the real pg_net is installed this file is not used.

create schema if not exists net;
revoke all on schema net from public;
grant usage on schema net to service_role;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb not null default '{}',
  body bytea,
  timeout_milliseconds integer not null default 5000
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists http_response_created_idx on net._http_response (created);

-- The URL with `params` ({"name": "value"}) appended as its query string.
create or replace function net._with_params(url text, params jsonb) returns text
language sql
immutable
as $$
  select case when params is null or params = '{}'::jsonb then url
    else url || case when position('?' in url) > 0 then '&' else '?' end || (
      select string_agg(replace(replace(replace(p.key, '%', '%25'), '&', '%26'), '=', '%3D') || '='
                        || replace(replace(replace(p.value, '%', '%25'), '&', '%26'), '=', '%3D'), '&')
        from jsonb_each_text(params) p)
  end
$$;

create or replace function net._enqueue(method text, url text, headers jsonb, body bytea, timeout_milliseconds integer)
returns bigint
language plpgsql
as $$
declare
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (method, url, coalesce(headers, '{}'), body, coalesce(timeout_milliseconds, 5000))
  returning id into request_id;
  perform pg_notify('supabase_local_net', request_id::text);
  return request_id;
end
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
as $$
  select net._enqueue('POST', net._with_params(url, params), headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
as $$
  select net._enqueue('GET', net._with_params(url, params), headers, null, timeout_milliseconds)
$$;

revoke all on all functions in schema net from public;
grant execute on all functions in schema net to service_role;
grant select on net._http_response to service_role;
