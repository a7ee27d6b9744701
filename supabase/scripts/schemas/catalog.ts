// What a database defines, read from its catalog as one flat map: "kind name" → its definition, in the
// server's own words (pg_get_functiondef, pg_get_constraintdef, pg_get_indexdef, format_type, ACLs
// exploded and sorted). Two databases define the same objects when their maps are equal; `compareCatalogs`
// names every object that is missing on one side or defined differently.
import type { Queryable } from '../../local/src/db/types.ts'

export type Catalog = Map<string, string>

/** The schemas of the platform's and the stand-in's bookkeeping, which neither side defines. */
const IGNORED_SCHEMAS = ['pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations']
const inScope = (column: string) =>
  `${column} not in (${IGNORED_SCHEMAS.map((s) => `'${s}'`).join(', ')}) and ${column} not like 'pg\\_temp\\_%' and ${column} not like 'pg\\_toast\\_temp\\_%'`

/**
 * An ACL as sorted "grantee:privilege" pairs; the grantor is left out (who ran the grant is no part of the
 * design). With `defaults` (the object kind's letter and its owner), no ACL reads as the owner's defaults it means.
 */
const acl = (column: string, defaults?: string) => `(
  select coalesce(string_agg(
    coalesce(nullif(a.grantee, 0)::regrole::text, 'PUBLIC') || ':' || a.privilege_type || case when a.is_grantable then '*' else '' end,
    ' ' order by 1), '')
  from aclexplode(${defaults ? `coalesce(${column}, acldefault(${defaults}))` : column}) a)`

/** Each query answers rows of (key, definition). */
const QUERIES: Record<string, string> = {
  schema: `select n.nspname, n.nspowner::regrole::text from pg_namespace n where ${inScope('n.nspname')}`,
  'grants on schema': `select n.nspname, ${acl('n.nspacl', `'n', n.nspowner`)} from pg_namespace n where ${inScope('n.nspname')}`,
  extension: `select e.extname, e.extnamespace::regnamespace::text from pg_extension e`,
  relation: `select c.oid::regclass::text, concat_ws(' | ', c.relkind, c.relowner::regrole::text,
      case when c.relrowsecurity then 'row level security' end, case when c.relforcerowsecurity then 'forced' end,
      case c.relreplident when 'f' then 'replica identity full' when 'n' then 'replica identity nothing' end,
      array_to_string(c.reloptions, ','))
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f', 'c') and ${inScope('n.nspname')}`,
  'grants on relation': `select c.oid::regclass::text, ${acl('c.relacl', `case c.relkind when 'S' then 's' else 'r' end::"char", c.relowner`)}
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${inScope('n.nspname')}`,
  column: `select a.attrelid::regclass::text || '.' || quote_ident(a.attname), concat_ws(' | ',
      format_type(a.atttypid, a.atttypmod),
      case when a.attnotnull then 'not null' end, 'default ' || pg_get_expr(d.adbin, d.adrelid),
      nullif(a.attgenerated, ''), nullif(a.attidentity, ''),
      case when a.attcollation <> t.typcollation then 'collate ' || a.attcollation::regcollation::text end,
      nullif('grants ' || ${acl('a.attacl')}, 'grants '))
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') and ${inScope('n.nspname')}`,
  // A table's columns in their order (a column a migration dropped leaves a gap in attnum, not here).
  'column order': `select a.attrelid::regclass::text, string_agg(quote_ident(a.attname), ', ' order by a.attnum)
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') and ${inScope('n.nspname')}
    group by a.attrelid`,
  constraint: `select coalesce(nullif(co.conrelid, 0)::regclass::text, co.contypid::regtype::text) || ' ' || quote_ident(co.conname),
      pg_get_constraintdef(co.oid)
    from pg_constraint co join pg_namespace n on n.oid = co.connamespace where ${inScope('n.nspname')}`,
  index: `select i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid)
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where ${inScope('n.nspname')}`,
  policy: `select p.polrelid::regclass::text || ' ' || quote_ident(p.polname), concat_ws(' | ', p.polcmd, p.polpermissive,
      (select string_agg(case r when 0 then 'PUBLIC' else r::regrole::text end, ',' order by 1) from unnest(p.polroles) r),
      'using ' || pg_get_expr(p.polqual, p.polrelid), 'check ' || pg_get_expr(p.polwithcheck, p.polrelid))
    from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
    where ${inScope('n.nspname')}`,
  trigger: `select t.tgrelid::regclass::text || ' ' || quote_ident(t.tgname), concat_ws(' | ', pg_get_triggerdef(t.oid), t.tgenabled)
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and ${inScope('n.nspname')}`,
  view: `select c.oid::regclass::text, pg_get_viewdef(c.oid)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('v', 'm') and ${inScope('n.nspname')}`,
  rule: `select r.ev_class::regclass::text || ' ' || quote_ident(r.rulename), pg_get_ruledef(r.oid)
    from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
    where r.rulename <> '_RETURN' and ${inScope('n.nspname')}`,
  function: `select p.oid::regprocedure::text, pg_get_functiondef(p.oid) || 'owner ' || p.proowner::regrole::text
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where p.prokind <> 'a' and ${inScope('n.nspname')}
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  'grants on function': `select p.oid::regprocedure::text, ${acl('p.proacl', `'f', p.proowner`)}
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where p.prokind <> 'a' and ${inScope('n.nspname')}
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  type: `select t.oid::regtype::text, concat_ws(' | ', t.typtype, t.typowner::regrole::text,
      (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid),
      case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end,
      case when t.typnotnull then 'not null' end, 'default ' || t.typdefault, 'grants ' || ${acl('t.typacl', `'T', t.typowner`)})
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where t.typtype in ('e', 'd', 'r', 'm') and ${inScope('n.nspname')}
      and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')`,
  sequence: `select s.seqrelid::regclass::text, concat_ws(' ', format_type(s.seqtypid, null), s.seqstart, s.seqincrement,
      s.seqmin, s.seqmax, s.seqcache, s.seqcycle)
    from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
    where ${inScope('n.nspname')}`,
  publication: `select p.pubname, concat_ws(' | ', p.puballtables, p.pubinsert, p.pubupdate, p.pubdelete, p.pubtruncate,
      (select string_agg(pr.prrelid::regclass::text, ', ' order by pr.prrelid::regclass::text) from pg_publication_rel pr where pr.prpubid = p.oid))
    from pg_publication p`,
  'default privileges': `select concat_ws(' ', d.defaclrole::regrole::text, d.defaclnamespace::regnamespace::text, d.defaclobjtype),
      ${acl('d.defaclacl')}
    from pg_default_acl d`,
  // COMMENT ON anything: what the object is, as pg_describe_object names it.
  comment: `select pg_describe_object(d.classoid, d.objoid, d.objsubid), d.description
    from pg_description d cross join lateral pg_identify_object(d.classoid, d.objoid, d.objsubid) o
    where d.objoid >= 16384 and coalesce(o.schema, case when o.type = 'schema' then o.identity end, '') not in (${IGNORED_SCHEMAS.map((s) => `'${s}'`).join(', ')})
      and not exists (select 1 from pg_depend e where e.classid = d.classoid and e.objid = d.objoid and e.deptype = 'e')`,
  'event trigger': `select e.evtname, concat_ws(' | ', e.evtevent, e.evtfoid::regproc::text, e.evtenabled, array_to_string(e.evttags, ','))
    from pg_event_trigger e`,
}

/** Everything the database defines outside the catalog's own schemas, keyed "kind name". */
export async function readCatalog(db: Queryable): Promise<Catalog> {
  const catalog: Catalog = new Map()
  // Names are printed schema-qualified whatever the caller's search path.
  await db.query(`select set_config('search_path', '', false)`)
  for (const [kind, sql] of Object.entries(QUERIES)) {
    const { rows } = await db.query<{ key: string; definition: string | null }>(
      `select k as key, d as definition from (${sql}) as q(k, d)`,
    )
    for (const row of rows) catalog.set(`${kind} ${row.key}`, row.definition ?? '')
  }
  return catalog
}

export interface CatalogDifference {
  object: string
  /** Its definition in each database; null where that database lacks it. */
  left: string | null
  right: string | null
}

export function compareCatalogs(left: Catalog, right: Catalog): CatalogDifference[] {
  const keys = [...new Set([...left.keys(), ...right.keys()])].sort()
  return keys
    .filter((key) => left.get(key) !== right.get(key))
    .map((object) => ({ object, left: left.get(object) ?? null, right: right.get(object) ?? null }))
}

/** The first line where two definitions part, with a line of context, for a failure message. */
function firstDifference(left: string, right: string) {
  const l = left.split('\n')
  const r = right.split('\n')
  let i = 0
  while (i < l.length && i < r.length && l[i] === r[i]) i++
  return { line: i + 1, left: l[i] ?? '(ends)', right: r[i] ?? '(ends)' }
}

/** One paragraph per object: which side lacks it, or the first line where the two definitions part. */
export function describeDifferences(
  differences: CatalogDifference[],
  names: { left: string; right: string } = { left: 'migrations', right: 'schemas' },
): string {
  return differences
    .map(({ object, left, right }) => {
      if (left === null) return `${object}: only in the ${names.right}`
      if (right === null) return `${object}: only in the ${names.left}`
      const at = firstDifference(left, right)
      return `${object}: defined differently (line ${at.line})\n    ${names.left}: ${at.left.trim()}\n    ${names.right}: ${at.right.trim()}`
    })
    .join('\n')
}
