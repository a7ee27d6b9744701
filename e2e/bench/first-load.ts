// First load of a page from the production build on a slow phone (Lighthouse's mobile profile: Slow 4G,
// 562.5 ms per request, 180,000 B/s down, 4x CPU slowdown, 412x823, cold cache), in Debian's Chromium.
// Prints JS bytes transferred (compressed), requests before the page is interactive, the Module
// Federation runtime's share of the JS, and LCP/FCP/CLS; medians of several runs.
//
//   pnpm build && pnpm --filter @shop/e2e bench [-- --runs 5 --path /products]
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { apps } from '../../scripts/lib/apps.mjs'
import { chromiumLaunchOptions } from '../support/chromium.ts'
import { type AppName, startPlatform } from '../support/platform.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/' },
    /** Text of the element that means "the page is there" (default: the first h1). */
    ready: { type: 'string' },
  },
})
const runs = Number(values.runs)
const pagePath = values.path ?? '/'

interface Request {
  url: string
  type: string
  wallMs: number
  bytes: number
}

interface Run {
  jsBytes: number
  runtimeBytes: number
  requests: number
  jsRequests: number
  interactiveMs: number
  fcp: number
  lcp: number
  cls: number
  tbt: number
}

/** Collects web vitals in the page from the first byte on. */
const vitalsScript = () => {
  const w = window as unknown as Record<string, number>
  w.__lcp = 0
  w.__cls = 0
  w.__tbt = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.__cls = (w.__cls ?? 0) + entry.value
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__tbt = (w.__tbt ?? 0) + Math.max(0, entry.duration - 50)
  }).observe({ type: 'longtask', buffered: true })
  // "Interactive": the area's content is on screen (React rendered it, handlers attached).
  const observer = new MutationObserver(() => {
    if (document.querySelector('#root main h1') && !w.__interactiveWall) {
      w.__interactiveWall = Date.now()
      w.__interactive = performance.now()
      observer.disconnect()
    }
  })
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  )
}

async function measure(page: Page, url: string): Promise<Run> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: 180_000,
    uploadThroughput: 84_375,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const requests = new Map<string, Request>()
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      wallMs: event.wallTime * 1000,
      bytes: 0,
    })
    if (process.env.BENCH_VERBOSE && /324\./.test(event.request.url))
      console.log(JSON.stringify(event.initiator).slice(0, 3000))
  })
  // A preloaded file the page then asks for again is served from memory: not a second request.
  cdp.on('Network.requestServedFromCache', (event) => {
    requests.delete(event.requestId)
  })
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId)
    if (request) request.bytes = event.encodedDataLength
  })
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForFunction(() => (window as unknown as { __interactiveWall?: number }).__interactiveWall, null, {
    timeout: 120_000,
  })
  await page.waitForLoadState('networkidle', { timeout: 120_000 })
  await page.waitForTimeout(1000)
  const vitals = await page.evaluate(() => {
    const w = window as unknown as Record<string, number>
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    return {
      lcp: w.__lcp,
      cls: w.__cls,
      tbt: w.__tbt,
      fcp,
      interactive: w.__interactive,
      interactiveWall: w.__interactiveWall,
    }
  })
  const all = [...requests.values()].filter((r) => r.bytes > 0)
  const js = all.filter((r) => r.type === 'Script')
  // The federation runtime: the shell's entry chunk (webpack + Module Federation runtime, nothing else)
  // and each remote's remoteEntry.js (its container with its own copy of the runtime).
  const runtime = js.filter((r) => /\/static\/js\/main\.[0-9a-f]+\.js$|\/remoteEntry\.js$/.test(r.url))
  const sum = (list: Request[]) => list.reduce((n, r) => n + r.bytes, 0)
  const beforeInteractive = all.filter((r) => r.wallMs <= (vitals.interactiveWall ?? 0))
  if (process.env.BENCH_VERBOSE) {
    const t0 = Math.min(...all.map((r) => r.wallMs))
    for (const r of all.sort((a, b) => a.wallMs - b.wallMs)) {
      console.log(
        `${String(Math.round(r.wallMs - t0)).padStart(6)} ms ${r.type.padEnd(10)} ${String(r.bytes).padStart(7)} B ${r.url}`,
      )
    }
    console.log(`interactive at ${Math.round((vitals.interactiveWall ?? 0) - t0)} ms`)
  }
  await cdp.detach()
  return {
    jsBytes: sum(js),
    runtimeBytes: sum(runtime),
    requests: beforeInteractive.length,
    jsRequests: beforeInteractive.filter((r) => r.type === 'Script').length,
    interactiveMs: vitals.interactive ?? 0,
    fcp: vitals.fcp,
    lcp: vitals.lcp ?? 0,
    cls: vitals.cls ?? 0,
    tbt: vitals.tbt ?? 0,
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

const ports = Object.fromEntries(apps.map((app) => [app.name, app.port + 1030])) as Record<AppName, number>
const platform = await startPlatform({ ports })
const browser = await chromium.launch(chromiumLaunchOptions())
const results: Run[] = []
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    })
    await context.addInitScript(vitalsScript)
    const page = await context.newPage()
    results.push(await measure(page, `${platform.shellUrl}${pagePath}`))
    await context.close()
  }
} finally {
  await browser.close()
  await platform.close()
}

const m = (key: keyof Run) => median(results.map((r) => r[key]))
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
console.log(
  `First load of ${pagePath}: Slow 4G (562.5 ms, 180,000 B/s), CPU 4x, 412x823, cold cache; median of ${runs}`,
)
console.log(`  JS transferred (compressed)      ${kb(m('jsBytes'))}`)
console.log(
  `  Module Federation runtime         ${kb(m('runtimeBytes'))} (${((m('runtimeBytes') / m('jsBytes')) * 100).toFixed(0)}% of the JS)`,
)
console.log(`  requests before interactive      ${m('requests')} (${m('jsRequests')} of them JS)`)
console.log(`  interactive (content rendered)   ${Math.round(m('interactiveMs'))} ms`)
console.log(
  `  FCP ${Math.round(m('fcp'))} ms   LCP ${Math.round(m('lcp'))} ms   CLS ${m('cls').toFixed(3)}   TBT ${Math.round(m('tbt'))} ms`,
)
console.log(`  runs: ${results.map((r) => `LCP ${Math.round(r.lcp)}`).join(', ')}`)
