// Finding the relationship an embed names (PostgREST's Plan.findRel): by target table or view, by
// foreign key constraint or column, disambiguated by a `!hint` (constraint, column, or junction
// table) — or a computed relationship by its function's name; PGRST200 when none matches, PGRST201
// when several do.
import { ambiguousRelBetween, noRelBetween } from '../errors.ts'
import { closest } from '../schema/fuzzy.ts'
import { type Cardinality, qiKey, type Relationship, type SchemaCache } from '../schema/types.ts'

type KeyCardinality = Extract<Cardinality, { columns: [string, string][] }>

const singleColumn = (c: Cardinality) =>
  c.kind !== 'm2m' && c.kind !== 'computed' && c.columns.length === 1 ? (c.columns[0] as [string, string]) : null
const matchesFkColumn = (hint: string, c: Cardinality) => singleColumn(c)?.[0] === hint
const matchesFkRefColumn = (hint: string, c: Cardinality) => singleColumn(c)?.[1] === hint
const matchesConstraint = (hint: string, c: Cardinality) =>
  c.kind !== 'm2m' && c.kind !== 'computed' && (c as KeyCardinality).constraint === hint
const matchesJunction = (hint: string, c: Cardinality) => c.kind === 'm2m' && c.junction.name === hint

function matches(rel: Relationship, target: string, hint: string | undefined): boolean {
  const c = rel.cardinality
  // PostgREST matches a computed relationship by the function's name alone.
  if (c.kind === 'computed') return target === c.function.name
  const targetIsTable = target === rel.foreignTable.name
  if (rel.isSelf) {
    if (hint === undefined) {
      return (targetIsTable && c.kind === 'o2m') || (matchesFkColumn(target, c) && c.kind === 'm2o')
    }
    return targetIsTable && c.kind === 'o2m' && matchesFkRefColumn(hint, c)
  }
  if (hint === undefined) {
    return (
      targetIsTable ||
      (matchesConstraint(target, c) && !rel.foreignTableIsView) ||
      (matchesFkColumn(target, c) && !rel.foreignTableIsView)
    )
  }
  return (
    targetIsTable &&
    (matchesConstraint(hint, c) || matchesFkColumn(hint, c) || matchesFkRefColumn(hint, c) || matchesJunction(hint, c))
  )
}

function describe(rel: Relationship) {
  const cols = (pairs: [string, string][], i: 0 | 1) => `(${pairs.map((p) => p[i]).join(', ')})`
  const c = rel.cardinality
  const embedding = `${rel.table.name} with ${rel.foreignTable.name}`
  if (c.kind === 'computed') {
    return {
      cardinality: c.toOne ? 'many-to-one' : 'one-to-many',
      embedding,
      relationship: `${c.function.name} using ${rel.table.name} and ${rel.foreignTable.name}`,
    }
  }
  if (c.kind === 'm2m') {
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${c.junction.name} using ${c.constraint1}${cols(c.sourceColumns, 1)} and ${c.constraint2}${cols(c.targetColumns, 1)}`,
    }
  }
  const name = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one' }[c.kind]
  return {
    cardinality: name,
    embedding,
    relationship: `${c.constraint} using ${rel.table.name}${cols(c.columns, 0)} and ${rel.foreignTable.name}${cols(c.columns, 1)}`,
  }
}

function hintFor(rel: Relationship) {
  const c = rel.cardinality
  if (c.kind === 'computed') return `'${c.function.name}'`
  return `'${rel.foreignTable.name}!${c.kind === 'm2m' ? c.junction.name : c.constraint}'`
}

function noRelHint(cache: SchemaCache, schema: string, origin: string, target: string): string | null {
  const fromOrigin = cache.relationships.get(qiKey(schema, origin))
  if (fromOrigin) {
    const children = fromOrigin.filter((r) => r.foreignTable.schema === schema).map((r) => r.foreignTable.name)
    const child = closest(target, children, 0.33, 1)
    return child ? `Perhaps you meant '${child}' instead of '${target}'.` : null
  }
  const parents = [...cache.relationships.keys()]
    .map((k) => k.split('\u0000') as [string, string])
    .filter(([s]) => s === schema)
    .map(([, name]) => name)
  const parent = closest(origin, parents, 0.33)
  return parent ? `Perhaps you meant '${parent}' instead of '${origin}'.` : null
}

export function findRelationship(
  cache: SchemaCache,
  schema: string,
  origin: string,
  target: string,
  hint: string | undefined,
): Relationship {
  const candidates = (cache.relationships.get(qiKey(schema, origin)) ?? []).filter(
    (r) => r.foreignTable.schema === schema && matches(r, target, hint),
  )
  if (candidates.length === 1) return candidates[0] as Relationship
  if (candidates.length === 0) {
    throw noRelBetween(origin, target, hint ?? null, schema, noRelHint(cache, schema, origin, target))
  }
  throw ambiguousRelBetween(origin, target, candidates.map(describe), candidates.map(hintFor))
}
