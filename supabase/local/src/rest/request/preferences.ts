// The Prefer header (RFC 7240) as PostgREST reads it (Preferences.hs): comma-separated values,
// possibly in several headers; the first value of each kind wins; unknown ones are kept so that
// `handling=strict` can reject them.

export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  return?: 'representation' | 'minimal' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  tx?: 'commit' | 'rollback'
  missing?: 'default' | 'null'
  handling?: 'strict' | 'lenient'
  timezone?: string
  maxAffected?: number
  invalid: string[]
}

const KINDS = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
} as const

type Kind = keyof typeof KINDS

export function parsePreferences(headerValues: string[]): Preferences {
  const values = headerValues.flatMap((h) => h.split(',')).map((v) => v.trim())
  const prefs: Preferences = { invalid: [] }
  const set = prefs as unknown as Record<string, unknown>
  for (const value of values) {
    const eq = value.indexOf('=')
    const key = eq < 0 ? value : value.slice(0, eq)
    const arg = eq < 0 ? '' : value.slice(eq + 1)
    if (key in KINDS && (KINDS[key as Kind] as readonly string[]).includes(arg)) {
      if (set[key] === undefined) set[key] = arg
    } else if (key === 'timezone' && eq >= 0) {
      prefs.timezone ??= arg
    } else if (key === 'max-affected' && eq >= 0) {
      if (prefs.maxAffected === undefined && /^\s*-?\d+\s*$/.test(arg)) prefs.maxAffected = Number(arg)
    } else if (value !== '') prefs.invalid.push(value)
  }
  return prefs
}

export const shouldCount = (p: Preferences) => p.count === 'exact' || p.count === 'estimated'
export const shouldExplainCount = (p: Preferences) => p.count === 'planned' || p.count === 'estimated'

/** The Preference-Applied header value for the preferences a plan honoured, in PostgREST's order. */
export function preferenceApplied(p: Omit<Preferences, 'invalid'>): string | null {
  const parts = [
    p.resolution && `resolution=${p.resolution}`,
    p.missing && `missing=${p.missing}`,
    p.return && `return=${p.return}`,
    p.count && `count=${p.count}`,
    p.tx && `tx=${p.tx}`,
    p.handling && `handling=${p.handling}`,
    p.timezone && `timezone=${p.timezone}`,
    p.handling === 'strict' && p.maxAffected !== undefined && `max-affected=${p.maxAffected}`,
  ].filter(Boolean)
  return parts.length ? parts.join(', ') : null
}
