// Above the results: the search box, the Filters button (phones), the sort select and grid/list.
import { useId } from 'react'
import { type ProductFilters, SORT_OPTIONS, type SortKey } from '../filters.ts'
import type { CatalogueView } from '../view-slice.ts'

const VIEWS: ReadonlyArray<{ view: CatalogueView; label: string; icon: string }> = [
  { view: 'grid', label: 'Grid view', icon: 'M2 2h7v7H2zM11 2h7v7h-7zM2 11h7v7H2zM11 11h7v7h-7z' },
  { view: 'list', label: 'List view', icon: 'M2 3h16v3H2zM2 8.5h16v3H2zM2 14h16v3H2z' },
]

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
          {VIEWS.map((option) => (
            <button
              key={option.view}
              type="button"
              aria-pressed={view === option.view}
              onClick={() => props.onView(option.view)}
              title={option.label}
              aria-label={option.label}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" width="20" height="20">
                <path d={option.icon} fill="currentColor" />
              </svg>
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  )
}
