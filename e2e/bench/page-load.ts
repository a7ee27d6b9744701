// First load of the storefront's landing pages on a slow phone: `/` and `/products` from the production
// build against a fresh seeded Supabase stand-in, in Debian's Chromium with Lighthouse's mobile profile
// (Slow 4G: 562.5 ms per request, 180,000 B/s down, 84,375 B/s up; CPU 4x slower; 412x823; cold cache).
// Prints LCP, FCP, CLS, total blocking time, and until the page is complete (the app in charge and LCP
// painted) the JS transferred (compressed), the Module Federation runtime's share of it and the requests
// sent; when the app took over; medians.
//
//   [SHOP_DIST_ROOT=<build>] pnpm --filter @shop/e2e bench [--runs 5] [--pages /,/products]
//   pnpm --filter @shop/e2e bench --pages /admin --as admin@example.com --ready '[data-portal="admin"] h1'
//   pnpm --filter @shop/e2e bench --pages /rider --as rider@example.com --ready '.rider-dashboard li' --repeat
//
// `--as` loads the pages signed in (a returning user's stored session; password: the demo accounts');
// `--ready` is what marks the app's page as up (default: the storefront's page in #root, pre-render gone);
// `--repeat` measures a repeat visit instead: a first visit, unthrottled, until the page's service worker
// controls it and the network is quiet (its caches filled), then the page is closed and the measured visit
// opens the same address in a new tab of the same browser context (the worker's own fetches throttled too).
// `--js-budget <KiB>` fails the run (exit code 1) when a page's median JS (compressed, until complete) is
// above it: the storefront's landing pages keep within 150 (`--js-budget 150`).
// `--content` (a selector) times when the page's content is first on screen, pre-rendered or not (e.g. the
// admin dashboard's figures), where the largest paint may be something else.
//
// Ports: the apps on 3000-3004 + BENCH_PORT_OFFSET, the stand-in on BENCH_SUPABASE_PORT; by default the
// first free block of 4160-4170, 4260-4270, ... (the shell, the remotes next to it, the stand-in 10 above).
// BENCH_VERBOSE=1 lists every request and long task of every run; BENCH_TRACE=<file> writes a Chromium
// trace of each run there (the last run's stays), with the CPU profile, for what ran in a long task.
import { parseArgs } from 'node:util'
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test'
import { AUTH_STORAGE_KEY } from '@shop/shared/supabase/session-hint'
import { apps } from '@shop/shell/apps'
import { candidates, firstFreeBlock } from '../../scripts/lib/free-ports.mjs'
import { DEMO_PASSWORD } from '../support/accounts.ts'
import { chromiumLaunchOptions } from '../support/chromium.ts'
import { type AppName, startPlatform } from '../support/platform.ts'
import { passwordSession } from '../support/sessions.ts'
import { startSupabaseLocal } from '../support/supabase-local.ts'

const { values } = parseArgs({
  // pnpm passes a `--` before the script's own options through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/,/products' },
    as: { type: 'string' },
    ready: { type: 'string', default: '#root main[data-page]' },
    repeat: { type: 'boolean', default: false },
    content: { type: 'string' },
    'js-budget': { type: 'string' },
  },
})
const runs = Number(values.runs)
const jsBudget = values['js-budget'] === undefined ? null : Number(values['js-budget']) * 1024
const pages = (values.pages ?? '/').split(',')
const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? (await firstFreeBlock(candidates(4160, 100), 11)) - 3000)
const supabasePort = Number(process.env.BENCH_SUPABASE_PORT ?? 3000 + portOffset + 10)
const verbose = Boolean(process.env.BENCH_VERBOSE)

/** What DevTools' Performance panel records: tasks, script evaluation, layout, and the sampled JS stacks. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
]

/** Lighthouse's "Slow 4G" applied per request, as DevTools does. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 }
const FLOOR = { lcp: 2500, cls: 0.1 }

interface Run {
  lcp: number
  fcp: number
  cls: number
  tbt: number
  jsBytes: number
  /** The federation runtime: the shell's entry chunk and each remote's remoteEntry.js (its own copy). */
  runtimeBytes: number
  /** Every picture the page downloaded during the run (compressed as sent). */
  imageBytes: number
  requests: number
  appReady: number
  /** When `--content` was first on screen (0 without it). */
  content: number
}

interface Seen {
  url: string
  type: string
  /** Epoch milliseconds. */
  wall: number
  bytes: number
  cached: boolean
  /** Answered by the page's service worker (from its caches or its own fetch). */
  fromServiceWorker: boolean
}

/** In the page from its first byte: LCP, layout shifts and long tasks, and when the app's page is up. */
function observeVitals({ ready, content }: { ready: string; content: string }) {
  const w = window as unknown as Record<string, number>
  w.__lcp = 0
  w.__cls = 0
  w.__longTasks = 0
  const tasks: { start: number; duration: number }[] = []
  ;(window as unknown as { __tasks: typeof tasks }).__tasks = tasks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      w.__lcp = entry.startTime
      // What the largest paint was, for BENCH_VERBOSE.
      const element = entry.element
      ;(window as unknown as { __lcpElement: string }).__lcpElement = element
        ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : '(removed)'
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.__cls = (w.__cls ?? 0) + entry.value
      // What moved, for BENCH_VERBOSE.
      const sources = (entry as unknown as { sources?: { node?: Node | null }[] }).sources ?? []
      const moved = sources.map((source) => {
        const node = source.node as Element | null | undefined
        return node?.tagName ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : '(text)'
      })
      ;(window as unknown as { __shifts: string[] }).__shifts ??= []
      ;(window as unknown as { __shifts: string[] }).__shifts.push(
        `${Math.round(entry.startTime)} ms ${entry.value.toFixed(3)} ${moved.join(' ')}`,
      )
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  if (content) {
    const seen = setInterval(() => {
      const element = document.querySelector(content)
      if (element && (element as HTMLElement).offsetParent !== null) {
        w.__content = performance.now()
        clearInterval(seen)
      }
    }, 20)
  }
  // The app has taken over: its page is in #root and nothing pre-rendered is left on screen.
  const poll = setInterval(() => {
    if (document.querySelector(ready) && !document.getElementById('prerender')) {
      w.__appReady = performance.now()
      clearInterval(poll)
    }
  }, 20)
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return cdp
}

/**
 * The same network for the page's service workers: Chromium applies a page's emulated conditions to the
 * page's own requests only, so a worker's fetch() (a network-first answer) would otherwise go at full speed.
 * Through the browser's session: Playwright opens none on a worker.
 */
async function throttleServiceWorkers(browser: Browser): Promise<() => Promise<void>> {
  const cdp = await browser.newBrowserCDPSession()
  let id = 0
  const throttle = async (targetId: string) => {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false })
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', SLOW_4G],
    ] as const) {
      await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) })
    }
  }
  const workers = new Set<string>()
  const seen = (info: { targetId: string; type: string }) => {
    if (info.type !== 'service_worker' || workers.has(info.targetId)) return
    workers.add(info.targetId)
    void throttle(info.targetId).catch(() => undefined)
  }
  cdp.on('Target.targetCreated', ({ targetInfo }) => seen(targetInfo))
  await cdp.send('Target.setDiscoverTargets', { discover: true })
  for (const info of (await cdp.send('Target.getTargets')).targetInfos) seen(info)
  return () => cdp.detach()
}

async function measure(page: Page, url: string): Promise<Run> {
  const cdp = await throttle(page)
  if (verbose) {
    page.on('pageerror', (error) => console.log(`page error: ${error.message}`))
    page.on('console', (message) => message.type() === 'error' && console.log(`console: ${message.text()}`))
  }
  const seen = new Map<string, Seen>()
  cdp.on('Network.requestWillBeSent', (event) => {
    seen.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      wall: event.wallTime * 1000,
      bytes: 0,
      cached: false,
      fromServiceWorker: false,
    })
  })
  cdp.on('Network.responseReceived', (event) => {
    const request = seen.get(event.requestId)
    if (request) request.fromServiceWorker = Boolean(event.response.fromServiceWorker)
  })
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = seen.get(event.requestId)
    if (request) request.cached = true
  })
  cdp.on('Network.loadingFinished', (event) => {
    const request = seen.get(event.requestId)
    if (request) request.bytes = event.encodedDataLength
  })
  const traceFile = process.env.BENCH_TRACE
  if (traceFile) await page.context().browser()?.startTracing(page, { path: traceFile, categories: TRACE_CATEGORIES })
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForFunction(() => (window as unknown as { __appReady?: number }).__appReady, null, {
    timeout: 120_000,
  })
  await page.waitForLoadState('networkidle', { timeout: 120_000 })
  await page.waitForTimeout(1500)
  if (traceFile) await page.context().browser()?.stopTracing()
  const vitals = await page.evaluate(() => {
    const w = window as unknown as Record<string, number> & { __tasks: { start: number; duration: number }[] }
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    // Total blocking time: what each long task after the first paint spends beyond 50 ms.
    const tbt = w.__tasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
    // Requests that count: those sent before the page was complete (the app in charge, LCP painted).
    const done = performance.timeOrigin + Math.max(w.__appReady ?? 0, w.__lcp ?? 0, w.__content ?? 0)
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    const trace = {
      content: Math.round(w.__content ?? 0),
      shifts: (window as unknown as { __shifts?: string[] }).__shifts ?? [],
      lcpElement: (window as unknown as { __lcpElement?: string }).__lcpElement ?? '',
      htmlFirstByte: Math.round(nav?.responseStart ?? 0),
      htmlLastByte: Math.round(nav?.responseEnd ?? 0),
      domInteractive: Math.round(nav?.domInteractive ?? 0),
    }
    return {
      lcp: w.__lcp ?? 0,
      cls: w.__cls ?? 0,
      fcp,
      tbt,
      appReady: w.__appReady ?? 0,
      content: w.__content ?? 0,
      done,
      trace,
      tasks: w.__tasks,
    }
  })
  await cdp.detach()
  const all = [...seen.values()].filter((r) => !r.cached && !r.url.startsWith('data:'))
  const requests = all.filter((r) => r.wall <= vitals.done)
  if (verbose) {
    const t0 = Math.min(...all.map((r) => r.wall))
    for (const r of all.sort((a, b) => a.wall - b.wall)) {
      const at = Math.round(r.wall - t0)
      const via = r.fromServiceWorker ? 'sw' : '  '
      console.log(`${String(at).padStart(6)} ms ${r.type.padEnd(10)} ${String(r.bytes).padStart(7)} B ${via} ${r.url}`)
    }
    const longTasks = vitals.tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`)
    console.log(`long tasks (start+duration, ms; first paint ${Math.round(vitals.fcp)}): ${longTasks.join(' ')}`)
  }
  const { done: _done, trace, tasks: _tasks, ...measured } = vitals
  if (verbose) console.log('trace:', JSON.stringify(trace))
  const scripts = requests.filter((r) => r.type === 'Script')
  const bytes = (list: Seen[]) => list.reduce((sum, r) => sum + r.bytes, 0)
  return {
    ...measured,
    jsBytes: bytes(scripts),
    runtimeBytes: bytes(scripts.filter((r) => /\/static\/js\/main\.[0-9a-f]+\.js$|\/remoteEntry\.js$/.test(r.url))),
    imageBytes: bytes(all.filter((r) => r.type === 'Image')),
    requests: requests.length,
  }
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

// A fresh seed on PGlite takes minutes on a busy shared machine; the bench waits for it rather than failing.
const supabase = await startSupabaseLocal(supabasePort, 300_000)
const ports = Object.fromEntries(apps.map((app) => [app.name, app.port + portOffset])) as Record<AppName, number>
const platform = await startPlatform({ ports, supabaseUrl: supabase.url }).catch(async (error) => {
  await supabase.stop()
  throw error
})
// A stored session as supabase-js keeps it, for `--as`.
const session = values.as
  ? JSON.stringify(
      await passwordSession(values.as, DEMO_PASSWORD, { shellUrl: platform.shellUrl, supabaseUrl: supabase.url }),
    )
  : null
const browser = await chromium.launch(chromiumLaunchOptions())
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true }

async function prepare(context: BrowserContext) {
  await context.addInitScript(observeVitals, { ready: values.ready ?? '', content: values.content ?? '' })
  if (session) {
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: AUTH_STORAGE_KEY,
      value: session,
    })
  }
}

/** A cold first load in a fresh incognito context. */
async function firstLoad(url: string): Promise<Run> {
  const context = await browser.newContext(PHONE)
  try {
    await prepare(context)
    return await measure(await context.newPage(), url)
  } finally {
    await context.close()
  }
}

/**
 * A repeat visit: the page once, unthrottled, until its service worker controls it and the network is quiet
 * (caches filled), then the measured visit in a new tab of the same context, the worker's fetches throttled.
 */
async function repeatVisit(url: string): Promise<Run> {
  const context = await browser.newContext(PHONE)
  try {
    await prepare(context)
    const first = await context.newPage()
    await first.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await first.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 120_000 })
    await first.waitForLoadState('networkidle', { timeout: 120_000 })
    await first.waitForTimeout(2000)
    const page = await context.newPage()
    await first.close()
    const release = await throttleServiceWorkers(browser)
    try {
      return await measure(page, url)
    } finally {
      await release()
    }
  } finally {
    await context.close()
  }
}

const results = new Map<string, Run[]>()
try {
  for (const address of pages) {
    const list: Run[] = []
    for (let i = 0; i < runs; i++) {
      const url = `${platform.shellUrl}${address}`
      const run = values.repeat ? await repeatVisit(url) : await firstLoad(url)
      list.push(run)
      if (verbose) console.log(`${address} run ${i + 1}:`, JSON.stringify(run))
    }
    results.set(address, list)
  }
} finally {
  await browser.close()
  await platform.close()
  await supabase.stop()
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const visit = values.repeat ? 'Repeat visit (service worker and caches from a first visit)' : 'First load'
const cache = values.repeat ? 'warm profile' : 'cold cache'
console.log(`${visit} on Slow 4G (562.5 ms, 180,000 B/s), CPU 4x, 412x823, ${cache}; median of ${runs} runs`)
for (const [path, list] of results) {
  const m = (key: keyof Run) => median(list.map((run) => run[key]))
  const verdict = m('lcp') < FLOOR.lcp && m('cls') < FLOOR.cls ? 'within the floor' : 'ABOVE THE FLOOR'
  console.log(`\n${path}  (${verdict}: LCP < ${FLOOR.lcp} ms, CLS < ${FLOOR.cls})`)
  console.log(
    `  LCP ${Math.round(m('lcp'))} ms   FCP ${Math.round(m('fcp'))} ms   CLS ${m('cls').toFixed(3)}   TBT ${Math.round(m('tbt'))} ms`,
  )
  console.log(
    `  JS ${kib(m('jsBytes'))} (compressed), of which the Module Federation runtime ${kib(m('runtimeBytes'))} (${Math.round((m('runtimeBytes') / m('jsBytes')) * 100)}%)`,
  )
  console.log(`  images ${kib(m('imageBytes'))} (every picture the page downloaded)`)
  console.log(`  requests until the app is ready ${m('requests')}   app ready ${Math.round(m('appReady'))} ms`)
  if (values.content) console.log(`  content (${values.content}) on screen ${Math.round(m('content'))} ms`)
  console.log(`  LCP per run: ${list.map((run) => Math.round(run.lcp)).join(', ')}`)
  if (jsBudget !== null && m('jsBytes') > jsBudget) {
    console.log(`  OVER THE JS BUDGET of ${kib(jsBudget)} by ${kib(m('jsBytes') - jsBudget)}`)
    process.exitCode = 1
  }
}
