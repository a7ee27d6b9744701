// The plans (PostgREST's Plan/ReadPlan.hs, MutatePlan.hs, CallPlan.hs): the request resolved against
// the schema cache, ready to be written as SQL.
import type { MediaType } from '../request/media-type.ts'
import type { Preferences } from '../request/preferences.ts'
import type { AggregateFunction, Field, JoinType, JsonPath, OpExpr, Range } from '../request/types.ts'
import type { QualifiedName, Relationship, Routine } from '../schema/types.ts'

/** A column reference resolved against the cache (CoercibleField). */
export interface PlanField {
  name: string
  path: JsonPath
  /** Wrap in to_jsonb() before applying the JSON path (the column is not json/jsonb). */
  toJson: boolean
  /** For full-text filters on a column that is not a tsvector. */
  toTsVector?: { language?: string }
  /** The column's type; '' when unknown. */
  type: string
  /** The whole row of the relation (count() in a spread). */
  fullRow?: boolean
}

export interface SelectField {
  field: PlanField
  aggregate?: AggregateFunction
  aggregateCast?: string
  cast?: string
  alias?: string
}

export type PlanFilter =
  | { kind: 'filter'; field: PlanField; expr: OpExpr }
  /** `embed=is.null` / `embed=not.is.null`: whether an embedded resource matched. */
  | { kind: 'null-embed'; negated: boolean; aggAlias: string }

export type PlanLogic =
  | { kind: 'filter'; filter: PlanFilter }
  | { kind: 'expr'; negated: boolean; operator: 'and' | 'or'; children: PlanLogic[] }

export type PlanOrder =
  | { kind: 'column'; field: PlanField; direction?: 'asc' | 'desc'; nulls?: 'first' | 'last' }
  /** An order by a column of an embedded to-one resource, through its lateral join alias. */
  | { kind: 'related'; relation: string; field: Field; direction?: 'asc' | 'desc'; nulls?: 'first' | 'last' }

/** A column reference: a qualified table (`"s"."t"`) or an alias (`"t_1"`), and a column. */
export interface ColumnRef {
  qualifier: QualifiedName | { alias: string }
  column: string
}

export interface JoinCondition {
  left: ColumnRef
  right: ColumnRef
}

export type SpreadSelect = { name: string; aggregate?: AggregateFunction; aggregateCast?: string; alias?: string }

export type RelSelect =
  | { kind: 'embed'; name: string; aggAlias: string; mode: 'object' | 'array'; empty: boolean }
  | { kind: 'spread'; fields: SpreadSelect[]; aggAlias: string }

export type Spread =
  | { kind: 'to-one' }
  | {
      kind: 'to-many'
      /** Order columns selected inside the spread so the aggregation can order by them. */
      extraSelects: { relation?: string; field: SelectField }[]
      order: PlanOrder[]
    }

export interface ReadPlan {
  select: SelectField[]
  /** The relation read: a table/view, or `pgrst_source` (schema '') for mutations and calls. */
  from: QualifiedName
  fromAlias?: string
  /** Read from the mutation's or call's result (`pgrst_source`) instead of `from`. */
  fromSource?: boolean
  where: PlanLogic[]
  order: PlanOrder[]
  range: Range
  relName: string
  relAlias?: string
  relHint?: string
  joinType?: JoinType
  /** Internal alias of the lateral join that embeds this node in its parent. */
  aggAlias: string
  relToParent?: Relationship
  /** A computed relationship's argument: the parent's row, by the name the parent is read as. */
  computedArgument?: string
  joinConditions: JoinCondition[]
  spread?: Spread
  depth: number
  relSelects: RelSelect[]
  children: ReadPlan[]
}

export interface InsertPlan {
  kind: 'insert'
  table: QualifiedName
  columns: InsertColumn[]
  body: string | null
  onConflict: { resolution: 'merge-duplicates' | 'ignore-duplicates'; columns: string[] } | null
  /** PUT: the URL's primary key filters the payload must match. */
  putConditions: PlanLogic[]
  returning: string[]
  primaryKey: string[]
  applyDefaults: boolean
}

export interface InsertColumn {
  name: string
  type: string
  default: string | null
}

export interface UpdatePlan {
  kind: 'update'
  table: QualifiedName
  columns: InsertColumn[]
  body: string | null
  where: PlanLogic[]
  returning: string[]
  applyDefaults: boolean
}

export interface DeletePlan {
  kind: 'delete'
  table: QualifiedName
  where: PlanLogic[]
  returning: string[]
}

export type MutatePlan = InsertPlan | UpdatePlan | DeletePlan

export type CallArgs =
  | { kind: 'direct'; args: Map<string, string[]> }
  | { kind: 'json'; json: string | null }
  | { kind: 'raw'; body: Buffer }

export interface CallPlan {
  routine: Routine
  /** The parameters given, or the single unnamed one. */
  params: { kind: 'one-unnamed' } | { kind: 'named'; names: string[] }
  args: CallArgs
  /** Columns of the result the read plan needs (`*` for all). */
  returning: string[]
}

export type Handler =
  | { kind: 'json'; stripNulls: boolean }
  | { kind: 'single'; stripNulls: boolean }
  | { kind: 'csv' }
  | { kind: 'none' }

export interface Negotiated {
  handler: Handler
  media: MediaType
}

export type ActionPlan =
  | { kind: 'read'; read: ReadPlan; negotiated: Negotiated; headersOnly: boolean; target: QualifiedName }
  | {
      kind: 'mutate'
      read: ReadPlan
      mutate: MutatePlan
      negotiated: Negotiated
      mutation: 'create' | 'update' | 'upsert' | 'delete'
      target: QualifiedName
    }
  | { kind: 'call'; read: ReadPlan; call: CallPlan; negotiated: Negotiated; headersOnly: boolean; readOnly: boolean }

export interface PlanContext {
  preferences: Preferences
  maxRows: number | null
}
