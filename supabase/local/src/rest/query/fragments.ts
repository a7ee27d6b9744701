// SQL fragments for fields, filters, logic trees, orders and ranges (PostgREST's SqlFragment.hs).
import type { ColumnRef, PlanField, PlanFilter, PlanLogic, PlanOrder, SelectField } from '../plan/types.ts'
import type { JsonPath, Range } from '../request/types.ts'
import { arrayLiteral, fromQi, ident, type Params, trimNul } from './sql.ts'

/** What columns are qualified with: a table (`"s"."t"`) or an alias (`"t_1"`). */
export type Qualifier = ColumnRef['qualifier']

export const qualifierSql = (q: Qualifier) => ('alias' in q ? ident(q.alias) : fromQi(q))
const qualifierName = (q: Qualifier) => ('alias' in q ? q.alias : q.name)

export function columnSql(q: Qualifier, column: string): string {
  return column === '*' ? `${qualifierSql(q)}.*` : `${qualifierSql(q)}.${ident(column)}`
}

export function jsonPathSql(path: JsonPath, p: Params): string {
  return path
    .map(({ arrow, operand }) =>
      operand.kind === 'key' ? `${arrow}${p.add(trimNul(operand.value))}` : `${arrow}${p.add(operand.value)}::int`,
    )
    .join('')
}

export function fieldSql(q: Qualifier, field: PlanField, p: Params): string {
  let sql: string
  if (field.fullRow) sql = ident(qualifierName(q))
  else if (!field.path.length) sql = columnSql(q, field.name)
  else if (field.toJson) sql = `to_jsonb(${columnSql(q, field.name)})${jsonPathSql(field.path, p)}`
  else sql = `${columnSql(q, field.name)}${jsonPathSql(field.path, p)}`
  if (field.toTsVector) {
    const lang = field.toTsVector.language
    return `to_tsvector(${lang !== undefined ? `${p.add(lang)}, ` : ''}${sql})`
  }
  return sql
}

const castSql = (cast: string | undefined, sql: string) => (cast === undefined ? sql : `CAST( ${sql} AS ${cast} )`)

export function aggregateSql(aggregate: string | undefined, aggregateCast: string | undefined, sql: string): string {
  return aggregate ? castSql(aggregateCast, `${aggregate.toUpperCase()}(${sql})`) : sql
}

export const asSql = (alias: string | undefined) => (alias === undefined ? '' : ` AS ${ident(alias)}`)

export function selectItemSql(q: Qualifier, s: SelectField, p: Params): string {
  return `${aggregateSql(s.aggregate, s.aggregateCast, castSql(s.cast, fieldSql(q, s.field, p)))}${asSql(s.alias)}`
}

const SIMPLE = { neq: '<>', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' }
const QUANT = {
  eq: '=',
  gte: '>=',
  gt: '>',
  lte: '<=',
  lt: '<',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
}
const FTS = {
  fts: '@@ to_tsquery',
  plfts: '@@ plainto_tsquery',
  phfts: '@@ phraseto_tsquery',
  wfts: '@@ websearch_to_tsquery',
}
const IS = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }

export function filterSql(q: Qualifier, filter: PlanFilter, p: Params): string {
  if (filter.kind === 'null-embed') {
    return `${ident(filter.aggAlias)} IS ${filter.negated ? '' : 'NOT '}DISTINCT FROM NULL`
  }
  const not = filter.expr.negated ? 'NOT' : ''
  const field = fieldSql(q, filter.field, p)
  const op = filter.expr.operation
  switch (op.kind) {
    case 'simple':
      return `${not} ${field} ${SIMPLE[op.operator]} ${p.add(trimNul(op.value))}`
    case 'quant': {
      const value = op.operator === 'like' || op.operator === 'ilike' ? op.value.replaceAll('*', '%') : op.value
      const placeholder = p.add(trimNul(value))
      const quantified = op.quantifier ? `${op.quantifier.toUpperCase()}(${placeholder})` : placeholder
      return `${not} ${field} ${QUANT[op.operator]} ${quantified}`
    }
    case 'is':
      return `${not} ${field} IS ${IS[op.value]}`
    case 'isdistinct':
      return `${not} ${field} IS DISTINCT FROM ${p.add(trimNul(op.value))}`
    case 'in':
      if (op.values.length === 1 && op.values[0] === '') return `${not} ${field} = ANY('{}') `
      return `${not} ${field} = ANY (${p.add(arrayLiteral(op.values))}) `
    case 'fts': {
      const lang = op.language !== undefined ? `${p.add(op.language)}, ` : ''
      return `${not} ${field} ${FTS[op.operator]}(${lang}${p.add(trimNul(op.value))}) `
    }
  }
}

export function logicSql(q: Qualifier, tree: PlanLogic, p: Params): string {
  if (tree.kind === 'filter') return filterSql(q, tree.filter, p)
  const joined = tree.children.map((c) => logicSql(q, c, p)).join(tree.operator === 'and' ? ' AND ' : ' OR ')
  return `${tree.negated ? 'NOT' : ''} (${joined})`
}

export function orderSql(q: Qualifier, order: PlanOrder[], p: Params): string {
  if (!order.length) return ''
  const terms = order.map((o) => {
    const target =
      o.kind === 'column'
        ? fieldSql(q, o.field, p)
        : fieldSql({ alias: o.relation }, { name: o.field.name, path: o.field.path, toJson: false, type: '' }, p)
    const direction = o.direction === 'asc' ? 'ASC' : o.direction === 'desc' ? 'DESC' : ''
    const nulls = o.nulls === 'first' ? 'NULLS FIRST' : o.nulls === 'last' ? 'NULLS LAST' : ''
    return `${target} ${[direction, nulls].join(' ')}`
  })
  return `ORDER BY ${terms.join(', ')}`
}

export function limitOffsetSql(range: Range, p: Params): string {
  if (range.offset === 0 && range.limit === null) return ''
  const limit = range.limit === null ? 'ALL' : p.add(String(range.limit))
  return `LIMIT ${limit} OFFSET ${p.add(String(range.offset))}`
}
