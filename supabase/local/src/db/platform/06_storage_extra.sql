-- What Supabase Storage's own migrations add to the `storage` schema beyond 03_storage.sql and
-- the stand-in relies on: the bucket type, updated_at kept by a trigger, and storage.search, the
-- listing function behind `POST /object/list` (its long-standing behaviour: folders first, then the
-- files of one level, names relative to that level). Idempotent: it runs on every start.

do $$
begin
  if not exists (select 1 from pg_type where typname = 'buckettype' and typnamespace = 'storage'::regnamespace) then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
  end if;
end
$$;

alter table storage.buckets add column if not exists type storage.buckettype not null default 'STANDARD';

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

do $$
begin
  if not exists (
    select 1 from pg_trigger where tgname = 'update_objects_updated_at' and tgrelid = 'storage.objects'::regclass
  ) then
    create trigger update_objects_updated_at before update on storage.objects
      for each row execute function storage.update_updated_at_column();
  end if;
end
$$;

create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable
as $func$
declare
  v_order_by text := case lower(coalesce(sortcolumn, 'name'))
    when 'updated_at' then 'updated_at'
    when 'created_at' then 'created_at'
    when 'last_accessed_at' then 'last_accessed_at'
    else 'name'
  end;
  v_sort_order text := case when lower(coalesce(sortorder, 'asc')) = 'desc' then 'desc' else 'asc' end;
begin
  return query execute format(
    $sql$
    with folders as (
      select path_tokens[$1] as folder
        from storage.objects
       where objects.name ilike $2 || $3 || '%%'
         and bucket_id = $4
         and array_length(objects.path_tokens, 1) <> $1
       group by folder
       order by folder %s
    )
    (select folder as "name",
            null::uuid as id,
            null::timestamptz as updated_at,
            null::timestamptz as created_at,
            null::timestamptz as last_accessed_at,
            null::jsonb as metadata
       from folders)
    union all
    (select path_tokens[$1] as "name", id, updated_at, created_at, last_accessed_at, metadata
       from storage.objects
      where objects.name ilike $2 || $3 || '%%'
        and bucket_id = $4
        and array_length(objects.path_tokens, 1) = $1
      order by %I %s)
    limit $5 offset $6
    $sql$,
    v_sort_order, v_order_by, v_sort_order
  ) using levels, prefix, search, bucketname, limits, offsets;
end
$func$;

grant execute on function storage.search(text, text, int, int, int, text, text, text) to anon, authenticated, service_role;
