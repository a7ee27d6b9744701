// No app or function decides anything by an error's English words (they read its code, codes.ts): a
// scan of the apps' and the Edge Functions' sources for comparisons of an error's message with text.
// Tests are not scanned (they assert what a person reads, rightly).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const ROOTS = [
  ...readdirSync(repoRoot).filter((name) => name.startsWith('mf-') && !name.includes('.')),
  'shell',
  'shared',
].map((app) => `${app}/src`)
const SCANNED = [...ROOTS, 'supabase/functions']
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/
const TEST = /\.(test|spec)\.[a-z]+$/

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourcesUnder(relative)
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [relative] : []
  })
}

// The fields an error's words travel in: PostgREST's and JavaScript's `message`, GoTrue's `msg` and
// `error_description`, and the functions' `{error}` answers.
const WORDS = '(?:message|msg|error_description)'
/** Not a `typeof error.message === 'string'` check. */
const NOT_TYPEOF = String.raw`(?<!typeof\s+[\w$?.]*)`
const COMPARISONS: RegExp[] = [
  // error.message === …, error?.message !== …
  new RegExp(String.raw`${NOT_TYPEOF}\.${WORDS}\??\s*[!=]==?`),
  // … === error.message
  new RegExp(String.raw`[!=]==?\s*[\w$.?\[\]'"]*\.${WORDS}\b`),
  // error.message.includes(…), .startsWith, .match, …
  new RegExp(
    String.raw`\.${WORDS}\??\.(?:includes|startsWith|endsWith|match|matchAll|search|indexOf|lastIndexOf|localeCompare)\s*\(`,
  ),
  // /…/.test(error.message)
  new RegExp(String.raw`\.(?:test|exec)\(\s*[\w$.?]*\.${WORDS}\b`),
  // switch (error.message)
  new RegExp(String.raw`switch\s*\(\s*[\w$.?]*\.${WORDS}\s*\)`),
  // const { message } = error; message === 'Invalid coupon code'
  new RegExp(String.raw`${NOT_TYPEOF}(?<![.\w$])(?:message|msg)\s*[!=]==?\s*['"\x60]`),
  /['"\x60]\s*[!=]==?\s*(?:message|msg)\b/,
  // answer.error === 'Order not found'
  new RegExp(String.raw`${NOT_TYPEOF}\.error\??\s*[!=]==?\s*['"\x60]`),
]

const comparesWords = (line: string) => COMPARISONS.some((pattern) => pattern.test(line))

describe('no error message is compared with text', () => {
  it('the scan itself catches the ways of comparing words, and not the ways of showing them', () => {
    const comparing = [
      `if (error.message === 'Invalid coupon code' && couponCode) {`,
      `return error instanceof QuoteError && error.message === COUPON_MESSAGES.invalid`,
      `if (error?.message !== "Product not found") return`,
      `if ('Order not found' == failure.message) {`,
      `const stale = error.message.includes('JWT expired')`,
      `if (err.msg?.startsWith('User already')) {`,
      `if (/out of stock/.test(error.message)) {`,
      `switch (error.message) {`,
      `if (message === 'Invalid login credentials') return`,
      `if (answer.error === 'This order is not awaiting payment') retry()`,
    ]
    const showing = [
      `toast.error(refusalMessage(error, CANCEL_FAILED).message)`,
      `throw new Error(error.message)`,
      `const message = error instanceof Error && error.message ? error.message : fallback`,
      `if (useServerMessage && clientError && typeof message === 'string' && message.trim()) return message`,
      `if (error.code === '23505') return 'duplicate'`,
      `const message = typeof answer?.error === 'string' && answer.error ? answer.error : fallback`,
      `const message = typeof text.message === 'function' ? text.message(details) : text.message`,
      `expect(error.message.length).toBeGreaterThan(0)`,
    ]
    expect(comparing.filter((line) => !comparesWords(line))).toEqual([])
    expect(showing.filter(comparesWords)).toEqual([])
  })

  it('finds the sources it scans: every app, shared and the Edge Functions', () => {
    for (const dir of SCANNED) expect(sourcesUnder(dir).length, dir).toBeGreaterThan(0)
    expect(ROOTS).toEqual(
      expect.arrayContaining(['mf-storefront/src', 'mf-admin/src', 'mf-outlet/src', 'mf-rider/src']),
    )
    const files = SCANNED.flatMap(sourcesUnder)
    expect(files).toEqual(
      expect.arrayContaining([
        'mf-storefront/src/features/checkout/api/place-order.ts',
        'mf-storefront/src/lib/order-pricing/useServerCorrections.ts',
        'shared/src/auth/auth-errors.ts',
        'shared/src/errors/messages.ts',
        'supabase/functions/payments/index.ts',
      ]),
    )
  })

  it('no source under mf-*/src, shell/src, shared/src or supabase/functions compares an error message with text', () => {
    const offenders = SCANNED.flatMap(sourcesUnder).flatMap((file) =>
      readFileSync(path.join(repoRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (comparesWords(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    )
    expect(offenders).toEqual([])
  })
})
