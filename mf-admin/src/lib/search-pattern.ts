/** A text as a PostgREST `ilike` pattern matching only itself, in any case: its % and _ and \ taken literally. */
export function exactPattern(text: string): string {
  return text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** A search term as a PostgREST `ilike` pattern: its own % and _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${exactPattern(term)}%`
}
