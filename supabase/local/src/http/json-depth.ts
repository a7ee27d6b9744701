// How deep a JSON text nests, counted without parsing it (no recursion, one pass). Bodies nested deeper
// than any client of the API sends are refused with a 4xx before they reach JSON.parse or the database:
// thousands of levels overflow the parser's or Postgres's stack (a 500, or a PGlite left unusable).

/** The deepest nesting of arrays and objects any request body may have. supabase-js bodies use a few. */
export const MAX_JSON_DEPTH = 64

/** True when `text` opens more than `limit` arrays or objects inside one another (strings are skipped). */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 0x5c)
        i++ // backslash: skip the escaped character
      else if (ch === 0x22) inString = false
    } else if (ch === 0x22) inString = true
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return true
    } else if (ch === 0x5d || ch === 0x7d) depth--
  }
  return false
}
