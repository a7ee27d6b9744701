// PostgreSQL type name → TypeScript type, as `supabase gen types typescript` maps them. Types are
// looked up by their name (pg_type.typname) alone: an enum, composite type, table or view of a
// generated schema is referenced through `Database[...]`; an enum of another schema is spelled out
// as a union of its labels; anything else it does not know is `unknown`.
import type { RelationRow, TypeRow } from './catalog.ts'

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'])
const STRING = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
])

export interface TypeContext {
  /** The schemas being generated. */
  schemas: string[]
  types: TypeRow[]
  /** Tables (not foreign tables) and views (not materialized ones) of the generated schemas. */
  tables: RelationRow[]
  views: RelationRow[]
}

/** The one of several same-named candidates that lives in `schema`, else the first. */
function pick<T extends { schema: string }>(candidates: T[], schema: string): T | undefined {
  return candidates.find((c) => c.schema === schema) ?? candidates[0]
}

const ref = (schema: string, section: string, name: string, row = '') =>
  `Database[${JSON.stringify(schema)}][${JSON.stringify(section)}][${JSON.stringify(name)}]${row}`

/** The TypeScript type of the PostgreSQL type named `name`, seen from `schema`. */
export function tsType(name: string, schema: string, context: TypeContext): string {
  if (name === 'bool') return 'boolean'
  if (NUMBER.has(name)) return 'number'
  if (STRING.has(name)) return 'string'
  if (name === 'json' || name === 'jsonb') return 'Json'
  if (name === 'void') return 'undefined'
  if (name === 'record') return 'Record<string, unknown>'
  if (name.startsWith('_')) return `(${tsType(name.slice(1), schema, context)})[]`

  const generated = (s: string) => context.schemas.includes(s)
  const enumType = pick(
    context.types.filter((t) => t.name === name && t.enumValues.length > 0),
    schema,
  )
  if (enumType) {
    return generated(enumType.schema)
      ? ref(enumType.schema, 'Enums', enumType.name)
      : enumType.enumValues.map((v) => JSON.stringify(v)).join('|')
  }
  const composite = pick(
    context.types.filter((t) => t.name === name && t.attributes.length > 0),
    schema,
  )
  if (composite)
    return generated(composite.schema) ? ref(composite.schema, 'CompositeTypes', composite.name) : 'unknown'
  const table = pick(
    context.tables.filter((t) => t.name === name),
    schema,
  )
  if (table) return generated(table.schema) ? ref(table.schema, 'Tables', table.name, '["Row"]') : 'unknown'
  const view = pick(
    context.views.filter((v) => v.name === name),
    schema,
  )
  if (view) return generated(view.schema) ? ref(view.schema, 'Views', view.name, '["Row"]') : 'unknown'
  return 'unknown'
}

/** `type | null`, except for `unknown`, which already admits null. */
export function orNull(type: string, nullable: boolean): string {
  return nullable && type !== 'unknown' && type !== 'any' ? `${type} | null` : type
}
