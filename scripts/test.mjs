// `npm test`: installs what is missing, then runs lint, type checks, every package's unit and API
// tests, the production build and the Playwright suite, and ends with one line `N passed, N failed`.
import { mkdirSync, rmSync } from 'node:fs'
import { buildApps } from './lib/build.mjs'
import { chromiumPath, ensureChromium } from './lib/chromium.mjs'
import { onPinnedNode } from './lib/node.mjs'
import { installDependencies, pnpmCommand } from './lib/pnpm.mjs'
import { ensurePostgres, runningPostgres, stopPostgres } from './lib/postgres.mjs'
import { log, repoRoot, runStatus } from './lib/run.mjs'
import { playwrightReport, vitestReport } from './lib/test-reports.mjs'
import { workspacePackages } from './lib/workspace.mjs'

await onPinnedNode()

const started = Date.now()
installDependencies()
ensureChromium()
const postgresWasRunning = runningPostgres() !== null
const databaseUrl = await ensurePostgres()
const setUpSeconds = Math.round((Date.now() - started) / 1000)

const reports = `${repoRoot}/.data/reports`
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const env = { ...process.env, TEST_DATABASE_URL: databaseUrl, CHROMIUM_PATH: chromiumPath }
const [pnpmBin, ...pnpmPre] = pnpmCommand
const pnpm = (args) => runStatus(pnpmBin, [...pnpmPre, ...args], { env })

const results = [] // { name, passed, failed, failures, seconds }
let stepStarted = Date.now()
/** Announces a step; the summary shows how long each took, so a run's slow part is found at a glance. */
function step(message) {
  log(message)
  stepStarted = Date.now()
}
const stepSeconds = () => Math.round((Date.now() - stepStarted) / 1000)

function check(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures: [], seconds: stepSeconds() })
}

/** Adds a test runner's report; a non-zero exit with no failed test in the report still counts as one failure. */
function addReport(name, report, code) {
  if (!report) return check(`${name} (no report)`, false)
  const unexplained = code !== 0 && report.failed === 0
  results.push({
    name,
    ...report,
    failed: report.failed + (unexplained ? 1 : 0),
    failures: unexplained ? [...report.failures, `exited with ${code}`] : report.failures,
    seconds: stepSeconds(),
  })
}

step('Lint (biome)')
check('lint', (await pnpm(['lint'])) === 0)

const packages = workspacePackages()
for (const pkg of packages.filter((p) => p.scripts.typecheck)) {
  step(`Type check ${pkg.name}`)
  check(`typecheck ${pkg.name}`, (await pnpm(['--filter', pkg.name, 'typecheck'])) === 0)
}

for (const pkg of packages.filter((p) => p.scripts.test && p.name !== '@shop/e2e')) {
  step(`Tests of ${pkg.name}`)
  const file = `${reports}/${pkg.name.replace(/\W+/g, '_')}.json`
  const code = await pnpm([
    // pnpm passes options after the script name on to it (a `--` would reach vitest literally).
    '--filter',
    pkg.name,
    'test',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ])
  addReport(pkg.name, vitestReport(file), code)
}

const e2e = packages.find((p) => p.name === '@shop/e2e')
if (e2e) {
  step('Production build')
  const built = buildApps(env)
  check('build', built)
  if (built) {
    step('End-to-end tests (Playwright, Debian Chromium)')
    const file = `${reports}/e2e.json`
    const code = await runStatus(pnpmBin, [...pnpmPre, '--filter', '@shop/e2e', 'test'], {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    })
    addReport('e2e', playwrightReport(file), code)
  }
}

// CI throws the clone away afterwards: stop the server this run started rather than leave one running
// whose folder is gone. A developer's cluster stays up for the next run.
if (process.env.CI && !postgresWasRunning) {
  try {
    stopPostgres()
  } catch (error) {
    console.warn(`Could not stop the test PostgreSQL: ${error.message}`)
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log('')
console.log(`  set-up (install, Chromium, PostgreSQL): ${setUpSeconds} s`)
for (const r of results) {
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`)
  for (const failure of r.failures) console.log(`      ✗ ${failure.slice(0, 400)}`)
}
console.log(`\nFinished in ${Math.round((Date.now() - started) / 1000)} s`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
