// The read plan (PostgREST's Plan.readPlan): the select tree with filters, logic trees, orders and
// ranges attached to their nodes, relationships resolved for every embed, identifiers checked
// against the schema cache, and max-rows applied.
import {
  aggregatesNotAllowed,
  notEmbedded,
  notImplemented,
  relatedOrderNotToOne,
  undefinedColumn,
  undefinedType,
} from '../errors.ts'
import type { Action } from '../request/api-request.ts'
import {
  ALL_ROWS,
  type EmbedPath,
  type Field,
  type Filter,
  type LogicTree,
  type OrderTerm,
  type QueryParams,
  type Range,
  type SelectItem,
} from '../request/types.ts'
import { isToOne, type QualifiedName, qiKey, type Relationship, type SchemaCache, type Table } from '../schema/types.ts'
import { findRelationship } from './relationships.ts'
import type {
  JoinCondition,
  PlanField,
  PlanFilter,
  PlanLogic,
  PlanOrder,
  ReadPlan,
  RelSelect,
  SelectField,
  SpreadSelect,
} from './types.ts'

export const SOURCE_CTE = 'pgrst_source'

export interface ReadPlanInput {
  cache: SchemaCache
  schema: string
  /** The relation at the root: a table or view, or the table type a function returns. */
  root: QualifiedName
  action: Action
  query: QueryParams
  topLevelRange: Range
  maxRows: number | null
}

class Resolver {
  constructor(
    readonly cache: SchemaCache,
    readonly schema: string,
  ) {}

  table(qi: QualifiedName): Table | undefined {
    return this.cache.tables.get(qiKey(qi.schema, qi.name))
  }

  /** Resolves a column of `qi` (CoercibleField): its type, and how a JSON path applies to it. */
  field(qi: QualifiedName, field: Field, fts?: { language?: string }): PlanField {
    const column = this.table(qi)?.columns.get(field.name)
    const type = column?.type ?? ''
    const base = column?.baseType ?? ''
    if (type === 'json' || type === 'jsonb') return { name: field.name, path: field.path, toJson: false, type }
    if (base === 'tsvector') return { name: field.name, path: field.path, toJson: true, type }
    return { name: field.name, path: field.path, toJson: true, type, ...(fts && { toTsVector: fts }) }
  }

  filter(qi: QualifiedName, filter: Filter): PlanFilter {
    const op = filter.expr.operation
    const fts = op.kind === 'fts' ? { ...(op.language !== undefined && { language: op.language }) } : undefined
    return { kind: 'filter', field: this.field(qi, filter.field, fts), expr: filter.expr }
  }

  logic(qi: QualifiedName, tree: LogicTree): PlanLogic {
    if (tree.kind === 'filter') return { kind: 'filter', filter: this.filter(qi, tree.filter) }
    return {
      kind: 'expr',
      negated: tree.negated,
      operator: tree.operator,
      children: tree.children.map((c) => this.logic(qi, c)),
    }
  }

  order(qi: QualifiedName, term: OrderTerm): PlanOrder {
    const mods = { ...(term.direction && { direction: term.direction }), ...(term.nulls && { nulls: term.nulls }) }
    if (term.relation !== undefined) return { kind: 'related', relation: term.relation, field: term.field, ...mods }
    return { kind: 'column', field: this.field(qi, term.field), ...mods }
  }
}

function emptyNode(from: QualifiedName, relName: string, depth: number): ReadPlan {
  return {
    select: [],
    from,
    where: [],
    order: [],
    range: ALL_ROWS,
    relName,
    aggAlias: '',
    joinConditions: [],
    depth,
    relSelects: [],
    children: [],
  }
}

function buildTree(r: Resolver, node: ReadPlan, items: SelectItem[]): ReadPlan {
  for (const item of items) {
    if (item.kind === 'field') {
      node.select.push({
        field: r.field(node.from, item.field),
        ...(item.aggregate && { aggregate: item.aggregate }),
        ...(item.aggregateCast !== undefined && { aggregateCast: item.aggregateCast }),
        ...(item.cast !== undefined && { cast: item.cast }),
        ...(item.alias !== undefined && { alias: item.alias }),
      })
      continue
    }
    const child = emptyNode({ schema: r.schema, name: item.relation }, item.relation, node.depth + 1)
    if (item.hint !== undefined) child.relHint = item.hint
    if (item.joinType) child.joinType = item.joinType
    if (item.kind === 'relation' && item.alias !== undefined) child.relAlias = item.alias
    if (item.kind === 'spread') child.spread = { kind: 'to-one' }
    node.children.push(buildTree(r, child, item.children))
  }
  return node
}

const nodeName = (n: ReadPlan) => n.relAlias ?? n.relName

/** The node an embed path leads to (updateNode); PGRST108 when a step is not embedded. */
function nodeAt(root: ReadPlan, path: EmbedPath): ReadPlan {
  let node = root
  for (const step of path) {
    const next = node.children.find((c) => nodeName(c) === step)
    if (!next) throw notEmbedded(step)
    node = next
  }
  return node
}

function joinConditions(rel: Relationship, alias: string | undefined, parentAlias: string | undefined) {
  const schema = rel.table.schema
  const tableRef = (name: string, a: string | undefined) => (a ? { alias: a } : { schema, name })
  const c = rel.cardinality
  // A computed relationship joins by calling its function with the parent's row.
  if (c.kind === 'computed') return []
  if (c.kind === 'm2m') {
    const junction = c.junction.name
    return [
      ...c.targetColumns.map(([target, jcol]) => ({
        left: { qualifier: { schema, name: junction }, column: jcol },
        right: { qualifier: { schema, name: rel.foreignTable.name }, column: target },
      })),
      ...c.sourceColumns.map(([source, jcol]) => ({
        left: { qualifier: tableRef(junction, undefined), column: jcol },
        right: { qualifier: tableRef(rel.table.name, parentAlias), column: source },
      })),
    ] as JoinCondition[]
  }
  return c.columns.map(([column, foreignColumn]) => ({
    left: { qualifier: tableRef(rel.foreignTable.name, alias), column: foreignColumn },
    right: { qualifier: tableRef(rel.table.name, parentAlias), column },
  })) as JoinCondition[]
}

/** Resolves the relationship of every embed (addRels) and names the joins. */
function addRelationships(r: Resolver, node: ReadPlan) {
  for (const child of node.children) {
    const origin = node.depth === 0 && node.fromAlias ? node.fromAlias : node.from.name
    const rel = findRelationship(r.cache, r.schema, origin, child.relName, child.relHint)
    child.from = rel.foreignTable
    child.relToParent = rel
    child.aggAlias = `${rel.table.name}_${nodeName(child)}_${child.depth}`
    if (child.spread && !isToOne(rel)) child.spread = { kind: 'to-many', extraSelects: [], order: [] }
    if (rel.cardinality.kind !== 'm2m') child.fromAlias = `${rel.foreignTable.name}_${child.depth}`
    child.joinConditions = joinConditions(rel, child.fromAlias, node.fromAlias)
    if (rel.cardinality.kind === 'computed') child.computedArgument = node.fromAlias ?? node.from.name
    // Fields were resolved before the relationship was known: resolve them again on the target.
    child.select = child.select.map((s) => ({
      ...s,
      field: r.field(child.from, { name: s.field.name, path: s.field.path }),
    }))
    addRelationships(r, child)
  }
}

/**
 * Casts are written into the SQL unquoted (quoting would break `int`, `double precision`), so only
 * plain type names pass: letters, digits, underscores and spaces. The grammar also admits `$`,
 * which could open a dollar-quoted string; such a type cannot exist, as PostgreSQL would say.
 */
function validateCasts(node: ReadPlan) {
  for (const s of node.select) {
    for (const cast of [s.cast, s.aggregateCast]) {
      if (cast !== undefined && !/^[\p{L}_][\p{L}\p{N}_ ]*$/u.test(cast)) {
        throw undefinedType(cast)
      }
    }
  }
  node.children.forEach(validateCasts)
}

/** Checks every column against the cache, raising Postgres's own 42703 before the query runs. */
function validateColumns(r: Resolver, node: ReadPlan, rootQualifier: string | null) {
  const table = r.table(node.from)
  const qualifier = node.depth === 0 ? (rootQualifier ?? node.from.name) : (node.fromAlias ?? node.from.name)
  if (table) {
    const computed = r.cache.computedFields.get(qiKey(table.schema, table.name))
    const check = (name: string) => {
      if (name === '*' || table.columns.has(name) || computed?.has(name)) return
      throw undefinedColumn(qualifier, name)
    }
    for (const s of node.select) if (!s.field.fullRow) check(s.field.name)
    const checkLogic = (l: PlanLogic) => {
      if (l.kind === 'expr') l.children.forEach(checkLogic)
      else if (l.filter.kind === 'filter') check(l.filter.field.name)
    }
    node.where.forEach(checkLogic)
    for (const o of node.order) if (o.kind === 'column') check(o.field.name)
  }
  for (const child of node.children) validateColumns(r, child, null)
}

/** `rel(count)`: PostgreSQL reads `rel.count` as count(rel); we plan it as the aggregate it is. */
function countShorthand(r: Resolver, node: ReadPlan) {
  const table = r.table(node.from)
  node.select = node.select.map((s) =>
    s.field.name === 'count' && !s.field.path.length && !s.aggregate && !table?.columns.has('count')
      ? { ...s, field: { ...s.field, name: '*' }, aggregate: 'count', alias: s.alias ?? 'count' }
      : s,
  )
  for (const child of node.children) countShorthand(r, child)
}

function hasAggregate(node: ReadPlan): boolean {
  return node.select.some((s) => s.aggregate) || node.children.some(hasAggregate)
}

/** Expands `*` into the columns when an aggregate groups by them (expandStars). */
function expandStars(r: Resolver, node: ReadPlan, parentHasAgg: boolean) {
  const hasAgg = parentHasAgg || node.select.some((s) => s.aggregate) || node.spread?.kind === 'to-many'
  const table = r.table(node.from)
  if (hasAgg && table) {
    node.select = node.select.flatMap((s) => {
      if (s.field.name === '*' && !s.field.path.length && !s.aggregate) {
        return [...table.columns.values()].map((c) => ({ ...s, field: r.field(node.from, { name: c.name, path: [] }) }))
      }
      if (s.field.name === '*' && node.spread && s.aggregate === 'count')
        return [{ ...s, field: { ...s.field, fullRow: true } }]
      return [s]
    })
  }
  for (const child of node.children) expandStars(r, child, hasAgg)
}

/** Names a JSON path after its last key, and a spread's aggregate after the function (addAliases). */
function addAliases(node: ReadPlan) {
  node.select = node.select.map((s) => {
    if (s.alias !== undefined) return s
    if (s.aggregate && node.spread) return { ...s, alias: s.aggregate }
    const path = s.field.path
    const last = path[path.length - 1]
    if (!last) return s
    if (last.operand.kind === 'key') return { ...s, alias: last.operand.value }
    const lastKey = [...path].reverse().find((p) => p.operand.kind === 'key')
    return { ...s, alias: lastKey ? lastKey.operand.value : s.field.name }
  })
  node.children.forEach(addAliases)
}

function addRelatedOrders(node: ReadPlan) {
  node.order = node.order.map((o) => {
    if (o.kind !== 'related') return o
    const child = node.children.find((c) => nodeName(c) === o.relation)
    if (!child) throw notEmbedded(o.relation)
    if (!child.relToParent || !isToOne(child.relToParent)) throw relatedOrderNotToOne(node.from.name, nodeName(child))
    return { ...o, relation: child.aggAlias }
  })
  node.children.forEach(addRelatedOrders)
}

/** `embed=is.null` on an embedded resource filters on whether it matched (addNullEmbedFilters). */
function addNullEmbedFilters(node: ReadPlan) {
  const rewrite = (l: PlanLogic): PlanLogic => {
    if (l.kind === 'expr') return { ...l, children: l.children.map(rewrite) }
    const f = l.filter
    if (
      f.kind !== 'filter' ||
      f.field.path.length ||
      f.expr.operation.kind !== 'is' ||
      f.expr.operation.value !== 'null'
    ) {
      return l
    }
    const child = node.children.find((c) => nodeName(c) === f.field.name)
    if (!child) return l
    return { kind: 'filter', filter: { kind: 'null-embed', negated: f.expr.negated, aggAlias: child.aggAlias } }
  }
  node.where = node.where.map(rewrite)
  node.children.forEach(addNullEmbedFilters)
}

function spreadFields(node: ReadPlan): SpreadSelect[] {
  return [
    ...node.select.map((s) => ({ name: s.alias ?? s.field.name })),
    ...node.relSelects.flatMap((rs): SpreadSelect[] => (rs.kind === 'embed' ? [{ name: rs.name }] : rs.fields)),
  ]
}

function isEmptyEmbed(node: ReadPlan): boolean {
  return node.select.length === 0 && node.children.every(isEmptyEmbed)
}

/** What each embed contributes to its parent's select list (addRelSelects). */
function addRelSelects(node: ReadPlan) {
  node.children.forEach(addRelSelects)
  node.relSelects = node.children.map((child): RelSelect => {
    if (child.spread) return { kind: 'spread', fields: spreadFields(child), aggAlias: child.aggAlias }
    return {
      kind: 'embed',
      name: nodeName(child),
      aggAlias: child.aggAlias,
      mode: child.relToParent && isToOne(child.relToParent) ? 'object' : 'array',
      empty: isEmptyEmbed(child),
    }
  })
}

/**
 * Aggregates in a to-one spread apply to the parent's rows (hoistSpreadAggFunctions): they move up
 * to the parent's select of the spread, and the spread's own select keeps the plain column.
 */
function hoistSpreadAggregates(node: ReadPlan): { aggAlias: string; name: string; agg: SelectField }[] {
  const hoisted: { aggAlias: string; name: string; agg: SelectField }[] = []
  const fromChildren = node.children.flatMap((c) => hoistSpreadAggregates(c))
  const isToOneSpread = node.spread?.kind === 'to-one'
  if (isToOneSpread && node.depth > 0) {
    node.select = node.select.map((s) => {
      if (!s.aggregate) return s
      hoisted.push({ aggAlias: node.aggAlias, name: s.alias ?? s.field.name, agg: s })
      const { aggregate: _a, aggregateCast: _c, ...plain } = s
      return plain
    })
    hoisted.push(...fromChildren.map((h) => ({ ...h, aggAlias: node.aggAlias })))
    return hoisted
  }
  if (fromChildren.length) {
    node.relSelects = node.relSelects.map((rs) => {
      if (rs.kind !== 'spread') return rs
      return {
        ...rs,
        fields: rs.fields.map((f) => {
          const h = fromChildren.find((x) => x.aggAlias === rs.aggAlias && x.name === f.name)
          if (!h?.agg.aggregate) return f
          return {
            ...f,
            aggregate: h.agg.aggregate,
            ...(h.agg.aggregateCast !== undefined && { aggregateCast: h.agg.aggregateCast }),
            ...(h.agg.alias !== undefined && { alias: h.agg.alias }),
          }
        }),
      }
    })
  }
  return []
}

/** To-many spreads aggregate each column into an array; their order moves into that aggregation. */
function addToManyOrderSelects(node: ReadPlan) {
  if (node.spread?.kind === 'to-many') {
    const aggInSelect = node.select.some((s) => s.aggregate)
    const aggInRel = node.relSelects.some((rs) => rs.kind === 'spread' && rs.fields.some((f) => f.aggregate))
    if (aggInSelect || aggInRel) {
      throw notImplemented('Aggregates are not implemented for one-to-many or many-to-many spreads.')
    }
    const spread = node.spread
    node.order.forEach((o, i) => {
      const name = o.kind === 'column' ? o.field.name : o.field.name
      const alias = `${node.aggAlias}_${name}_${i + 1}`
      const field: PlanField =
        o.kind === 'column' ? o.field : { name: o.field.name, path: o.field.path, toJson: true, type: '' }
      spread.extraSelects.push({ ...(o.kind === 'related' && { relation: o.relation }), field: { field, alias } })
      spread.order.push({
        kind: 'column',
        field: { name: alias, path: [], toJson: false, type: '' },
        ...(o.direction && { direction: o.direction }),
        ...(o.nulls && { nulls: o.nulls }),
      })
    })
    node.order = []
  }
  node.children.forEach(addToManyOrderSelects)
}

function restrictRange(range: Range, maxRows: number | null): Range {
  if (maxRows === null || range.limit === 0) return range
  return { offset: range.offset, limit: range.limit === null ? maxRows : Math.min(range.limit, maxRows) }
}

function applyMaxRows(node: ReadPlan, maxRows: number | null) {
  node.range = restrictRange(node.range, maxRows)
  for (const child of node.children) applyMaxRows(child, maxRows)
}

export function readPlan(input: ReadPlanInput): ReadPlan {
  const { cache, schema, root, action, query } = input
  const r = new Resolver(cache, schema)
  const tree = buildTree(r, emptyNode(root, root.name, 0), query.select)
  const isRead = action.kind === 'read' || action.kind === 'call'
  if (!cache.aggregatesEnabled && hasAggregate(tree)) throw aggregatesNotAllowed()

  // Filters, orders, ranges and logic find their nodes first (PGRST108), and are resolved once
  // the relationships tell which table each node reads.
  const pending = new Map<ReadPlan, { filters: Filter[]; logic: LogicTree[]; order?: OrderTerm[] }>()
  const pendingOf = (node: ReadPlan) => {
    let p = pending.get(node)
    if (!p) {
      p = { filters: [], logic: [] }
      pending.set(node, p)
    }
    return p
  }
  for (const { path, filter } of query.filters) {
    if (!isRead && path.length === 0) continue
    pendingOf(nodeAt(tree, path)).filters.push(filter)
  }
  for (const { path, terms } of query.order) pendingOf(nodeAt(tree, path)).order = terms
  if (action.kind !== 'mutate') {
    for (const [key, range] of query.ranges) {
      if (key !== '') nodeAt(tree, key.split('.')).range = range
    }
    tree.range = input.topLevelRange
  }
  for (const { path, tree: logic } of query.logic) {
    if (!isRead && path.length === 0) continue
    pendingOf(nodeAt(tree, path)).logic.unshift(logic)
  }

  let rootQualifier: string | null = null
  if (action.kind === 'mutate' || action.kind === 'call') {
    tree.fromAlias = root.name
    tree.fromSource = true
    rootQualifier = root.name
  }
  addRelationships(r, tree)
  for (const [node, p] of pending) {
    node.where = [
      ...p.logic.map((l) => r.logic(node.from, l)),
      ...p.filters.map((f): PlanLogic => ({ kind: 'filter', filter: r.filter(node.from, f) })),
    ]
    if (p.order) node.order = p.order.map((t) => r.order(node.from, t))
  }
  countShorthand(r, tree)
  addNullEmbedFilters(tree)
  validateColumns(r, tree, rootQualifier)
  validateCasts(tree)
  expandStars(r, tree, false)
  addAliases(tree)
  addRelatedOrders(tree)
  addRelSelects(tree)
  hoistSpreadAggregates(tree)
  addToManyOrderSelects(tree)
  if (isRead) applyMaxRows(tree, input.maxRows)
  return tree
}

/** Root filters of a mutation (they go into its WHERE, not into the read). */
export function rootLogic(input: ReadPlanInput & { table: QualifiedName }): PlanLogic[] {
  const r = new Resolver(input.cache, input.schema)
  const logic = input.query.logic.filter((l) => l.path.length === 0).map((l) => r.logic(input.table, l.tree))
  const filters = input.query.filters
    .filter((f) => f.path.length === 0)
    .map((f): PlanLogic => ({ kind: 'filter', filter: r.filter(input.table, f.filter) }))
  const all = [...filters, ...logic]
  const table = r.table(input.table)
  if (table) {
    const computed = input.cache.computedFields.get(qiKey(table.schema, table.name))
    const check = (l: PlanLogic) => {
      if (l.kind === 'expr') l.children.forEach(check)
      else if (l.filter.kind === 'filter') {
        const name = l.filter.field.name
        if (!table.columns.has(name) && !computed?.has(name)) throw undefinedColumn(table.name, name)
      }
    }
    all.forEach(check)
  }
  return all
}

/** The columns a mutation or call must return so the read plan's select and embeds work (inferColsEmbedNeeds). */
export function columnsNeeded(tree: ReadPlan, primaryKey: string[]): string[] {
  const names = new Set(tree.select.map((s) => s.field.name))
  if (names.has('*')) return ['*']
  for (const child of tree.children) {
    const c = child.relToParent?.cardinality
    if (!c) continue
    // The function needs the whole row (PostgREST returns `*` then too).
    if (c.kind === 'computed') return ['*']
    const cols = c.kind === 'm2m' ? c.sourceColumns : c.columns
    for (const [column] of cols) names.add(column)
  }
  for (const k of primaryKey) names.add(k)
  return [...names]
}
