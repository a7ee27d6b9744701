// index.html per page over real HTTP: the remote's routes chunks preloaded from its manifest, a page the
// remote pre-renders painted from the HTML (navigation, main, CSS, early scripts with the run-time
// config), #root hidden until the app takes over; a remote that is down or redeployed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIndexHtml } from './index-html.ts'

const TEMPLATE =
  '<!doctype html><html><head><!--preload--><style>#root{display:flex}</style></head><body><!--prerender--><div id="root"></div></body></html>'

const manifest = {
  metaData: { publicPath: 'auto' },
  exposes: [
    {
      path: './routes',
      assets: {
        js: {
          sync: ['static/js/298.abc.js', 'static/js/__federation_expose_routes.def.js'],
          async: ['static/js/product.1.js'],
        },
        css: { sync: ['static/css/routes.abc.css'], async: [] },
      },
    },
  ],
}

function prerenderJson(heading: string) {
  return {
    routes: {
      '/': {
        main: `<main data-page="home"><h1>${heading}</h1><img src="__SHOP_PUBLIC_PATH__/static/media/slide.svg"></main>`,
        css: '.hero { color : red } /* the slider */',
        preload: [{ href: '__SHOP_PUBLIC_PATH__/static/media/slide.svg', as: 'image', fetchpriority: 'high' }],
        scripts: [],
      },
      '/products': {
        main: '<main data-page="products"></main>',
        css: '',
        preload: [],
        scripts: ['window.early = "</script>"'],
      },
      '/rider/login': {
        main: '<main data-page="rider-login"><h1>Rider Portal</h1></main>',
        css: '.rider-login{padding:24px}',
        preload: [],
        scripts: [],
      },
    },
  }
}

describe('index.html of the shell', () => {
  let remote: Server
  let remoteUrl: string
  let prerender = prerenderJson('Premium Meats')
  let etag = '"v1"'
  let answerAfterMs = 0
  let shellDir: string

  beforeAll(async () => {
    remote = createServer((req, res) => {
      const body = req.url === '/mf-manifest.json' ? manifest : req.url === '/prerender.json' ? prerender : undefined
      setTimeout(() => {
        if (!body) return res.writeHead(404).end()
        if (req.headers['if-none-match'] === etag) return res.writeHead(304).end()
        res.writeHead(200, { 'content-type': 'application/json', etag }).end(JSON.stringify(body))
      }, answerAfterMs)
    })
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve))
    remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`
    shellDir = mkdtempSync(path.join(tmpdir(), 'shop-index-html-'))
    writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE)
    writeFileSync(
      path.join(shellDir, 'prerender.json'),
      JSON.stringify({
        css: '.nav{position:sticky}',
        script: 'personalise("</script>")',
        headers: {
          '/': '<header>home lit</header>',
          '/products': '<header>products lit</header>',
          '*': '<header>none lit</header>',
        },
      }),
    )
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => remote.close(() => resolve()))
    rmSync(shellDir, { recursive: true, force: true })
  })

  // A page waits 400 ms for a remote's hints in production; a loaded test machine can take that long to
  // answer the first fetch, so tests of a live remote wait longer.
  const page = (env: Record<string, string>, hintsWaitMs = 10_000) =>
    createIndexHtml({
      root: shellDir,
      env: { SUPABASE_URL: 'http://api.test', SUPABASE_ANON_KEY: 'anon', ...env },
      hintsWaitMs,
    })

  it("preloads the remote's routes module (its chunks and stylesheet) with the HTML, as the runtime will ask for them", async () => {
    const html = await page({ REMOTE_STOREFRONT_URL: remoteUrl })('/about')
    expect(html).toContain(`<link rel="preload" href="${remoteUrl}/static/js/298.abc.js" as="script" />`)
    expect(html).toContain(`href="${remoteUrl}/static/js/__federation_expose_routes.def.js" as="script" />`)
    expect(html).toContain(`href="${remoteUrl}/static/css/routes.abc.css" as="style" crossorigin="anonymous"`)
    expect(html).not.toContain('product.1.js')
    // /about is not pre-rendered: no first paint, #root as usual.
    expect(html).not.toContain('id="prerender"')
    expect(html).toContain('<body><div id="root"></div>')
  })

  it('paints a pre-rendered page from the HTML: the navigation for that path and its script, the main with its files, the CSS, #root hidden', async () => {
    const html = await page({ REMOTE_STOREFRONT_URL: remoteUrl })('/')
    expect(html).toContain(
      `<div id="prerender"><header>home lit</header><script>personalise("<\\/script>")</script><div class="layout__main"><main data-page="home"><h1>Premium Meats</h1><img src="${remoteUrl}/static/media/slide.svg"></main></div></div><div id="root"></div>`,
    )
    expect(html).toContain(
      `<link rel="preload" href="${remoteUrl}/static/media/slide.svg" as="image" fetchpriority="high" />`,
    )
    expect(html).toContain('.nav{position:sticky}.hero{color:red}</style>')
    expect(html).toContain('<style id="prerender-hide">body>#root{display:none}</style>')
    expect(html).not.toContain('shop-config')
  })

  it("runs a page's early scripts with the run-time config they need, and nothing inlined can close its tag", async () => {
    const html = await page({ REMOTE_STOREFRONT_URL: remoteUrl })('/products/')
    expect(html).toContain('<header>products lit</header>')
    expect(html).toContain(
      '<script id="shop-config" type="application/json">{"supabaseUrl":"http://api.test","supabaseAnonKey":"anon"}</script>',
    )
    expect(html).toContain('<script>window.early = "<\\/script>"</script>')
  })

  it("paints a portal's pre-rendered page in its own frame: no storefront navigation, nor its script", async () => {
    const html = await page({ REMOTE_RIDER_URL: remoteUrl })('/rider/login')
    expect(html).toContain(
      '<div id="prerender"><main data-page="rider-login"><h1>Rider Portal</h1></main></div><div id="root"></div>',
    )
    expect(html).not.toContain('<header>')
    expect(html).not.toContain('personalise(')
    // Its own CSS only: not the storefront navigation's.
    expect(html).toContain('flex-direction:column}.rider-login{padding:24px}</style>')
    expect(html).not.toContain('.nav{position:sticky}')
  })

  it('answers without hints, and quickly, when the remote is down', async () => {
    const started = Date.now()
    const html = await page({ REMOTE_STOREFRONT_URL: 'http://127.0.0.1:9' }, 400)('/')
    expect(Date.now() - started).toBeLessThan(2000)
    expect(html).toContain('href="http://127.0.0.1:9/mf-manifest.json" as="fetch"')
    expect(html).not.toContain('id="prerender"')
  })

  it('does not wait long for a slow remote, whose answer still serves the next load', async () => {
    answerAfterMs = 1000
    try {
      const render = page({ REMOTE_STOREFRONT_URL: remoteUrl }, 400)
      const started = Date.now()
      expect(await render('/')).not.toContain('id="prerender"')
      expect(Date.now() - started).toBeLessThan(900)
      await new Promise((resolve) => setTimeout(resolve, 1200))
      // Revalidating takes a second again; meanwhile the page is served from what arrived.
      expect(await render('/')).toContain('<h1>Premium Meats</h1>')
    } finally {
      answerAfterMs = 0
    }
  })

  it("picks up a redeployed remote's first paint on the next load", async () => {
    const render = page({ REMOTE_STOREFRONT_URL: remoteUrl })
    expect(await render('/')).toContain('<h1>Premium Meats</h1>')
    prerender = prerenderJson('Release 2')
    etag = '"v2"'
    expect(await render('/')).toContain('<h1>Release 2</h1>')
  })
})
