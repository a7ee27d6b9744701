// /products: the catalogue with its filters in the URL, the item count in the heading, text search, grid
// or list, category tiles and the filter drawer on phones, the sidebar on wide screens. Changing the
// category scrolls to the results. On a phone the filters wait in the closed drawer: their code loads
// after the page (or when the drawer opens first), not with it.
import { afterPageLoad } from '@shop/shared/browser/after-page-load'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { CategoryTiles } from './components/CategoryTiles.tsx'
import { FilterDrawer } from './components/FilterDrawer.tsx'
import { ProductResults } from './components/ProductResults.tsx'
import { ProductsPageFrame } from './components/ProductsBanner.tsx'
import { ResultsToolbar } from './components/ResultsToolbar.tsx'
import type { ProductFilters } from './filters.ts'
import { useCategories, useProducts } from './hooks/useCatalogue.ts'
import { useCatalogueFilters } from './hooks/useCatalogueFilters.ts'
import { useMediaQuery } from './hooks/useMediaQuery.ts'
import { searchProducts } from './search.ts'
import { selectCatalogueView, viewChosen } from './view-slice.ts'
import './catalogue.css'

const FiltersPanel = lazy(() =>
  import(/* webpackChunkName: "filters" */ './components/FiltersPanel.tsx').then(({ FiltersPanel }) => ({
    default: FiltersPanel,
  })),
)

/** From this width the filters sit in a sidebar; below it, in the drawer. */
const WIDE = '(min-width: 1024px)'

function activeFilterCount(filters: ProductFilters): number {
  return [
    filters.category !== null,
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.minRating !== null,
    filters.inStock,
    filters.onSale,
  ].filter(Boolean).length
}

export function ProductsPage() {
  const dispatch = useAppDispatch()
  const view = useAppSelector(selectCatalogueView)
  const wide = useMediaQuery(WIDE)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [pageLoaded, setPageLoaded] = useState(false)
  useEffect(() => afterPageLoad(() => setPageLoaded(true)), [])
  const results = useRef<HTMLElement>(null)
  const { filters, update, clear } = useCatalogueFilters()
  const products = useProducts(filters)
  const categories = useCategories()

  // A page of results renders in a background pass that leaves the main thread to the visitor (the grid is
  // one of the largest renders on a slow phone), not in one long task.
  const list = useDeferredValue(products.data)
  const shown = useMemo(() => (list ? searchProducts(list, filters.search) : undefined), [list, filters.search])
  const categoryList = categories.data ?? []
  const category = categoryList.find((c) => c.slug === filters.category)
  const title = category?.name ?? 'All Products'

  const chooseCategory = (slug: string | null) => {
    update({ category: slug })
    results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  const panel =
    wide || drawerOpen || pageLoaded ? (
      <Suspense fallback={null}>
        <FiltersPanel
          filters={filters}
          categories={categoryList}
          onChange={(change) => update(change)}
          onCategory={chooseCategory}
          onClear={clear}
        />
      </Suspense>
    ) : null

  return (
    <ProductsPageFrame>
      {wide ? null : <CategoryTiles categories={categoryList} selected={filters.category} onSelect={chooseCategory} />}
      <div className="catalogue__layout">
        {wide ? (
          <aside className="catalogue__sidebar" aria-label="Filters">
            {panel}
          </aside>
        ) : null}
        <section className="catalogue__results" ref={results} aria-labelledby="catalogue-heading">
          <h2 id="catalogue-heading" className="catalogue__heading">
            {title}
            {shown ? <span className="catalogue__count"> ({shown.length})</span> : null}
          </h2>
          <ResultsToolbar
            filters={filters}
            view={view}
            showFiltersButton={!wide}
            activeFilterCount={activeFilterCount(filters)}
            onSearch={(search) => update({ search }, { replace: true })}
            onSort={(sort) => update({ sort })}
            onView={(next) => dispatch(viewChosen(next))}
            onOpenFilters={() => setDrawerOpen(true)}
          />
          <ProductResults
            products={shown}
            status={products.isError ? 'error' : products.isFetching ? 'loading' : 'ready'}
            view={view}
            onRetry={products.refetch}
            onClear={clear}
          />
        </section>
      </div>
      {wide ? null : (
        <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} resultCount={shown?.length}>
          {panel}
        </FilterDrawer>
      )}
    </ProductsPageFrame>
  )
}
