// Horizontal filtering grammars: operator expressions (`not.in.(1,"a,b")`, `fts(english).cat`),
// embed paths in keys (`rel.col->a`), and the `or=(...)`/`and=(...)` logic trees.
import type { Cursor } from './cursor.ts'
import { fieldName, identifier, jsonPath, field as parseField, quotedValue } from './tokens.ts'
import type {
  EmbedPath,
  Field,
  Filter,
  FtsOperator,
  IsValue,
  LogicTree,
  OpExpr,
  Operation,
  QuantOperator,
  SimpleOperator,
} from './types.ts'

const SIMPLE: SimpleOperator[] = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']
const QUANT: QuantOperator[] = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch']
const FTS: FtsOperator[] = ['fts', 'plfts', 'phfts', 'wfts']
const IS_VALUES: IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown']
const OPERATOR = 'operator (eq, gt, ...)'

type ValueParser = (c: Cursor) => string

/** The rest of the input: a top-level filter's value is everything after the operator. */
export const restValue: ValueParser = (c) => {
  const value = c.input.slice(c.pos)
  c.pos = c.input.length
  return value
}

/** A value inside a logic tree: quoted, a `{...}` array literal, or up to the next `,` or `)`. */
export const logicValue: ValueParser = (c) => {
  const quoted = c.attempt(() => {
    const value = quotedValue(c)
    if (!c.eof && c.peek() !== ',' && c.peek() !== ')') c.fail(['","', '")"'])
    return value
  })
  if (quoted !== null) return quoted
  if (c.peek() === '{') {
    const close = c.input.indexOf('}', c.pos + 1)
    const inner = close < 0 ? null : c.input.slice(c.pos + 1, close)
    if (inner !== null && !inner.includes('{')) {
      c.pos = close + 1
      return `{${inner}}`
    }
  }
  return untilDelimiter(c)
}

function untilDelimiter(c: Cursor) {
  const start = c.pos
  while (!c.eof && c.peek() !== ',' && c.peek() !== ')') c.pos++
  return c.input.slice(start, c.pos)
}

/** `(a,"b,c", d)`: the values of `in.`. */
function listValue(c: Cursor): string[] {
  c.skipSpaces()
  c.expect('(')
  c.skipSpaces()
  const values: string[] = []
  for (;;) {
    const quoted = c.attempt(() => {
      const value = quotedValue(c)
      if (!c.eof && c.peek() !== ',' && c.peek() !== ')') c.fail(['","', '")"'])
      return value
    })
    values.push(quoted ?? untilDelimiter(c))
    if (!c.take(',')) break
  }
  c.skipSpaces()
  c.expect(')')
  c.skipSpaces()
  return values
}

function takeWord<T extends string>(c: Cursor, words: readonly T[]): T | undefined {
  return words.find((w) => c.startsWith(w) && c.take(w))
}

function operation(c: Cursor, value: ValueParser): Operation {
  if (c.startsWith('in.')) {
    c.pos += 3
    return { kind: 'in', values: listValue(c) }
  }
  if (c.startsWith('is.')) {
    c.pos += 3
    const rest = c.input.slice(c.pos).toLowerCase()
    const match = IS_VALUES.find((v) => rest.startsWith(v))
    if (!match) c.fail(['isVal: (null, not_null, true, false, unknown)'])
    c.pos += match.length
    return { kind: 'is', value: match }
  }
  if (c.startsWith('isdistinct.')) {
    c.pos += 'isdistinct.'.length
    return { kind: 'isdistinct', value: value(c) }
  }
  const fts = c.attempt(() => {
    const operator = takeWord(c, FTS)
    if (!operator) c.fail([OPERATOR])
    let language: string | undefined
    if (c.peek() === '(') {
      language =
        c.attempt(() => {
          c.expect('(')
          const lang = identifier(c)
          c.expect(')')
          return lang
        }) ?? undefined
    }
    c.expect('.', 'delimiter (.)')
    return { kind: 'fts', operator, ...(language !== undefined && { language }), value: value(c) } as Operation
  })
  if (fts) return fts
  const simple = c.attempt(() => {
    const operator = takeWord(c, SIMPLE)
    if (!operator) c.fail([OPERATOR])
    c.expect('.', 'delimiter (.)')
    return { kind: 'simple', operator, value: value(c) } as Operation
  })
  if (simple) return simple
  const quant = c.attempt(() => {
    const operator = takeWord(c, QUANT)
    if (!operator) c.fail([OPERATOR])
    let quantifier: 'any' | 'all' | undefined
    if (c.take('(any)')) quantifier = 'any'
    else if (c.take('(all)')) quantifier = 'all'
    c.expect('.', 'delimiter (.)')
    return { kind: 'quant', operator, ...(quantifier && { quantifier }), value: value(c) } as Operation
  })
  if (quant) return quant
  return c.fail(['"not"', OPERATOR])
}

/** `[not.]op.value` (pOpExpr). */
export function opExpr(c: Cursor, value: ValueParser = restValue): OpExpr {
  const negated = c.take('not.')
  return { negated, operation: operation(c, value) }
}

/** A filter key: `col`, `col->a->>b`, `rel.col`, `rel.sub.col` (pTreePath). */
export function treePath(c: Cursor): { path: EmbedPath; field: Field } {
  const names = [fieldName(c)]
  while (c.take('.')) names.push(fieldName(c))
  const json = jsonPath(c)
  const name = names.pop() as string
  return { path: names, field: { name, path: json } }
}

/** `or(a.eq.1,not.and(b.gt.2,c.is.null))` (pLogicTree); the operator is prefixed to the value. */
export function logicTree(c: Cursor): LogicTree {
  const statement = c.attempt((): Filter => {
    const field = parseField(c)
    c.expect('.', 'delimiter (.)')
    return { field, expr: opExpr(c, logicValue) }
  })
  if (statement) return { kind: 'filter', filter: statement }
  const negated = c.take('not.')
  let operator: 'and' | 'or'
  if (c.take('and')) operator = 'and'
  else if (c.take('or')) operator = 'or'
  else c.fail(['logic operator (and, or)'])
  c.skipSpaces()
  c.expect('(')
  c.skipSpaces()
  const children = [c.nested(() => logicTree(c))]
  for (;;) {
    c.skipSpaces()
    if (!c.take(',')) break
    c.skipSpaces()
    children.push(c.nested(() => logicTree(c)))
  }
  c.skipSpaces()
  c.expect(')')
  c.skipSpaces()
  return { kind: 'expr', negated, operator, children }
}

/** A logic key: `or`, `not.and`, `rel.or`, `rel.not.or` → the embed path and `[not.]op`. */
export function logicKey(c: Cursor): { path: EmbedPath; operator: string } {
  const names = [fieldName(c)]
  while (c.take('.')) names.push(fieldName(c))
  const op = names[names.length - 1] as string
  const negated = names.includes('not')
  return { path: names.slice(0, -1).filter((n) => n !== 'not'), operator: negated ? `not.${op}` : op }
}
