// The schema cache: what PostgREST learns from pg_catalog about the exposed schemas (tables and
// views with their columns and keys, relationships between them, functions).

export interface QualifiedName {
  schema: string
  name: string
}

export const qiKey = (schema: string, name: string) => `${schema}\u0000${name}`

export interface Column {
  name: string
  /** The type as declared, schema-qualified outside pg_catalog: `numeric(12,2)`, `public.order_status`. */
  type: string
  /** The base type (domains resolved, no modifiers for pg_catalog types): `numeric`, `tsvector`. */
  baseType: string
  nullable: boolean
  /** The default expression, as pg_get_expr prints it. */
  default: string | null
  enumValues: string[]
}

export interface Table extends QualifiedName {
  isView: boolean
  insertable: boolean
  updatable: boolean
  deletable: boolean
  primaryKey: string[]
  columns: Map<string, Column>
}

export type Cardinality =
  | { kind: 'm2o'; constraint: string; columns: [string, string][] }
  | { kind: 'o2m'; constraint: string; columns: [string, string][] }
  | { kind: 'o2o'; constraint: string; columns: [string, string][]; isParent: boolean }
  | {
      kind: 'm2m'
      junction: QualifiedName
      constraint1: string
      constraint2: string
      /** (origin column, junction column) pairs. */
      sourceColumns: [string, string][]
      /** (target column, junction column) pairs. */
      targetColumns: [string, string][]
    }
  /**
   * PostgREST's computed relationship: a function taking the origin's row and returning rows of the
   * target, embedded by its name; to-one when it returns one row (`returns t` or `setof t rows 1`).
   */
  | { kind: 'computed'; function: QualifiedName; toOne: boolean }

export interface Relationship {
  table: QualifiedName
  foreignTable: QualifiedName
  isSelf: boolean
  cardinality: Cardinality
  tableIsView: boolean
  foreignTableIsView: boolean
}

export interface RoutineParam {
  name: string
  type: string
  /** The type used to cast arguments: character(n)/bit(n) widened so any length is accepted. */
  castType: string
  required: boolean
  variadic: boolean
}

export interface Routine extends QualifiedName {
  params: RoutineParam[]
  returns: { setOf: boolean; composite: boolean; schema: string; name: string }
  volatility: 'immutable' | 'stable' | 'volatile'
  hasVariadic: boolean
}

export interface SchemaCache {
  tables: Map<string, Table>
  /** Keyed by qiKey(schema, table) of the origin; only relationships within exposed schemas. */
  relationships: Map<string, Relationship[]>
  routines: Map<string, Routine[]>
  /** Functions taking a table's row, usable as columns: qiKey of the table → function names. */
  computedFields: Map<string, Set<string>>
  /** Table names per schema, for "Perhaps you meant" hints. */
  tableNames: Map<string, string[]>
  aggregatesEnabled: boolean
  /** `pgrst.db_plan_enabled`: the execution-plan media type is served. */
  planEnabled: boolean
}

export const isVoid = (r: Routine) => !r.returns.setOf && r.returns.schema === 'pg_catalog' && r.returns.name === 'void'
export const returnsScalar = (r: Routine) => !r.returns.setOf && !r.returns.composite
export const returnsSetOfScalar = (r: Routine) => r.returns.setOf && !r.returns.composite
export const returnsSingleComposite = (r: Routine) => !r.returns.setOf && r.returns.composite
export const returnsSingle = (r: Routine) => !r.returns.setOf
export const isToOne = (r: Relationship) =>
  r.cardinality.kind === 'm2o' ||
  r.cardinality.kind === 'o2o' ||
  (r.cardinality.kind === 'computed' && r.cardinality.toOne)
