// Reads the JSON reports Vitest and Playwright write, for `npm test`'s summary: how many passed and
// failed, and which failed, so a CI log that keeps only its tail still names the failing tests.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { repoRoot } from './run.mjs'

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour code
const colours = /\x1b\[[0-9;]*m/g
const firstLine = (text = '') =>
  text
    .replace(colours, '')
    .split('\n')
    .find((line) => line.trim()) ?? ''
const where = (file) => relative(repoRoot, file)

/** `{ passed, failed, failures: string[] }` from a Vitest JSON report, or null when there is none. */
export function vitestReport(file) {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const failures = []
  for (const suite of report.testResults) {
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failedTests) {
      failures.push(`${where(suite.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`)
    }
    // A file that fails before its tests run (an import or a hook) has a message and no failed test.
    if (suite.status === 'failed' && failedTests.length === 0) {
      failures.push(`${where(suite.name)}: ${firstLine(suite.message)}`)
    }
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrors ?? 0),
    failures,
  }
}

/** The same from a Playwright JSON report; a test that passed on retry counts as passed. */
export function playwrightReport(file) {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const failures = []
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
        const error = test.results.at(-1)?.errors?.[0]?.message
        failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`)
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const suite of report.suites) visit(suite, [])
  for (const error of report.errors ?? []) failures.push(firstLine(error.message))
  const { stats } = report
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (report.errors?.length ?? 0),
    failures,
  }
}
