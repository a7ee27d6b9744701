// The filters of /products, read from and written to the URL.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { DEFAULT_FILTERS, filtersFromSearchParams, filtersToSearchParams, type ProductFilters } from '../filters.ts'

export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => filtersFromSearchParams(params), [params])

  /** A changed filter is a new entry in the history; typing in the search box replaces the entry. */
  const update = useCallback(
    (change: Partial<ProductFilters>, { replace = false }: { replace?: boolean } = {}) =>
      setParams(filtersToSearchParams({ ...filters, ...change }), { replace, preventScrollReset: true }),
    [filters, setParams],
  )

  /** Clear All Filters: every filter and the search off, sort=featured. */
  const clear = useCallback(
    () => setParams(filtersToSearchParams(DEFAULT_FILTERS), { preventScrollReset: true }),
    [setParams],
  )

  return { filters, update, clear }
}
