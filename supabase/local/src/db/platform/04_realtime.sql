-- What the stand-in's Realtime needs in the database. Hosted Realtime reads changes from logical
-- replication (wal2json) and checks each one with realtime.apply_rls; here a trigger on every table
-- of the `supabase_realtime` publication records the change and NOTIFYs its transaction id, and
-- _realtime.route_change does what apply_rls does: column privileges, filters, and RLS as each
-- subscriber. Idempotent: it runs on every start. The schema is private to the stand-in.

create schema if not exists _realtime;
revoke all on schema _realtime from public;

-- Tables with at least one live subscription; the capture trigger records nothing for the others.
create table if not exists _realtime.watched (entity oid primary key);

create unlogged table if not exists _realtime.changes (
  id bigserial primary key,
  xid bigint not null default txid_current(),
  entity oid not null,
  op text not null,
  new_row jsonb,
  old_row jsonb,
  captured_at timestamptz not null default clock_timestamp()
);
create index if not exists changes_xid on _realtime.changes (xid);

-- One NOTIFY per transaction: Postgres folds identical notifications of a transaction into one, and
-- delivers them after commit, in commit order. The payload stays far below NOTIFY's 8000 bytes.
create or replace function _realtime.capture() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from _realtime.watched where entity = tg_relid) then
    insert into _realtime.changes (entity, op, new_row, old_row)
    values (
      tg_relid,
      tg_op,
      case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end,
      case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end
    );
    perform pg_catalog.pg_notify('_realtime_changes', pg_catalog.txid_current()::text);
  end if;
  return null;
end
$$;

-- Puts the capture trigger on every table of the publication and takes it off the others.
create or replace function _realtime.sync_capture_triggers() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  rel regclass;
begin
  for rel in
    select c.oid::regclass
      from pg_catalog.pg_publication_tables pt
      join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
      join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
     where pt.pubname = 'supabase_realtime'
       and c.relkind = 'r'
       and not exists (
         select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = '_realtime_capture'
       )
  loop
    execute pg_catalog.format(
      'create trigger _realtime_capture after insert or update or delete on %s '
      'for each row execute function _realtime.capture()',
      rel
    );
  end loop;
  for rel in
    select t.tgrelid::regclass
      from pg_catalog.pg_trigger t
     where t.tgname = '_realtime_capture'
       and not exists (
         select 1
           from pg_catalog.pg_publication_tables pt
           join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
           join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
          where pt.pubname = 'supabase_realtime' and c.oid = t.tgrelid
       )
  loop
    execute pg_catalog.format('drop trigger _realtime_capture on %s', rel);
  end loop;
end
$$;

-- Keeps the triggers in step with the publication as migrations run. A failure here must never
-- break the user's DDL, so it is only reported.
create or replace function _realtime.on_ddl() returns event_trigger
language plpgsql
as $$
begin
  perform _realtime.sync_capture_triggers();
exception when others then
  raise warning 'supabase-local realtime: could not sync capture triggers: %', sqlerrm;
end
$$;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = '_realtime_sync_capture_triggers') then
    create event trigger _realtime_sync_capture_triggers on ddl_command_end
      when tag in (
        'CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION',
        'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO', 'ALTER TABLE', 'DROP TABLE'
      )
      execute function _realtime.on_ddl();
  end if;
end
$$;

select _realtime.sync_capture_triggers();

-- Validates a subscription as realtime.subscription_check_filters does, with the same exceptions:
-- filter and select columns must be visible to the role, and filter values must suit their column.
create or replace function _realtime.check_subscription(
  entity regclass, claims_role text, filters jsonb, selected text[]
) returns void
language plpgsql
as $$
declare
  role_oid regrole := claims_role::regrole;
  col_names text[];
  f jsonb;
  col_type regtype;
  op text;
  val text;
  in_val jsonb;
  sel text;
begin
  col_names := coalesce(array_agg(a.attname::text order by a.attnum), '{}')
    from pg_catalog.pg_attribute a
   where a.attrelid = entity and a.attnum > 0 and not a.attisdropped
     and pg_catalog.has_column_privilege(role_oid, a.attrelid, a.attnum, 'SELECT');
  for f in select * from jsonb_array_elements(filters) loop
    if not (f ->> 'column') = any (col_names) then
      raise exception 'invalid column for filter %', f ->> 'column';
    end if;
    col_type := (
      select a.atttypid::regtype from pg_catalog.pg_attribute a
       where a.attrelid = entity and a.attname = f ->> 'column'
    );
    op := f ->> 'op';
    val := f ->> 'value';
    if op = 'in' then
      execute format('select to_jsonb(%L::%s)', val, col_type::text || '[]') into in_val;
      if coalesce(jsonb_array_length(in_val), 0) > 100 then
        raise exception 'too many values for `in` filter. Maximum 100';
      end if;
    elsif op = 'is' then
      if val not in ('null', 'true', 'false', 'unknown') then
        raise exception 'invalid value for is filter: must be null, true, false, or unknown';
      end if;
      if val <> 'null' and col_type <> 'boolean'::regtype then
        raise exception 'is % filter requires a boolean column, got %', val, col_type::text;
      end if;
    elsif op in ('like', 'ilike') then
      if not exists (select 1 from pg_catalog.pg_operator where oprname = '~~' and oprleft = col_type) then
        raise exception 'operator % requires a text-compatible column type, got %', op, col_type::text;
      end if;
    elsif op in ('match', 'imatch') then
      if not exists (
        select 1 from pg_catalog.pg_operator
         where oprname = case when op = 'imatch' then '~*' else '~' end
           and oprleft = col_type and oprright = col_type and oprresult = 'boolean'::regtype
      ) then
        raise exception 'operator % requires a text-compatible column type, got %', op, col_type::text;
      end if;
      begin
        perform '' ~ val;
      exception when others then
        raise exception 'invalid regular expression for % filter: %', op, sqlerrm;
      end;
    else
      execute format('select to_jsonb(%L::%s)', val, col_type::text);
    end if;
  end loop;
  if selected is not null then
    foreach sel in array selected loop
      if not sel = any (col_names) then
        raise exception 'invalid column for select %', sel;
      end if;
    end loop;
  end if;
end
$$;

-- Routes one captured change, as realtime.apply_rls does for a WAL record. `checks` is a list of
-- `{role, claims, filters}`; the answer gives, per role, the columns it may see, its record and
-- old_record (or an error), and per check whether the change reaches that subscriber: its filters
-- match (on the new row, or a DELETE's old identity) and, on a table with RLS, the row is visible when
-- selected by primary key as that role with those claims (a deleted row as it was: see below).
create or replace function _realtime.route_change(change_id bigint, checks jsonb) returns jsonb
language plpgsql
as $$
declare
  ch _realtime.changes;
  rel record;
  pk_cols text[];
  ident_cols text[];
  ident_rec jsonb;
  source jsonb;
  too_big boolean;
  roles jsonb := '{}';
  role_name text;
  selectable text[];
  err text;
  results jsonb := '[]';
  chk jsonb;
  f jsonb;
  ok boolean;
  res boolean;
  col_type text;
  op text;
  sym text;
  pk_cond text;
  old_pk_cond text;
  insert_cols text;
begin
  select * into ch from _realtime.changes c where c.id = change_id;
  if not found then
    return null;
  end if;
  select n.nspname as schema_name, c.relname as table_name, c.relrowsecurity as rls, c.relreplident as ident
    into rel
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where c.oid = ch.entity;
  if not found then
    return null;
  end if;

  pk_cols := array(
    select a.attname::text
      from pg_catalog.pg_index i
      join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
     where i.indrelid = ch.entity and i.indisprimary
     order by array_position(i.indkey::int2[], a.attnum)
  );
  ident_cols := case rel.ident
    when 'f' then array(
      select a.attname::text from pg_catalog.pg_attribute a
       where a.attrelid = ch.entity and a.attnum > 0 and not a.attisdropped)
    when 'i' then array(
      select a.attname::text
        from pg_catalog.pg_index i
        join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
       where i.indrelid = ch.entity and i.indisreplident)
    when 'n' then '{}'::text[]
    else pk_cols
  end;
  ident_rec := (select jsonb_object_agg(key, value) from jsonb_each(ch.old_row) where key = any (ident_cols));
  source := case when ch.op = 'DELETE' then ident_rec else ch.new_row end;
  too_big := octet_length(coalesce(ch.new_row::text, '')) + octet_length(coalesce(ch.old_row::text, '')) > 1024 * 1024;

  for role_name in select distinct c ->> 'role' from jsonb_array_elements(checks) c loop
    begin
      selectable := array(
        select a.attname::text from pg_catalog.pg_attribute a
         where a.attrelid = ch.entity and a.attnum > 0 and not a.attisdropped
           and pg_catalog.has_column_privilege(role_name, ch.entity, a.attnum, 'SELECT'));
    exception when others then
      selectable := '{}';
    end;
    err := case
      when ch.op <> 'DELETE' and cardinality(pk_cols) = 0 then 'Error 400: Bad Request, no primary key'
      when ch.op <> 'DELETE' and not (pk_cols <@ selectable) then 'Error 401: Unauthorized'
    end;
    roles := roles || jsonb_build_object(role_name, jsonb_build_object(
      'error', err,
      'pk', to_jsonb(pk_cols),
      'columns', (
        select coalesce(jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum), '[]')
          from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
         where a.attrelid = ch.entity and a.attname = any (selectable)),
      'record', (
        select jsonb_object_agg(key, value) from jsonb_each(ch.new_row)
         where key = any (selectable) and (not too_big or octet_length(value::text) <= 64)),
      'old_record', (
        select jsonb_object_agg(key, value) from jsonb_each(ident_rec)
         where key = any (selectable)
           and (not too_big or octet_length(value::text) <= 64)
           and (ch.op <> 'DELETE' or not rel.rls or key = any (pk_cols)))
    ));
  end loop;

  pk_cond := (
    select string_agg(format('t.%I = %L::%s', a.attname, ch.new_row ->> a.attname::text, a.atttypid::regtype::text), ' and ')
      from pg_catalog.pg_attribute a
     where a.attrelid = ch.entity and a.attname = any (pk_cols)
  );
  old_pk_cond := (
    select string_agg(format('t.%I = %L::%s', a.attname, ch.old_row ->> a.attname::text, a.atttypid::regtype::text), ' and ')
      from pg_catalog.pg_attribute a
     where a.attrelid = ch.entity and a.attname = any (pk_cols)
  );
  insert_cols := (
    select string_agg(format('%I', a.attname), ', ' order by a.attnum)
      from pg_catalog.pg_attribute a
     where a.attrelid = ch.entity and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
  );

  for chk in select * from jsonb_array_elements(checks) loop
    role_name := chk ->> 'role';
    if roles -> role_name ->> 'error' is not null then
      -- A role that may not read the key learns nothing, not even that a row changed; a table without
      -- a primary key is reported (to subscriptions naming it: feed.ts) only when RLS guards nothing.
      results := results || to_jsonb(roles -> role_name ->> 'error' <> 'Error 401: Unauthorized' and not rel.rls);
      continue;
    end if;
    ok := true;
    for f in select * from jsonb_array_elements(coalesce(chk -> 'filters', '[]')) loop
      if source is null or not source ? (f ->> 'column') then
        ok := false;
        exit;
      end if;
      col_type := (
        select a.atttypid::regtype::text from pg_catalog.pg_attribute a
         where a.attrelid = ch.entity and a.attname = f ->> 'column' and not a.attisdropped);
      op := f ->> 'op';
      begin
        if op = 'isdistinct' then
          execute format('select %L::%s %s %L::%s', source ->> (f ->> 'column'), col_type,
            case when (f ->> 'negate')::boolean then 'is not distinct from' else 'is distinct from' end,
            f ->> 'value', col_type) into res;
        elsif op = 'is' then
          if f ->> 'value' not in ('null', 'true', 'false', 'unknown') then
            res := false;
          else
            execute format('select %L::%s %s %s', source ->> (f ->> 'column'), col_type,
              case when (f ->> 'negate')::boolean then 'is not' else 'is' end, upper(f ->> 'value')) into res;
          end if;
        else
          sym := case op
            when 'eq' then '=' when 'neq' then '!=' when 'lt' then '<' when 'lte' then '<='
            when 'gt' then '>' when 'gte' then '>=' when 'in' then '= any' when 'like' then 'like'
            when 'ilike' then 'ilike' when 'match' then '~' when 'imatch' then '~*'
          end;
          execute format('select %L::%s %s (%L::%s)', source ->> (f ->> 'column'), col_type, sym, f ->> 'value',
            case when op = 'in' then col_type || '[]' else col_type end) into res;
          if (f ->> 'negate')::boolean then
            res := not res;
          end if;
        end if;
      exception when others then
        res := null;
      end;
      if res is not true then
        ok := false;
        exit;
      end if;
    end loop;
    if ok and rel.rls and ch.op <> 'DELETE' then
      begin
        perform set_config('role', role_name, true);
        perform set_config('request.jwt.claims', (chk -> 'claims')::text, true);
        execute format('select exists (select 1 from %I.%I t where %s)', rel.schema_name, rel.table_name, pk_cond)
          into ok;
        perform set_config('role', 'none', true);
      exception when others then
        ok := false;
      end;
    elsif ok and rel.rls and ch.op = 'DELETE' then
      -- The row is gone, so its policy cannot be asked about it: it is put back for a moment (triggers
      -- and foreign keys off), selected as the subscriber, and taken out again by rolling back. A
      -- subscriber who could not read the row does not hear of its deletion.
      begin
        perform set_config('session_replication_role', 'replica', true);
        execute format('insert into %I.%I (%s) overriding system value select %s from jsonb_populate_record(null::%I.%I, $1)',
          rel.schema_name, rel.table_name, insert_cols, insert_cols, rel.schema_name, rel.table_name)
          using ch.old_row;
        perform set_config('session_replication_role', 'origin', true);
        perform set_config('role', role_name, true);
        perform set_config('request.jwt.claims', (chk -> 'claims')::text, true);
        execute format('select exists (select 1 from %I.%I t where %s)', rel.schema_name, rel.table_name, old_pk_cond)
          into ok;
        raise exception using errcode = 'RTDEL';
      exception
        when sqlstate 'RTDEL' then
          null;
        when others then
          ok := false;
      end;
    end if;
    results := results || to_jsonb(coalesce(ok, false));
  end loop;

  return jsonb_build_object(
    'schema', rel.schema_name,
    'table', rel.table_name,
    'type', ch.op,
    'commit_timestamp', to_char(ch.captured_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'too_big', too_big,
    'roles', roles,
    'visible', results
  );
end
$$;
