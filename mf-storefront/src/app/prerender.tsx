// The first paint of the storefront's landing pages, rendered at build time (build/prerender.mjs)
// into prerender.json. The shell's server puts it into the HTML of `/` and `/products`, so a slow phone
// paints the slider or the products banner at once; the app then takes the page over from it (the shell's
// bootstrap swaps them in one frame once the same page, `main[data-page]`, has rendered).

import type { PrerenderInput, PrerenderOutput } from '@shop/shared/prerender/contract'
import { chunkPreloads } from '@shop/shared/prerender/markup'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import catalogueCss from '../features/catalogue/catalogue.css?raw'
import { ProductsPageFrame } from '../features/catalogue/components/ProductsBanner.tsx'
import { SLIDES } from '../features/home/components/HeroSlider.tsx'
import { HomePage } from '../features/home/HomePage.tsx'
import homeCss from '../features/home/home.css?raw'

function markup(path: string, element: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>)
}

/**
 * The data layer the catalogue reads through (the shared api, RTK Query bundled in it), which the shell
 * does not load: preloaded with the HTML of /products, it arrives beside the page's chunk instead of one
 * round trip after it.
 */
const DATA_LAYER = ['@shop/shared/api']

export default function prerender({ scripts, chunkFiles, sharedFiles }: PrerenderInput): PrerenderOutput {
  const earlyReads = scripts['products-early-reads']
  if (!earlyReads) throw new Error('prerender: the products-early-reads script was not built')
  return {
    routes: {
      '/': {
        main: markup('/', <HomePage firstScreenOnly />),
        css: homeCss,
        preload: [{ href: SLIDES[0].src, as: 'image', fetchpriority: 'high' }, ...chunkPreloads(chunkFiles('home'))],
        scripts: [],
      },
      '/products': {
        main: markup('/products', <ProductsPageFrame />),
        css: catalogueCss,
        preload: chunkPreloads([...chunkFiles('products'), ...DATA_LAYER.flatMap(sharedFiles)]),
        scripts: [earlyReads],
      },
    },
  }
}
