// Glob patterns as Supabase Auth compiles its redirect allow list (gobwas/glob with '.' and '/' as
// separators): `*` any run of characters without a separator, `**` any run at all, `?` one
// non-separator character, `[abc]` `[a-z]` `[!a-z]` one character of (or not of) a class,
// `{a,b}` one of several sub-patterns, `\` escapes. A pattern matches the whole string.

const SEPARATORS = '\\./'

class GlobSyntaxError extends Error {}

function escapeRegExp(char: string): string {
  return /[\\^$.*+?()[\]{}|/-]/.test(char) ? `\\${char}` : char
}

function compileSequence(pattern: string, start: number, inAlternatives: boolean): { source: string; end: number } {
  let source = ''
  let i = start
  while (i < pattern.length) {
    const char = pattern[i] as string
    if (inAlternatives && (char === ',' || char === '}')) break
    if (char === '\\') {
      const next = pattern[i + 1]
      if (next === undefined) throw new GlobSyntaxError('unexpected end of pattern after escape')
      source += escapeRegExp(next)
      i += 2
    } else if (char === '*') {
      if (pattern[i + 1] === '*') {
        source += '[\\s\\S]*'
        i += 2
      } else {
        source += `[^${SEPARATORS}]*`
        i += 1
      }
    } else if (char === '?') {
      source += `[^${SEPARATORS}]`
      i += 1
    } else if (char === '[') {
      const close = pattern.indexOf(']', i + 1)
      if (close === -1) throw new GlobSyntaxError('unclosed character class')
      let body = pattern.slice(i + 1, close)
      const negated = body.startsWith('!')
      if (negated) body = body.slice(1)
      if (!body) throw new GlobSyntaxError('empty character class')
      const range = /^(.)-(.)$/u.exec(body)
      const cls = range
        ? `${escapeRegExp(range[1] as string)}-${escapeRegExp(range[2] as string)}`
        : [...body].map(escapeRegExp).join('')
      source += negated ? `[^${cls}]` : `[${cls}]`
      i = close + 1
    } else if (char === '{') {
      const options: string[] = []
      let j = i + 1
      for (;;) {
        const option = compileSequence(pattern, j, true)
        options.push(option.source)
        const stop = pattern[option.end]
        if (stop === '}') {
          j = option.end + 1
          break
        }
        if (stop !== ',') throw new GlobSyntaxError('unclosed alternatives')
        j = option.end + 1
      }
      source += `(?:${options.join('|')})`
      i = j
    } else {
      source += escapeRegExp(char)
      i += 1
    }
  }
  return { source, end: i }
}

/** Compiles a glob to an anchored RegExp; null when the pattern is malformed (it then matches nothing). */
export function compileGlob(pattern: string): RegExp | null {
  try {
    const { source, end } = compileSequence(pattern, 0, false)
    if (end !== pattern.length) return null
    return new RegExp(`^${source}$`)
  } catch (error) {
    if (error instanceof GlobSyntaxError) return null
    throw error
  }
}
