// The script the shell's server inlines into the HTML of /products (see app/prerender.tsx): it starts
// the page's two reads, the products for the URL's filters and the categories, while the app's
// JavaScript is still on its way. The data layer then takes their answers (lib/public-rest).
import { startEarlyRead } from '../../lib/public-rest/early-reads.ts'
import { type RestConfig, restUrl } from '../../lib/public-rest/rest-url.ts'
import { CATEGORIES_QUERY, productsQuery } from './api/query.ts'
import { filtersFromSearchParams } from './filters.ts'

const element = document.getElementById('shop-config')
if (element?.textContent) {
  const config = JSON.parse(element.textContent) as RestConfig
  startEarlyRead(restUrl(config, productsQuery(filtersFromSearchParams(new URLSearchParams(location.search)))))
  startEarlyRead(restUrl(config, CATEGORIES_QUERY))
}
