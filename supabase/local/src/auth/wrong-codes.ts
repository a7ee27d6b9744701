// Guessing the code in a mail (a 6-digit one-time code: a million values) is stopped per account, not only
// per client address: a mailed code dies after `MAX_WRONG_CODES` wrong tries for its account, from however
// many addresses they come. The count belongs to the code: a new mail starts a new one. The counts live in
// the stand-in's memory (it is one process, the gateway itself), and are dropped once the code expires.

/** Wrong tries that kill the codes an account is waiting to use. */
export const MAX_WRONG_CODES = 5

export interface WrongCodes {
  /** Counts a wrong try at the code(s) `key` names; true when that was the last one they allow. */
  failed(key: string): boolean
}

export function createWrongCodes(lifetimeMs: number, now: () => number = Date.now): WrongCodes {
  const counts = new Map<string, { n: number; since: number }>()
  return {
    failed(key) {
      const t = now()
      for (const [k, entry] of counts) if (t - entry.since > lifetimeMs) counts.delete(k)
      const entry = counts.get(key) ?? { n: 0, since: t }
      entry.n += 1
      counts.set(key, entry)
      if (entry.n < MAX_WRONG_CODES) return false
      counts.delete(key)
      return true
    },
  }
}
