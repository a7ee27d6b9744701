// The lexical pieces every PostgREST query-string grammar shares (QueryParams.hs): field names,
// quoted values, JSON paths and casts.
import { type Cursor, ParseFailure } from './cursor.ts'
import type { Field, JsonOperand, JsonPath } from './types.ts'

const FIELD_NAME = 'field name (* or [a..z0..9_$])'
const isLetter = (ch: string) => /\p{L}/u.test(ch)
const isDigit = (ch: string) => ch >= '0' && ch <= '9'
const isIdentifierChar = (ch: string) => isLetter(ch) || isDigit(ch) || ch === '_' || ch === ' ' || ch === '$'

/** `"..."` with backslash escapes. */
export function quotedValue(c: Cursor): string {
  c.expect('"')
  let value = ''
  for (;;) {
    const ch = c.peek()
    if (ch === undefined) c.fail(['"\\""'])
    c.pos++
    if (ch === '"') return value
    if (ch === '\\') {
      const next = c.peek()
      if (next === undefined) c.fail([])
      value += next
      c.pos++
    } else value += ch
  }
}

/** One or more letters, digits, `_`, spaces or `$`, trimmed (pIdentifier). */
export function identifier(c: Cursor, expecting = 'letter or digit'): string {
  const start = c.pos
  while (!c.eof && isIdentifierChar(c.peek() as string)) c.pos++
  if (c.pos === start) c.fail([expecting])
  return c.input.slice(start, c.pos).trim()
}

/** Pieces separated by dashes that do not start an arrow: `a-b` is one name, `a->b` is not. */
function sepByDash(c: Cursor, piece: (c: Cursor) => string): string {
  const parts = [piece(c)]
  while (c.peek() === '-' && c.peek(1) !== '>') {
    c.pos++
    parts.push(piece(c))
  }
  return parts.join('-')
}

export function fieldName(c: Cursor): string {
  if (c.peek() === '"') return quotedValue(c)
  const ch = c.peek()
  if (ch === undefined || !isIdentifierChar(ch)) c.fail([FIELD_NAME])
  return sepByDash(c, (cur) => identifier(cur, FIELD_NAME))
}

function jsonKeyIdentifier(c: Cursor): string {
  const start = c.pos
  while (!c.eof && !'(-:.,>)'.includes(c.peek() as string)) c.pos++
  if (c.pos === start) c.fail(['any non reserved character different from: .,>()'])
  return c.input.slice(start, c.pos).trim()
}

function jsonIndex(c: Cursor): JsonOperand {
  const sign = c.take('-') ? '-' : '+'
  const start = c.pos
  while (!c.eof && isDigit(c.peek() as string)) c.pos++
  if (c.pos === start) c.fail(['digit'])
  const digits = c.input.slice(start, c.pos)
  if (!(c.eof || c.startsWith('->') || c.startsWith('::') || c.startsWith('.') || c.startsWith(','))) {
    c.fail(['digit', '"->"', '"::"', '"."', '","', 'end of input'])
  }
  return { kind: 'index', value: sign + digits }
}

function jsonOperand(c: Cursor): JsonOperand {
  const start = c.pos
  let indexFailure: ParseFailure | null = null
  try {
    return jsonIndex(c)
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error
    indexFailure = error
    c.pos = start
  }
  try {
    if (c.peek() === '"') return { kind: 'key', value: quotedValue(c) }
    return { kind: 'key', value: sepByDash(c, jsonKeyIdentifier) }
  } catch (error) {
    // Like Parsec, report the alternative that got furthest.
    if (error instanceof ParseFailure && indexFailure.pos > error.pos) throw indexFailure
    throw error
  }
}

/** Zero or more `->key`, `->>key`, `->0`, `->>-1`. */
export function jsonPath(c: Cursor): JsonPath {
  const path: JsonPath = []
  for (;;) {
    let arrow: '->' | '->>'
    if (c.take('->>')) arrow = '->>'
    else if (c.take('->')) arrow = '->'
    else return path
    path.push({ arrow, operand: jsonOperand(c) })
  }
}

/** A field name and its JSON path, surrounded by optional spaces (pField). */
export function field(c: Cursor): Field {
  c.skipSpaces()
  const name = fieldName(c)
  const path = jsonPath(c)
  c.skipSpaces()
  return { name, path }
}

/** `::type`: a cast, limited to identifier characters so it can go into SQL unquoted. */
export function optionalCast(c: Cursor): string | undefined {
  if (!c.take('::')) return undefined
  return identifier(c)
}
