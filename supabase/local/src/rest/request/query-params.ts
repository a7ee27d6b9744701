// The query string as PostgREST reads it (QueryParams.parse): reserved keys (select, columns,
// on_conflict), keys ending in order/limit/offset/and/or (optionally under an embed path), and
// filters: every other key. On RPC reads a key whose value is not an operator expression is an
// argument of the function.
import { queryParamError, RestError } from '../errors.ts'
import { Cursor, ParseFailure, parseErrorMessage } from './cursor.ts'
import { logicKey, logicTree, opExpr, treePath } from './filter.ts'
import { parseOrder } from './order.ts'
import { parseSelect } from './select.ts'
import { fieldName } from './tokens.ts'
import type { QueryParams, Range } from './types.ts'

const RESERVED = new Set(['select', 'columns', 'on_conflict'])
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or'])

function lastSegment(key: string) {
  const i = key.lastIndexOf('.')
  return i < 0 ? key : key.slice(i + 1)
}

/** Runs a grammar over a whole parameter, mapping its failure to PGRST100. */
function parseWith<T>(what: string, input: string, parse: (c: Cursor) => T): T {
  const c = new Cursor(input)
  try {
    return parse(c)
  } catch (error) {
    if (error instanceof ParseFailure) throw queryParamError(parseErrorMessage(what, input, error.pos), error.details)
    throw error
  }
}

function columnsList(c: Cursor) {
  const names = [fieldName(c)]
  for (;;) {
    const before = c.pos
    c.skipSpaces()
    if (!c.take(',')) {
      c.pos = before
      return names
    }
    c.skipSpaces()
    names.push(fieldName(c))
  }
}

/** Haskell's `readMaybe :: Integer`: an optionally signed integer, surrounding spaces allowed. */
function readInteger(value: string): number | null {
  return /^\s*-?\d+\s*$/.test(value) ? Number(value) : null
}

export function parseQueryParams(search: string, isRpcRead: boolean): QueryParams {
  const pairs = [...new URLSearchParams(search)].filter(([key]) => key !== 'apikey')
  const canonical = new URLSearchParams([...pairs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString()
  const nonEmpty = pairs.filter(([, value]) => value !== '')
  const lookup = (key: string) => pairs.find(([k]) => k === key)?.[1]

  const selectValue = lookup('select')
  const select = parseWith('select parameter', selectValue || '*', (c) => parseSelect(c.input))

  const columnsValue = lookup('columns')
  const columns = columnsValue ? parseWith('columns parameter', columnsValue, columnsList) : null
  const onConflictValue = lookup('on_conflict')
  const onConflict = onConflictValue ? parseWith('on_conflict parameter', onConflictValue, columnsList) : null

  const order = nonEmpty
    .filter(([key]) => lastSegment(key) === 'order')
    .map(([key, value]) => ({
      path: parseWith('tree path', key, (c) => treePath(c).path),
      terms: parseWith('order', value, (c) => parseOrder(c.input)),
    }))

  const logic = nonEmpty
    .filter(([key]) => lastSegment(key) === 'and' || lastSegment(key) === 'or')
    .map(([key, value]) => {
      const { path, operator } = parseWith('logic path', key, logicKey)
      return { path, tree: parseWith('logic tree', `${operator}${value}`, logicTree) }
    })

  const ranges = new Map<string, Range>()
  const limits = new Map<string, number | null>()
  const offsets = new Map<string, number | null>()
  for (const [key, value] of nonEmpty) {
    const last = lastSegment(key)
    if (last !== 'limit' && last !== 'offset') continue
    const pathKey = key.slice(0, key.length - last.length).replace(/\.$/, '')
    parseWith('tree path', key, (c) => treePath(c))
    if (last === 'limit') limits.set(pathKey, readInteger(value))
    else offsets.set(pathKey, readInteger(value))
  }
  for (const pathKey of new Set([...limits.keys(), ...offsets.keys()])) {
    ranges.set(pathKey, { offset: offsets.get(pathKey) ?? 0, limit: limits.get(pathKey) ?? null })
  }

  const filters: QueryParams['filters'] = []
  const rpcArgs: [string, string][] = []
  const filterKeys = new Set<string>()
  for (const [key, value] of nonEmpty) {
    if (RESERVED.has(key) || RESERVED_EMBEDDABLE.has(lastSegment(key))) continue
    filterKeys.add(key)
    const { path, field } = parseWith('tree path', key, treePath)
    let expr: ReturnType<typeof opExpr>
    try {
      expr = parseWith('filter', value, (c) => opExpr(c))
    } catch (error) {
      if (isRpcRead && error instanceof RestError) {
        rpcArgs.push([field.name, value])
        continue
      }
      throw error
    }
    filters.push({ path, filter: { field, expr } })
  }

  return { canonical, select, filters, logic, order, ranges, columns, onConflict, rpcArgs, filterKeys }
}
