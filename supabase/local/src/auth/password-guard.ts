// Password guessing, limited without locking the owner out (OWASP ASVS 2.2.1):
// - per account and client address: a few free failures, then each further attempt waits twice as long
//   as the one before (1 s, 2 s, 4 s, … up to a ceiling); a right password clears that pair;
// - per account: at most `failuresPerAccount` failures in `accountWindowMs`, counted from every address.
//   Once they are used up, only addresses the account has signed in from before (its audit log's logins)
//   may still try, each under its own pair delays; every other address waits until the oldest failure
//   leaves the window. The owner keeps their usual devices, and a password-reset mail always works.
// Attempts are refused before the password is checked, so a refused guess teaches nothing. The counters
// live in the stand-in's memory: it is one process, the gateway itself (hosted Auth keeps its own).

export interface PasswordGuardLimits {
  /** Failures one address may make on one account before each further attempt has to wait. */
  freeFailuresPerClient: number
  /** The first wait after the free failures, doubled with each further failure. */
  firstDelayMs: number
  /** The longest wait between two attempts of one address on one account. */
  maxDelayMs: number
  /** Failures one account may take, from addresses it has never signed in from, in `accountWindowMs`. */
  failuresPerAccount: number
  accountWindowMs: number
}

export const HOUR_MS = 60 * 60 * 1000

/** Production values: 100 failures per account per hour; 5 free per address, then 1 s doubling to 15 min. */
export const DEFAULT_PASSWORD_GUARD: PasswordGuardLimits = {
  freeFailuresPerClient: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  failuresPerAccount: 100,
  accountWindowMs: HOUR_MS,
}

/** Whether `account` has signed in from `address` before (then the account's limit does not stop it). */
export type KnownAddress = (account: string, address: string) => Promise<boolean>

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number }

export interface PasswordGuard {
  /** Whether an attempt on `account` from `address` may have its password checked now. */
  check(account: string, address: string | null, known: KnownAddress): Promise<Verdict>
  failed(account: string, address: string | null): void
  succeeded(account: string, address: string | null): void
}

interface PairState {
  failures: number
  lastFailureAt: number
}

export function createPasswordGuard(limits: PasswordGuardLimits, now: () => number = Date.now): PasswordGuard {
  const pairs = new Map<string, PairState>()
  const accounts = new Map<string, number[]>()
  let lastSweep = now()
  const pairKey = (account: string, address: string | null) => `${account}\u0000${address ?? ''}`

  const sweep = (t: number) => {
    if (t - lastSweep < limits.accountWindowMs) return
    lastSweep = t
    for (const [key, pair] of pairs) if (pair.lastFailureAt <= t - limits.accountWindowMs) pairs.delete(key)
    for (const [key, list] of accounts) if ((list.at(-1) ?? 0) <= t - limits.accountWindowMs) accounts.delete(key)
  }

  const recentFailures = (account: string, t: number): number[] => {
    const list = (accounts.get(account) ?? []).filter((at) => at > t - limits.accountWindowMs)
    if (list.length) accounts.set(account, list)
    else accounts.delete(account)
    return list
  }

  /** How long after its last failure a pair with `failures` failures has to wait. */
  const delayAfter = (failures: number) => {
    const over = failures - limits.freeFailuresPerClient
    if (over < 0) return 0
    return Math.min(limits.firstDelayMs * 2 ** Math.min(over, 40), limits.maxDelayMs)
  }

  return {
    async check(account, address, known) {
      const t = now()
      sweep(t)
      const pair = pairs.get(pairKey(account, address))
      if (pair && pair.lastFailureAt > t - limits.accountWindowMs) {
        const readyAt = pair.lastFailureAt + delayAfter(pair.failures)
        if (readyAt > t) return { allowed: false, retryAfterMs: readyAt - t }
      }
      const failures = recentFailures(account, t)
      if (failures.length >= limits.failuresPerAccount && !(address && (await known(account, address)))) {
        const oldest = failures[failures.length - limits.failuresPerAccount] ?? t
        return { allowed: false, retryAfterMs: Math.max(oldest + limits.accountWindowMs - t, 1) }
      }
      return { allowed: true }
    },
    failed(account, address) {
      const t = now()
      const key = pairKey(account, address)
      const pair = pairs.get(key)
      const fresh = !pair || pair.lastFailureAt <= t - limits.accountWindowMs
      pairs.set(key, { failures: fresh ? 1 : pair.failures + 1, lastFailureAt: t })
      const list = recentFailures(account, t)
      list.push(t)
      // Only the newest `failuresPerAccount` matter (the oldest of them says when the next one is free).
      if (list.length > limits.failuresPerAccount) list.splice(0, list.length - limits.failuresPerAccount)
      accounts.set(account, list)
    },
    succeeded(account, address) {
      pairs.delete(pairKey(account, address))
    },
  }
}
