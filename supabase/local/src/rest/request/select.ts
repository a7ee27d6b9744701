// The `select` grammar (pFieldForest): fields with alias, JSON path, cast and aggregate; embedded
// relations `alias:rel!hint!inner(...)`; spreads `...rel(...)`.
import { Cursor, ParseFailure } from './cursor.ts'
import { fieldName, optionalCast, field as parseField } from './tokens.ts'
import type { AggregateFunction, JoinType, SelectItem } from './types.ts'

const AGGREGATES: AggregateFunction[] = ['sum', 'avg', 'count', 'max', 'min']

/** Parses a whole `select` value; like PostgREST, input after a complete forest is ignored. */
export function parseSelect(input: string): SelectItem[] {
  return forest(new Cursor(input))
}

function forest(c: Cursor): SelectItem[] {
  const items: SelectItem[] = []
  const first = c.pos
  try {
    items.push(tree(c))
  } catch (error) {
    // `sepBy` accepts zero items when the first one fails without consuming input.
    if (error instanceof ParseFailure && error.pos === first) {
      c.pos = first
      return items
    }
    throw error
  }
  for (;;) {
    const before = c.pos
    c.skipSpaces()
    if (!c.take(',')) {
      if (c.pos !== before) c.fail(['","'])
      return items
    }
    c.skipSpaces()
    items.push(tree(c))
  }
}

function tree(c: Cursor): SelectItem {
  const spread = c.attempt(() => spreadHeader(c))
  if (spread) return { ...spread, children: children(c) }
  const relation = c.attempt(() => relationHeader(c))
  if (relation) return { ...relation, children: children(c) }
  return fieldSelect(c)
}

function children(c: Cursor): SelectItem[] {
  c.expect('(')
  const items = c.nested(() => forest(c))
  if (!c.take(')')) c.fail(['")"', '","'])
  return items
}

function embedParams(c: Cursor): { hint?: string; joinType?: JoinType } {
  const result: { hint?: string; joinType?: JoinType } = {}
  for (let i = 0; i < 2 && c.peek() === '!'; i++) {
    c.pos++
    if (c.take('left')) result.joinType ??= 'left'
    else if (c.take('inner')) result.joinType ??= 'inner'
    else result.hint ??= fieldName(c)
  }
  return result
}

function optionalAlias(c: Cursor): string | undefined {
  return (
    c.attempt(() => {
      const alias = fieldName(c)
      if (!c.take(':') || c.peek() === ':') c.fail(['":"'])
      return alias
    }) ?? undefined
  )
}

function relationHeader(c: Cursor) {
  c.skipSpaces()
  const alias = optionalAlias(c)
  const relation = fieldName(c)
  if (relation === 'count') c.fail([])
  const params = embedParams(c)
  if (c.peek() !== '(') c.fail(['"("'])
  return { kind: 'relation' as const, relation, ...params, ...(alias !== undefined && { alias }) }
}

function spreadHeader(c: Cursor) {
  c.skipSpaces()
  c.expect('...')
  const relation = fieldName(c)
  const params = embedParams(c)
  if (c.peek() !== '(') c.fail(['"("'])
  return { kind: 'spread' as const, relation, ...params }
}

function atEnd(c: Cursor) {
  return c.eof || c.peek() === ')' || c.peek() === ','
}

function fieldSelect(c: Cursor): SelectItem {
  c.skipSpaces()
  const item =
    c.attempt(() => {
      c.expect('*')
      if (!atEnd(c)) c.fail(['")"', '","', 'end of input'])
      return { kind: 'field', field: { name: '*', path: [] } } as SelectItem
    }) ??
    c.attempt(() => {
      const alias = optionalAlias(c)
      c.expect('count()')
      const aggregateCast = optionalCast(c)
      if (!atEnd(c)) c.fail(['")"', '","', 'end of input'])
      return {
        kind: 'field',
        field: { name: '*', path: [] },
        aggregate: 'count',
        ...(aggregateCast !== undefined && { aggregateCast }),
        ...(alias !== undefined && { alias }),
      } as SelectItem
    }) ??
    plainField(c)
  c.skipSpaces()
  return item
}

function plainField(c: Cursor): SelectItem {
  const alias = optionalAlias(c)
  const field = parseField(c)
  const cast = optionalCast(c)
  const aggregate = c.attempt(() => {
    c.expect('.')
    const name = AGGREGATES.find((a) => c.take(a))
    if (!name) c.fail(AGGREGATES.map((a) => JSON.stringify(a)))
    c.expect('()')
    return name
  })
  const aggregateCast = optionalCast(c)
  if (!atEnd(c)) {
    const expecting = ['"::"', '"."', '")"', '","', 'end of input']
    if (!field.path.length && cast === undefined) expecting.unshift('letter', 'digit', '"-"', '"->>"', '"->"')
    c.fail(expecting)
  }
  return {
    kind: 'field',
    field,
    ...(alias !== undefined && { alias }),
    ...(cast !== undefined && { cast }),
    ...(aggregate && { aggregate }),
    ...(aggregateCast !== undefined && { aggregateCast }),
  }
}
