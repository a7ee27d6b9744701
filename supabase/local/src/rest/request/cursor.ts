// A small recursive-descent toolkit for PostgREST's query-string grammars (select, filters, order,
// logic trees). Errors carry a position and Parsec-style "unexpected ... expecting ..." details,
// which PostgREST reports as `"failed to parse ... (input)" (line L, column C)`.

/**
 * A failed parse at `pos`. Deliberately not an Error: alternatives fail all the time while parsing,
 * and capturing a stack trace for each would dominate the cost of a request.
 */
export class ParseFailure {
  constructor(
    readonly pos: number,
    private readonly unexpected: string,
    private readonly expecting: string[],
  ) {}

  /** Parsec-style "unexpected X expecting A, B or C", built only when an error is reported. */
  get details() {
    const unexpected = `unexpected ${this.unexpected}`
    return this.expecting.length ? `${unexpected} expecting ${joinExpecting(this.expecting)}` : unexpected
  }

  get message() {
    return this.details
  }
}

const show = (ch: string | undefined) => (ch === undefined ? 'end of input' : JSON.stringify(ch))

function joinExpecting(items: string[]) {
  const unique = [...new Set(items)]
  if (unique.length <= 1) return unique.join('')
  return `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`
}

/** How deep embeds and logic trees may nest: far beyond any real request, well within the stack. */
export const MAX_NESTING = 64

export class Cursor {
  pos = 0
  depth = 0
  constructor(readonly input: string) {}

  /** Runs a nested grammar rule, failing (not overflowing the stack) past MAX_NESTING levels. */
  nested<T>(parse: () => T): T {
    if (this.depth >= MAX_NESTING) this.fail([`at most ${MAX_NESTING} levels of nesting`])
    this.depth++
    try {
      return parse()
    } finally {
      this.depth--
    }
  }

  get eof() {
    return this.pos >= this.input.length
  }

  peek(offset = 0): string | undefined {
    return this.input[this.pos + offset]
  }

  startsWith(text: string) {
    return this.input.startsWith(text, this.pos)
  }

  /** Consumes `text` when it comes next. */
  take(text: string) {
    if (!this.startsWith(text)) return false
    this.pos += text.length
    return true
  }

  expect(text: string, expecting = JSON.stringify(text)) {
    if (!this.take(text)) this.fail([expecting])
  }

  fail(expecting: string[], at = this.pos): never {
    throw new ParseFailure(at, show(this.input[at]), expecting)
  }

  /** Runs `parse`, restoring the position and returning null when it fails (Parsec's `try`). */
  attempt<T>(parse: () => T): T | null {
    const start = this.pos
    try {
      return parse()
    } catch (error) {
      if (!(error instanceof ParseFailure)) throw error
      this.pos = start
      return null
    }
  }

  skipSpaces() {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++
  }
}

/** Parsec's line/column of a position (1-based; tabs advance to the next multiple of 8). */
export function lineColumn(input: string, pos: number) {
  let line = 1
  let column = 1
  for (let i = 0; i < pos && i < input.length; i++) {
    const ch = input[i]
    if (ch === '\n') {
      line++
      column = 1
    } else if (ch === '\t') column += 8 - ((column - 1) % 8)
    else column++
  }
  return { line, column }
}

/** PostgREST's error message for a failed parse of `what` (e.g. "select parameter"). */
export function parseErrorMessage(what: string, input: string, pos: number) {
  const { line, column } = lineColumn(input, pos)
  return `"failed to parse ${what} (${input})" (line ${line}, column ${column})`
}
