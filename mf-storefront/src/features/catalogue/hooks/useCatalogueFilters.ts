// The filters of /products, read from and written to the URL. The router applies a new URL in a
// transition; until it has, the page shows the filters just chosen (`pending`), so a checkbox never
// flips back for a moment and the search box never loses what was typed.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { DEFAULT_FILTERS, filtersFromSearchParams, filtersToSearchParams, type ProductFilters } from '../filters.ts'

export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams()
  const fromUrl = useMemo(() => filtersFromSearchParams(params), [params])
  const [pending, setPending] = useState<ProductFilters | null>(null)
  // The URL has caught up (or changed by Back/Forward): it is the truth again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the URL's query changes
  useEffect(() => setPending(null), [params])
  const filters = pending ?? fromUrl

  const apply = useCallback(
    (next: ProductFilters, replace: boolean) => {
      setPending(next)
      setParams(filtersToSearchParams(next), { replace, preventScrollReset: true })
    },
    [setParams],
  )

  /** A changed filter is a new entry in the history; typing in the search box replaces the entry. */
  const update = useCallback(
    (change: Partial<ProductFilters>, { replace = false }: { replace?: boolean } = {}) =>
      apply({ ...filters, ...change }, replace),
    [filters, apply],
  )

  /** Clear All Filters: every filter and the search off, sort=featured. */
  const clear = useCallback(() => apply(DEFAULT_FILTERS, false), [apply])

  return { filters, update, clear }
}
