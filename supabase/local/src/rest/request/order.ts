// The `order` grammar (pOrder): `col.desc.nullslast,json->key.asc,rel(col).desc`.
import { Cursor } from './cursor.ts'
import { fieldName, field as parseField } from './tokens.ts'
import type { OrderTerm } from './types.ts'

export function parseOrder(input: string): OrderTerm[] {
  const c = new Cursor(input)
  const terms = [term(c)]
  while (c.take(',')) terms.push(term(c))
  return terms
}

function term(c: Cursor): OrderTerm {
  c.skipSpaces()
  const related = c.attempt(() => {
    const relation = fieldName(c)
    c.expect('(')
    const field = parseField(c)
    c.expect(')')
    return { relation, field }
  })
  const base: OrderTerm = related ?? { field: parseField(c) }
  const result = { ...base, ...modifiers(c) }
  c.skipSpaces()
  return result
}

function modifiers(c: Cursor): Pick<OrderTerm, 'direction' | 'nulls'> {
  const result: Pick<OrderTerm, 'direction' | 'nulls'> = {}
  if (c.startsWith('.asc')) {
    c.pos += 4
    result.direction = 'asc'
  } else if (c.startsWith('.desc')) {
    c.pos += 5
    result.direction = 'desc'
  }
  if (c.startsWith('.nullsfirst')) {
    c.pos += 11
    result.nulls = 'first'
  } else if (c.startsWith('.nullslast')) {
    c.pos += 10
    result.nulls = 'last'
  }
  if (!c.eof && c.peek() !== ',') {
    if (result.nulls) c.fail(['","', 'end of input'])
    if (c.peek() === '.') {
      // Point at the word after the dot, as Parsec does.
      const expecting = result.direction
        ? ['"nullsfirst"', '"nullslast"']
        : ['"asc"', '"desc"', '"nullsfirst"', '"nullslast"']
      c.fail(expecting, c.pos + 1)
    }
    c.fail(result.direction ? ['delimiter (.)', '","', 'end of input'] : ['delimiter (.)', '","', 'end of input'])
  }
  return result
}
