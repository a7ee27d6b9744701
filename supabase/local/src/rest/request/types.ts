// What a request asks for, as PostgREST's ApiRequest/Types.hs models it: the parsed query
// parameters (select tree, filters, logic trees, order, ranges), preferences and payload.

export type JsonOperand = { kind: 'key'; value: string } | { kind: 'index'; value: string }
export interface JsonOperation {
  arrow: '->' | '->>'
  operand: JsonOperand
}
export type JsonPath = JsonOperation[]

/** A column (or `*`) with an optional JSON path, e.g. `data->a->>b`. */
export interface Field {
  name: string
  path: JsonPath
}

export type AggregateFunction = 'sum' | 'avg' | 'count' | 'max' | 'min'
export type JoinType = 'inner' | 'left'

export type SelectItem =
  | {
      kind: 'field'
      field: Field
      alias?: string
      cast?: string
      aggregate?: AggregateFunction
      aggregateCast?: string
    }
  | {
      kind: 'relation'
      relation: string
      alias?: string
      hint?: string
      joinType?: JoinType
      children: SelectItem[]
    }
  | { kind: 'spread'; relation: string; hint?: string; joinType?: JoinType; children: SelectItem[] }

export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj'
export type QuantOperator = 'eq' | 'gte' | 'gt' | 'lte' | 'lt' | 'like' | 'ilike' | 'match' | 'imatch'
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts'
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown'

export type Operation =
  | { kind: 'simple'; operator: SimpleOperator; value: string }
  | { kind: 'quant'; operator: QuantOperator; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; operator: FtsOperator; language?: string; value: string }

export interface OpExpr {
  negated: boolean
  operation: Operation
}

export interface Filter {
  field: Field
  expr: OpExpr
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'expr'; negated: boolean; operator: 'and' | 'or'; children: LogicTree[] }

export interface OrderTerm {
  /** Set for `rel(col)` terms: order by a column of an embedded to-one resource. */
  relation?: string
  field: Field
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

/** Names of embedded resources leading to a node of the select tree; [] is the root. */
export type EmbedPath = string[]

/** Rows requested: `offset` and an optional `limit` (null: all). */
export interface Range {
  offset: number
  limit: number | null
}

export const ALL_ROWS: Range = { offset: 0, limit: null }

export interface QueryParams {
  /** Query string sorted by key, as PostgREST echoes in Content-Location. */
  canonical: string
  select: SelectItem[]
  filters: { path: EmbedPath; filter: Filter }[]
  logic: { path: EmbedPath; tree: LogicTree }[]
  order: { path: EmbedPath; terms: OrderTerm[] }[]
  /** Keyed by embed path joined with '.', '' for the root. */
  ranges: Map<string, Range>
  columns: string[] | null
  onConflict: string[] | null
  /** Arguments of an RPC read (GET/HEAD): parameters whose value is not an operator expression. */
  rpcArgs: [string, string][]
  /** Every key used as a filter (root or embedded, and RPC args). */
  filterKeys: Set<string>
}
