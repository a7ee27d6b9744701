// Above the results: the search box, the Filters button (phones), the sort select and grid/list.
import { useId } from 'react'
import { type ProductFilters, SORT_OPTIONS, type SortKey } from '../filters.ts'
import type { CatalogueView } from '../view-slice.ts'

interface Props {
  filters: ProductFilters
  view: CatalogueView
  showFiltersButton: boolean
  activeFilterCount: number
  onSearch: (text: string) => void
  onSort: (sort: SortKey) => void
  onView: (view: CatalogueView) => void
  onOpenFilters: () => void
}

export function ResultsToolbar(props: Props) {
  const { filters, view, showFiltersButton, activeFilterCount } = props
  const id = useId()
  return (
    <div className="results-toolbar">
      <search className="results-toolbar__search">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          Search products
        </label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Search products"
          value={filters.search}
          onChange={(event) => props.onSearch(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </search>
      <div className="results-toolbar__row">
        {showFiltersButton ? (
          <button type="button" className="button results-toolbar__filters" onClick={props.onOpenFilters}>
            Filters{activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
          </button>
        ) : null}
        <label className="results-toolbar__sort">
          <span>Sort by</span>
          <select value={filters.sort} onChange={(event) => props.onSort(event.target.value as SortKey)}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="view-toggle">
          <legend className="visually-hidden">View</legend>
          <button
            type="button"
            aria-pressed={view === 'grid'}
            onClick={() => props.onView('grid')}
            title="Grid view"
            aria-label="Grid view"
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" width="20" height="20">
              <path d="M2 2h7v7H2zM11 2h7v7h-7zM2 11h7v7H2zM11 11h7v7h-7z" fill="currentColor" />
            </svg>
          </button>
          <button
            type="button"
            aria-pressed={view === 'list'}
            onClick={() => props.onView('list')}
            title="List view"
            aria-label="List view"
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" width="20" height="20">
              <path d="M2 3h16v3H2zM2 8.5h16v3H2zM2 14h16v3H2z" fill="currentColor" />
            </svg>
          </button>
        </fieldset>
      </div>
    </div>
  )
}
