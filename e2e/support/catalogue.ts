// The catalogue as the database holds it now (read over REST with the anon key), and what the products
// page must show for a set of filters, worked out here from the shop's rules on those rows: the price paid
// (discount price when set) for the price range and price sorts, newest first for featured and newest,
// rating descending, pork products after the others unless the pork category is chosen.
import { expect, type Locator, type Page } from '@playwright/test'
import { anonKey } from './buying.ts'
import { E2E_SUPABASE_URL } from './ports.ts'

export interface CatalogueRow {
  id: string
  name: string
  description: string
  price: number
  discount_price: number | null
  /** The database's own rounded percent (a generated column). */
  discount_percentage: number | null
  stock: number
  rating: number
  rating_count: number
  created_at: string
  category_id: string | null
  category: { name: string; slug: string } | null
}

export async function catalogueRows(): Promise<CatalogueRow[]> {
  const key = await anonKey()
  const response = await fetch(
    `${E2E_SUPABASE_URL}/rest/v1/products?select=id,name,description,price,discount_price,discount_percentage,stock,rating,rating_count,created_at,category_id,category:product_categories(name,slug)`,
    { headers: { apikey: key, authorization: `Bearer ${key}` } },
  )
  if (!response.ok) throw new Error(`products answered ${response.status}`)
  const rows = (await response.json()) as CatalogueRow[]
  return rows.map((row) => ({
    ...row,
    price: Number(row.price),
    discount_price: row.discount_price === null ? null : Number(row.discount_price),
    rating: Number(row.rating),
  }))
}

export async function productNamed(name: string): Promise<CatalogueRow> {
  const row = (await catalogueRows()).find((r) => r.name === name)
  if (!row) throw new Error(`no product named ${name}`)
  return row
}

export interface Expected {
  category?: string
  minPrice?: number
  maxPrice?: number
  minRating?: number
  sort?: 'featured' | 'newest' | 'price-asc' | 'price-desc' | 'rating'
  inStock?: boolean
  onSale?: boolean
  search?: string
}

const paid = (row: CatalogueRow) => row.discount_price ?? row.price

/** The names the products page must list, in order. */
export function expectedNames(rows: CatalogueRow[], want: Expected): string[] {
  const search = want.search?.trim().toLowerCase() ?? ''
  const kept = rows.filter(
    (row) =>
      (!want.category || row.category?.slug === want.category) &&
      (want.minPrice === undefined || paid(row) >= want.minPrice) &&
      (want.maxPrice === undefined || paid(row) <= want.maxPrice) &&
      (want.minRating === undefined || row.rating >= want.minRating) &&
      (!want.inStock || row.stock > 0) &&
      (!want.onSale || row.discount_price !== null) &&
      (search === '' ||
        [row.name, row.description, row.category?.name ?? ''].some((text) => text.toLowerCase().includes(search))),
  )
  const newest = (a: CatalogueRow, b: CatalogueRow) =>
    b.created_at.localeCompare(a.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  const byId = (a: CatalogueRow, b: CatalogueRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  const sorters = {
    featured: newest,
    newest,
    'price-asc': (a: CatalogueRow, b: CatalogueRow) => paid(a) - paid(b) || a.price - b.price || byId(a, b),
    'price-desc': (a: CatalogueRow, b: CatalogueRow) => paid(b) - paid(a) || b.price - a.price || byId(a, b),
    rating: (a: CatalogueRow, b: CatalogueRow) => b.rating - a.rating || newest(a, b),
  }
  const sorted = [...kept].sort(sorters[want.sort ?? 'featured'])
  const pork = (row: CatalogueRow) => row.category?.slug === 'pork'
  const ordered = want.category === 'pork' ? sorted : [...sorted.filter((r) => !pork(r)), ...sorted.filter(pork)]
  return ordered.map((row) => row.name)
}

/** The product list of the page. */
export function productList(page: Page): Locator {
  return page.getByRole('list', { name: 'Products', exact: true })
}

/**
 * The product list comes to show exactly these names, top to bottom. A web-first assertion: right after
 * the URL changes, the previous list can still be on screen for a moment.
 */
export async function expectListed(page: Page, names: string[]) {
  await expect(productList(page).getByRole('heading', { level: 3 })).toHaveText(names)
}

/** The results heading: "<category or All Products> (<count>)". */
export function resultsHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 2 }).filter({ hasText: /\(\d+\)$/ })
}
