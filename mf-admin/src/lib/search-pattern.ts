/** A search term as a PostgREST `ilike` pattern: its own % and _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
