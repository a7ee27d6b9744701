// The pg_catalog queries behind `gen types`. They read what postgres-meta's type generator reads (its
// tables, views, columns, relationships, functions and types lists), with the same filters, so that
// the template rules in model.ts see the same facts. Each row comes back as JSON text, decoded alike
// by both drivers. $1 is always the array of schema names to generate.

const SYSTEM_SCHEMAS = `('information_schema', 'pg_catalog', 'pg_toast')`

/** The requested schemas that exist (schemas starting with `pg_` never count, as in postgres-meta). */
export const SCHEMAS = `
select json_build_object('name', n.nspname)::text as item
from pg_namespace n
where n.nspname = any($1::text[]) and not starts_with(n.nspname, 'pg_')`

/** Tables (and partitions), foreign tables, views and materialized views of the schemas. */
export const RELATIONS = `
select json_build_object(
  'oid', c.oid::int8,
  'schema', n.nspname,
  'name', c.relname,
  'kind', case c.relkind when 'r' then 'table' when 'p' then 'table' when 'f' then 'foreign'
                         when 'v' then 'view' else 'materialized' end,
  -- information_schema.views' is_updatable: both UPDATE and DELETE work on the view.
  'updatable', c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20
)::text as item
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')
order by c.oid`

/**
 * Columns of those relations. `type` is the type's name, or for a domain its base type's name (one
 * level, as information_schema's udt_name); arrays keep their `_` name.
 */
export const COLUMNS = `
select json_build_object(
  'relationOid', c.oid::int8,
  'name', a.attname,
  'type', coalesce(bt.typname, t.typname),
  'nullable', not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)),
  -- a default or a generation expression
  'hasDefault', a.atthasdef,
  'identity', case a.attidentity when 'a' then 'always' when 'd' then 'by default' end,
  'updatable', c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false))
)::text as item
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_type t on t.oid = a.atttypid
left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')
  and a.attnum > 0 and not a.attisdropped
order by c.oid, a.attnum`

/**
 * Foreign keys of every non-system schema, both ends with their columns in key order. One-to-one when
 * the referencing columns, in key order, are exactly a primary key's or unique constraint's columns
 * in table order.
 */
export const FOREIGN_KEYS = `
select json_build_object(
  'constraint', k.conname,
  'schema', ns1.nspname, 'table', tab.relname, 'tableOid', tab.oid::int8,
  'foreignSchema', ns2.nspname, 'foreignTable', other.relname, 'foreignTableOid', other.oid::int8,
  'columns', (select json_agg(json_build_array(ca.attname, cr.attname) order by u.ord)
              from unnest(k.conkey, k.confkey) with ordinality as u(col, ref, ord)
              join pg_attribute ca on ca.attrelid = k.conrelid and ca.attnum = u.col
              join pg_attribute cr on cr.attrelid = k.confrelid and cr.attnum = u.ref),
  'attnums', to_json(k.conkey), 'foreignAttnums', to_json(k.confkey),
  'oneToOne', exists (
    select 1 from pg_constraint u
    where u.conrelid = k.conrelid and u.connamespace = k.connamespace and u.contype in ('p', 'u')
      and (select array_agg(x order by x) from unnest(u.conkey) x) = k.conkey)
)::text as item
from pg_constraint k
join pg_namespace ns1 on ns1.oid = k.connamespace
join pg_class tab on tab.oid = k.conrelid
join pg_class other on other.oid = k.confrelid
join pg_namespace ns2 on ns2.oid = other.relnamespace
where k.contype = 'f' and k.conparentid = 0 and ns1.nspname not in ${SYSTEM_SCHEMAS}
order by k.oid`

/** Views and materialized views of every non-system schema with their stored query trees. */
export const VIEWS = `
select json_build_object(
  'oid', c.oid::int8, 'schema', n.nspname, 'name', c.relname,
  'columns', (select json_object_agg(a.attnum, a.attname) from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
  'definition', r.ev_action::text
)::text as item
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
where c.relkind in ('v', 'm') and n.nspname not in ${SYSTEM_SCHEMAS}
order by c.oid`

/**
 * Functions of the schemas (not procedures, aggregates or trigger functions), every argument in
 * declaration order with its mode. `hasDefault` is positional over all arguments, as postgres-meta
 * reports it: the last pronargdefaults of the first pronargs arguments, null past them.
 */
export const FUNCTIONS = `
select json_build_object(
  'oid', p.oid::int8,
  'schema', n.nspname,
  'name', p.proname,
  'args', coalesce((
    select json_agg(json_build_object(
      'mode', case coalesce(a.mode, 'i') when 'i' then 'in' when 'o' then 'out' when 'b' then 'inout'
                                        when 'v' then 'variadic' else 'table' end,
      'name', coalesce(a.name, ''),
      'typeOid', a.type::int8,
      'hasDefault', case when a.ord <= p.pronargs then a.ord > p.pronargs - p.pronargdefaults end
    ) order by a.ord)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargmodes, p.proargnames)
      with ordinality as a(type, mode, name, ord)
    where a.type is not null), '[]'),
  'argumentTypes', pg_get_function_arguments(p.oid),
  'returnTypeOid', p.prorettype::int8,
  'returnType', pg_get_function_result(p.oid),
  'returnRelationOid', nullif(rt.typrelid, 0)::int8,
  'returnsSet', p.proretset,
  'rows', case when p.proretset then nullif(p.prorows, 0) end
)::text as item
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
left join pg_type rt on rt.oid = p.prorettype
where n.nspname = any($1::text[]) and p.prokind = 'f'
  and pg_get_function_result(p.oid) not in ('trigger', 'event_trigger')
order by p.oid`

/**
 * Every type of the database, system schemas included (the generator names types by `typname`):
 * base types, domains, enums with their labels, arrays, and the row types of composite types,
 * tables and views; composite types (only) with their attributes.
 */
export const TYPES = `
select json_build_object(
  'oid', t.oid::int8,
  'schema', n.nspname,
  'name', t.typname,
  'format', format_type(t.oid, null),
  'enumValues', coalesce((select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '[]'),
  'attributes', coalesce((
    select json_agg(json_build_object('name', a.attname, 'typeOid', a.atttypid::int8) order by a.attnum)
    from pg_class c join pg_attribute a on a.attrelid = c.oid
    where c.oid = t.typrelid and c.relkind = 'c' and not a.attisdropped), '[]'),
  'relationOid', nullif(t.typrelid, 0)::int8
)::text as item
from pg_type t
join pg_namespace n on n.oid = t.typnamespace
where t.typrelid = 0 or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)
order by t.oid`
