-- Realtime Authorization and Broadcast from the database, as hosted projects have them (Realtime's
-- tenant migrations, latest shape): `realtime.messages`, on which a project writes the RLS policies
-- that decide who may join a private channel (SELECT) and send or track in it (INSERT);
-- `realtime.topic()`, the topic being checked; `realtime.send` and `realtime.broadcast_changes`, which
-- write a message that Realtime delivers to the topic's subscribers. Hosted Realtime reads new rows
-- from logical replication; here a trigger NOTIFYs each committed row's id (rows written by a
-- transaction that rolls back, such as the authorization probes, are never announced).
-- Idempotent: it runs on every start.

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  primary key (id, inserted_at),
  constraint messages_payload_exclusive check (payload is null or binary_payload is null)
);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic);

alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('SET LOCAL realtime.topic TO %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create or replace function realtime.send_binary(payload bytea, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
begin
  begin
    generated_id := gen_random_uuid();
    execute format('SET LOCAL realtime.topic TO %L', topic);
    insert into realtime.messages (id, binary_payload, event, topic, private, extension)
    values (generated_id, payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation,
      'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;

grant execute on function realtime.topic(), realtime.send(jsonb, text, text, boolean),
  realtime.send_binary(bytea, text, text, boolean),
  realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to anon, authenticated, service_role;

-- Announces a committed broadcast message to the stand-in's Realtime (after commit, in commit order).
create or replace function _realtime.announce_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.extension = 'broadcast' and new.event is not null then
    perform pg_catalog.pg_notify('_realtime_messages', new.id::text || ' ' || new.inserted_at::text);
  end if;
  return null;
end
$$;

do $$
begin
  if not exists (
    select 1 from pg_trigger where tgname = '_realtime_announce' and tgrelid = 'realtime.messages'::regclass
  ) then
    create trigger _realtime_announce after insert on realtime.messages
      for each row execute function _realtime.announce_message();
  end if;
end
$$;

-- Hosted Realtime keeps a few days of messages (daily partitions, older ones dropped).
delete from realtime.messages where inserted_at < now() - interval '3 days';
