// What `gen types` reads from the catalog (catalog-queries.ts), as plain rows: the input of model.ts.
import type { ForeignKeyRow, ViewRow } from '../rest/schema/build.ts'

export interface RelationRow {
  oid: number
  schema: string
  name: string
  kind: 'table' | 'foreign' | 'view' | 'materialized'
  /** Views only: UPDATE and DELETE both work on it (then it gets Insert and Update types). */
  updatable: boolean
}

export interface ColumnRow {
  relationOid: number
  name: string
  /** pg_type.typname, a domain's base type's: `int4`, `_text`, `order_status`. */
  type: string
  nullable: boolean
  /** A default or generation expression. */
  hasDefault: boolean
  identity: 'always' | 'by default' | null
  updatable: boolean
}

export interface FunctionArgRow {
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table'
  /** '' when unnamed. */
  name: string
  typeOid: number
  hasDefault: boolean | null
}

export interface FunctionRow {
  oid: number
  schema: string
  name: string
  args: FunctionArgRow[]
  /** pg_get_function_arguments: `p_code text, p_lines jsonb DEFAULT '[]'::jsonb`. */
  argumentTypes: string
  returnTypeOid: number
  /** pg_get_function_result: `SETOF orders`, `TABLE(id uuid, total integer)`. */
  returnType: string
  /** The row type's relation when the function returns a table's, view's or composite type's row. */
  returnRelationOid: number | null
  returnsSet: boolean
  /** The planner's row estimate (`ROWS n`) of a set-returning function. */
  rows: number | null
}

export interface TypeRow {
  oid: number
  schema: string
  name: string
  /** format_type: `integer`, `public.order_status` when not on the search path. */
  format: string
  enumValues: string[]
  /** Attributes of a composite type (`create type ... as (...)`); empty for a table's row type. */
  attributes: { name: string; typeOid: number }[]
  relationOid: number | null
}

export interface Catalog {
  /** The requested schemas that exist, in the order asked. */
  schemas: string[]
  relations: RelationRow[]
  columns: ColumnRow[]
  /** Of every non-system schema: a view of a generated schema may show another schema's keys. */
  foreignKeys: ForeignKeyRow[]
  views: ViewRow[]
  functions: FunctionRow[]
  types: TypeRow[]
}
