// The SELECT of a read plan (QueryBuilder.readPlanToQuery): embeds as lateral subqueries aggregated
// to JSON, `!inner` as a join condition on their existence, and the count query.
import { SOURCE_CTE } from '../plan/read-plan.ts'
import type { JoinCondition, PlanLogic, ReadPlan, RelSelect, SpreadSelect } from '../plan/types.ts'
import {
  aggregateSql,
  asSql,
  columnSql,
  fieldSql,
  filterSql,
  limitOffsetSql,
  logicSql,
  orderSql,
  type Qualifier,
  selectItemSql,
} from './fragments.ts'
import { fromQi, ident, type Params } from './sql.ts'

export function qualifierOf(node: ReadPlan): Qualifier {
  return node.fromAlias ? { alias: node.fromAlias } : node.from
}

function fromSql(node: ReadPlan): string {
  const alias = node.fromAlias ? ` AS ${ident(node.fromAlias)}` : ''
  const c = node.relToParent?.cardinality
  if (c?.kind === 'computed' && node.relToParent) {
    // As PostgREST's fromF: the parent's row, cast to its table (functions may be overloaded).
    const argument = `${ident(node.computedArgument ?? node.relToParent.table.name)}::${fromQi(node.relToParent.table)}`
    return ` FROM ${fromQi(c.function)}(${argument})${alias}`
  }
  const source = node.fromSource ? SOURCE_CTE : fromQi(node.from)
  const junction = c?.kind === 'm2m' ? `, ${fromQi(c.junction)}` : ''
  return ` FROM ${source}${alias}${junction}`
}

const joinConditionSql = (j: JoinCondition) =>
  `${columnSql(j.left.qualifier, j.left.column)} = ${columnSql(j.right.qualifier, j.right.column)}`

function spreadFieldSql(aggAlias: string, f: SpreadSelect): string {
  const column = f.name === '*' ? `${ident(aggAlias)}.*` : `${ident(aggAlias)}.${ident(f.name)}`
  return `${aggregateSql(f.aggregate, f.aggregateCast, column)}${asSql(f.alias)}`
}

function relSelectSql(rs: RelSelect): string[] {
  const agg = ident(rs.aggAlias)
  if (rs.kind === 'spread') return rs.fields.map((f) => spreadFieldSql(rs.aggAlias, f))
  if (rs.empty) return []
  if (rs.mode === 'object') return [`row_to_json(${agg}.*)::jsonb AS ${ident(rs.name)}`]
  return [`COALESCE( ${agg}.${agg}, '[]') AS ${ident(rs.name)}`]
}

function joinSql(rs: RelSelect, child: ReadPlan, p: Params): string {
  const agg = ident(rs.aggAlias)
  const joinType = child.joinType === 'inner' ? 'INNER' : 'LEFT'
  const lateral = (sub: string, on: string) => ` ${joinType} JOIN LATERAL ( ${sub} ) AS ${agg} ON ${on}`
  const onAggregate = child.joinType === 'inner' ? `${agg} IS NOT NULL` : 'TRUE'
  const spread = child.spread
  if (rs.kind === 'spread' && spread?.kind === 'to-many') {
    const sub = readQuery(child, p)
    const order = orderSql({ alias: rs.aggAlias }, spread.order, p)
    const columns = rs.fields.map(
      (f) =>
        `COALESCE(json_agg(${spreadFieldSql(rs.aggAlias, { name: f.name })} ${order}),'[]')::jsonb AS ${ident(f.alias ?? f.name)}`,
    )
    return lateral(
      `SELECT json_agg(${agg})::jsonb AS ${agg}${columns.length ? ', ' : ''}${columns.join(', ')} FROM (${sub} ) AS ${agg}`,
      onAggregate,
    )
  }
  if (rs.kind === 'spread' || rs.mode === 'object') return lateral(readQuery(child, p), 'TRUE')
  return lateral(`SELECT json_agg(${agg})::jsonb AS ${agg} FROM (${readQuery(child, p)} ) AS ${agg}`, onAggregate)
}

function groupBySql(node: ReadPlan, p: Params): string {
  const aggregated =
    node.select.some((s) => s.aggregate) ||
    node.relSelects.some((rs) => rs.kind === 'spread' && rs.fields.some((f) => f.aggregate))
  if (!aggregated) return ''
  const q = qualifierOf(node)
  const terms = [
    ...node.select
      .filter((s) => !s.aggregate)
      .map((s) => (s.alias !== undefined ? ident(s.alias) : fieldSql(q, s.field, p))),
    ...node.relSelects.flatMap((rs) => {
      if (rs.kind === 'embed') return [ident(rs.name)]
      return rs.fields.filter((f) => !f.aggregate).map((f) => `${ident(rs.aggAlias)}.${ident(f.alias ?? f.name)}`)
    }),
  ]
  return terms.length ? ` GROUP BY ${terms.join(', ')}` : ''
}

/** The SELECT for a read plan node and its embeds. Parameters are added in text order. */
export function readQuery(node: ReadPlan, p: Params): string {
  const q = qualifierOf(node)
  const select =
    !node.select.length && !node.children.length ? [columnSql(q, '*')] : node.select.map((s) => selectItemSql(q, s, p))
  const extra =
    node.spread?.kind === 'to-many'
      ? node.spread.extraSelects.map((e) => selectItemSql(e.relation ? { alias: e.relation } : q, e.field, p))
      : []
  const joinSelects = node.relSelects.flatMap(relSelectSql)
  const from = fromSql(node)
  const joins = node.relSelects.map((rs, i) => joinSql(rs, node.children[i] as ReadPlan, p)).join(' ')
  const conditions = [...node.where.map((l) => logicSql(q, l, p)), ...node.joinConditions.map(joinConditionSql)]
  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''
  const group = groupBySql(node, p)
  const order = orderSql(q, node.order, p)
  const limit = limitOffsetSql(node.range, p)
  return `SELECT ${[...select, ...extra, ...joinSelects].join(', ')}${from}${joins ? ` ${joins}` : ''}${where}${group} ${order} ${limit}`
}

/**
 * The rows a count covers (readPlanToCountQuery): the root's filters only, with `!inner` embeds and
 * null-embed filters as EXISTS subqueries instead of joins.
 */
export function countQuery(node: ReadPlan, p: Params): string {
  const q = qualifierOf(node)
  const logicCount = (l: PlanLogic): string => {
    if (l.kind === 'expr') {
      return `${l.negated ? 'NOT' : ''} (${l.children.map(logicCount).join(l.operator === 'and' ? ' AND ' : ' OR ')})`
    }
    const f = l.filter
    if (f.kind === 'null-embed') {
      const child = node.children.find((c) => c.aggAlias === f.aggAlias)
      return child ? `${f.negated ? '' : 'NOT '}EXISTS (${countQuery(child, p)})` : ''
    }
    return filterSql(q, f, p)
  }
  const conditions = [
    ...node.where.map(logicCount),
    ...node.joinConditions.map(joinConditionSql),
    ...node.children.filter((c) => c.joinType === 'inner').map((c) => `EXISTS (${countQuery(c, p)} )`),
  ]
  return `SELECT 1${fromSql(node)}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`
}
