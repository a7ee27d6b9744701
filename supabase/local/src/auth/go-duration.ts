// time.ParseDuration, for admin `ban_duration` ("24h", "1h30m", "none" is handled by the caller).

const UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
}

/** Milliseconds, or an error message worded as Go's. */
export function parseGoDuration(input: string): { ms: number } | { error: string } {
  const quoted = `"${input}"`
  let s = input
  let sign = 1
  if (s.startsWith('-') || s.startsWith('+')) {
    if (s[0] === '-') sign = -1
    s = s.slice(1)
  }
  if (s === '0') return { ms: 0 }
  if (s === '') return { error: `time: invalid duration ${quoted}` }
  let total = 0
  while (s) {
    const number = /^(\d*)(\.\d*)?/.exec(s)
    const digits = number?.[0] ?? ''
    if (!digits || digits === '.') return { error: `time: invalid duration ${quoted}` }
    s = s.slice(digits.length)
    const unit = /^[^\d.]+/.exec(s)?.[0] ?? ''
    if (!unit) return { error: `time: missing unit in duration ${quoted}` }
    const factor = UNITS[unit]
    if (factor === undefined) return { error: `time: unknown unit "${unit}" in duration ${quoted}` }
    total += Number(digits) * factor
    s = s.slice(unit.length)
  }
  if (total > 9_223_372_036_854) return { error: `time: invalid duration ${quoted}` }
  return { ms: sign * total }
}
