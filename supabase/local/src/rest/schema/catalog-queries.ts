// The pg_catalog queries behind the schema cache. They run with an empty search_path so that every
// type outside pg_catalog prints schema-qualified. Results come back as JSON so both drivers decode
// them alike. $1 is always the array of exposed schema names.

/** CTEs opening TABLES and ROUTINES: `resolved` maps every type to its base type, through domains of domains. */
const RESOLVED_TYPES = `with recursive base_types as (
  select oid, typbasetype, coalesce(nullif(typbasetype, 0), oid) as base_type from pg_type
  union
  select t.oid, b.typbasetype, coalesce(nullif(b.typbasetype, 0), b.oid)
  from base_types t join pg_type b on t.typbasetype = b.oid
),
resolved as (select oid, base_type from base_types where typbasetype = 0),`

/** Relations of the exposed schemas with their columns, primary keys and updatability. */
export const TABLES = `
${RESOLVED_TYPES}
columns as (
  select a.attrelid, a.attnum, json_build_object(
    'name', a.attname,
    'type', format_type(a.atttypid, a.atttypmod),
    'baseType', case when bt.typnamespace = 'pg_catalog'::regnamespace
                     then format_type(r.base_type, null) else format_type(a.atttypid, a.atttypmod) end,
    'nullable', not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)),
    'default', case
      when t.typbasetype <> 0 and ad.adbin is null then pg_get_expr(t.typdefaultbin, 0)
      when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
      when a.attgenerated = 's' then null
      else pg_get_expr(ad.adbin, ad.adrelid) end,
    'enumValues', coalesce((select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = r.base_type), '[]')
  ) as col
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  left join resolved r on r.oid = t.oid
  left join pg_type bt on bt.oid = r.base_type
  left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped
    and c.relkind in ('r', 'v', 'm', 'f', 'p') and n.nspname = any($1::text[])
)
select json_build_object(
  'schema', n.nspname,
  'name', c.relname,
  'isView', c.relkind in ('v', 'm'),
  'insertable', c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 8) = 8),
  'updatable', c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 4) = 4),
  'deletable', c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 16) = 16),
  'primaryKey', coalesce((
    select json_agg(a.attname order by a.attname)
    from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
    where k.conrelid = c.oid and k.contype = 'p'), '[]'),
  'columns', coalesce((select json_agg(col.col order by col.attnum) from columns col where col.attrelid = c.oid), '[]')
)::text as item
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'v', 'm', 'f', 'p') and not c.relispartition and n.nspname = any($1::text[])
order by n.nspname, c.relname`

/**
 * Foreign keys touching the exposed schemas: both ends with their columns in key order, and whether
 * the referencing columns are also a primary key or unique (one-to-one).
 */
export const FOREIGN_KEYS = `
select json_build_object(
  'schema', ns1.nspname, 'table', tab.relname, 'tableOid', tab.oid::int8,
  'foreignSchema', ns2.nspname, 'foreignTable', other.relname, 'foreignTableOid', other.oid::int8,
  'constraint', k.conname,
  'columns', (select json_agg(json_build_array(ca.attname, cr.attname) order by ord)
              from unnest(k.conkey, k.confkey) with ordinality as u(col, ref, ord)
              join pg_attribute ca on ca.attrelid = k.conrelid and ca.attnum = u.col
              join pg_attribute cr on cr.attrelid = k.confrelid and cr.attnum = u.ref),
  'attnums', to_json(k.conkey), 'foreignAttnums', to_json(k.confkey),
  'oneToOne', exists (
    select 1 from pg_constraint u where u.conrelid = k.conrelid and u.contype in ('p', 'u')
      and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(k.conkey) x))
)::text as item
from pg_constraint k
join pg_class tab on tab.oid = k.conrelid
join pg_namespace ns1 on ns1.oid = tab.relnamespace
join pg_class other on other.oid = k.confrelid
join pg_namespace ns2 on ns2.oid = other.relnamespace
where k.contype = 'f' and k.conparentid = 0
  and (ns1.nspname = any($1::text[]) or ns2.nspname = any($1::text[]))
order by k.conrelid, k.conname`

/** Primary keys of every table a view of the exposed schemas may draw from. */
export const PRIMARY_KEYS = `
select json_build_object('tableOid', k.conrelid::int8, 'constraint', k.conname, 'attnums', to_json(k.conkey),
  'columns', (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality as u(col, ord)
              join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.col))::text as item
from pg_constraint k
join pg_class c on c.oid = k.conrelid
join pg_namespace n on n.oid = c.relnamespace
where k.contype = 'p' and n.nspname not in ('pg_catalog', 'information_schema')`

/** Views (of the exposed and extra search path schemas) with their stored query trees. */
export const VIEWS = `
select json_build_object(
  'oid', c.oid::int8, 'schema', n.nspname, 'name', c.relname,
  'columns', (select json_object_agg(a.attnum, a.attname) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
  'definition', r.ev_action::text
)::text as item
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
where c.relkind in ('v', 'm') and n.nspname = any($1::text[] || $2::text[])`

/**
 * Callable functions of the exposed schemas: named input parameters (or a single unnamed
 * json/jsonb/text/xml/bytea one), what they return, and their volatility.
 */
export const ROUTINES = `
${RESOLVED_TYPES}
args as (
  select p.oid,
    json_agg(json_build_object(
      'name', coalesce(a.name, ''),
      'type', format_type(a.type, null),
      'castType', case a.type
        when 'bit'::regtype then 'bit varying' when 'bit[]'::regtype then 'bit varying[]'
        when 'character'::regtype then 'character varying' when 'character[]'::regtype then 'character varying[]'
        else format_type(a.type, null) end,
      'required', a.idx <= p.pronargs - p.pronargdefaults,
      'variadic', a.mode is not distinct from 'v'
    ) order by a.idx) as params,
    count(*) - count(nullif(a.name, '')) as unnamed,
    (array_agg(a.type order by a.idx))[1] as first_type
  from pg_proc p,
    lateral (
      select name, type, mode, row_number() over (order by ord) as idx
      from unnest(p.proargnames, coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargmodes)
        with ordinality as u(name, type, mode, ord)
      where type is not null and coalesce(mode, 'i') in ('i', 'b', 'v')
    ) a
  where p.pronamespace in (select oid from pg_namespace where nspname = any($1::text[]))
  group by p.oid
)
select json_build_object(
  'schema', pn.nspname,
  'name', p.proname,
  'params', coalesce(a.params, '[]'),
  'returns', json_build_object(
    'setOf', p.proretset,
    'composite', t.typtype = 'c' or coalesce(p.proargmodes::text[] && '{t,b,o}', false),
    'schema', tn.nspname,
    'name', coalesce(comp.relname, t.typname)),
  'volatility', case p.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end,
  'hasVariadic', p.provariadic <> 0
)::text as item
from pg_proc p
left join args a on a.oid = p.oid
join pg_namespace pn on pn.oid = p.pronamespace
join resolved r on r.oid = p.prorettype
join pg_type t on t.oid = r.base_type
join pg_namespace tn on tn.oid = t.typnamespace
left join pg_class comp on comp.oid = t.typrelid
where p.prokind = 'f' and t.oid <> 'trigger'::regtype and pn.nspname = any($1::text[])
  and (coalesce(a.unnamed, 0) = 0
       or (a.unnamed = 1 and a.first_type in ('bytea'::regtype, 'json'::regtype, 'jsonb'::regtype, 'text'::regtype, 'xml'::regtype)))`

/** Functions of one argument taking a table's row: PostgreSQL lets `table.fn` call them as a column. */
export const COMPUTED_FIELDS = `
select json_build_object('schema', tn.nspname, 'table', c.relname, 'function', p.proname)::text as item
from pg_proc p
join pg_type t on t.oid = p.proargtypes[0]
join pg_class c on c.oid = t.typrelid
join pg_namespace tn on tn.oid = c.relnamespace
join pg_namespace pn on pn.oid = p.pronamespace
where p.pronargs = 1 and p.prokind = 'f' and tn.nspname = any($1::text[])
  and pn.nspname = any($1::text[] || $2::text[])`

/**
 * PostgREST's allComputedRels: functions of one argument whose argument and result are the row types
 * of tables or views; one row (`returns t`, or `setof t rows 1`) makes the relationship to-one.
 */
export const COMPUTED_RELATIONSHIPS = `
with all_relations as (
  select reltype from pg_class where relkind in ('v', 'r', 'm', 'f', 'p')
)
select json_build_object(
  'schema', pn.nspname, 'function', p.proname,
  'tableSchema', arg_schema.nspname, 'table', arg_type.typname,
  'foreignSchema', ret_schema.nspname, 'foreignTable', ret_type.typname,
  'singleRow', not p.proretset or p.prorows = 1
)::text as item
from pg_proc p
join pg_namespace pn on pn.oid = p.pronamespace
join pg_type arg_type on arg_type.oid = p.proargtypes[0]
join pg_namespace arg_schema on arg_schema.oid = arg_type.typnamespace
join pg_type ret_type on ret_type.oid = p.prorettype
join pg_namespace ret_schema on ret_schema.oid = ret_type.typnamespace
where p.pronargs = 1
  and p.proargtypes[0] in (select reltype from all_relations)
  and p.prorettype in (select reltype from all_relations)
  and pn.nspname = any($1::text[])
order by p.proname, p.oid`

/** In-database configuration, as PostgREST reads it from the authenticator role's settings. */
export const ROLE_SETTINGS = `
select coalesce(json_agg(s.setting), '[]')::text as item
from pg_db_role_setting d
cross join lateral unnest(d.setconfig) as s(setting)
where d.setrole = (select oid from pg_roles where rolname = 'authenticator')
  and d.setdatabase in (0, (select oid from pg_database where datname = current_database()))`
