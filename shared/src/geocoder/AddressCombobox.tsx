// An address search as a WAI-ARIA combobox (the storefront's checkout, the admin's outlet location picker) (APG "Combobox with listbox popup", list
// autocomplete): the input is the combobox; suggestions are a listbox of options; Down/Up move through
// them (aria-activedescendant, focus stays in the input), Enter picks the active one (or searches now
// when none is active), Escape closes the list, and after a choice the input keeps the focus and shows
// the chosen place. Searching, failures and "no places" are said in a live region beside it. The
// structure's look is address-search.css; the hint, error and button take the screen's own classes.
import { useEffect, useId, useRef, useState } from 'react'
import { type GeocodedPlace, type Geocoder, MIN_SEARCH_LENGTH } from './geocoder.ts'
import { useAddressSearch } from './useAddressSearch.ts'
import './address-search.css'

export interface AddressComboboxProps {
  geocoder: Geocoder
  onPick(result: GeocodedPlace): void
  /** The search box's label (its accessible name). */
  label: string
  /** The screen's classes for the hint and status lines and the Search button. */
  classNames?: { hint?: string; error?: string; button?: string }
}

const CLASS_NAMES = { hint: 'address-search__hint', error: 'address-search__error', button: 'address-search__button' }

const optionKey = (result: GeocodedPlace) => `${result.lat},${result.lng},${result.formattedAddress}`

export function AddressCombobox({ geocoder, onPick, label, classNames }: AddressComboboxProps) {
  const classes = { ...CLASS_NAMES, ...classNames }
  const search = useAddressSearch(geocoder)
  const ids = { input: useId(), listbox: useId(), hint: useId(), status: useId() }
  const input = useRef<HTMLInputElement>(null)
  const results = search.state.status === 'done' ? search.state.results : null
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  // A new answer opens the list (when it has places), with nothing active yet.
  useEffect(() => {
    setOpen(!!results && results.length > 0)
    setActive(-1)
  }, [results])

  const expanded = open && !!results && results.length > 0
  const optionId = (index: number) => `${ids.listbox}-option-${index}`

  function choose(result: GeocodedPlace) {
    search.choose(result.formattedAddress)
    setOpen(false)
    setActive(-1)
    onPick(result)
    input.current?.focus()
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = results?.length ?? 0
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        if (!expanded) {
          setOpen(true)
          setActive(step === 1 ? 0 : count - 1)
          return
        }
        setActive((now) => (now < 0 ? (step === 1 ? 0 : count - 1) : (now + step + count) % count))
        return
      }
      case 'Enter': {
        event.preventDefault()
        const chosen = expanded && active >= 0 ? results?.[active] : undefined
        if (chosen) choose(chosen)
        else search.submit()
        return
      }
      case 'Escape': {
        if (!expanded) return
        event.preventDefault()
        event.stopPropagation()
        setOpen(false)
        setActive(-1)
        return
      }
      default:
        return
    }
  }

  return (
    <div className="address-search">
      <label htmlFor={ids.input}>{label}</label>
      <div className="address-search__row">
        <div className="address-search__box">
          <input
            ref={input}
            id={ids.input}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={ids.listbox}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${ids.hint} ${ids.status}`}
            value={search.query}
            onChange={(event) => search.setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => setOpen(!!results && results.length > 0)}
            placeholder="e.g. Acacia Mall, Ntinda, Mulago Hospital"
            autoComplete="off"
            enterKeyHint="search"
          />
          <div
            id={ids.listbox}
            role="listbox"
            aria-label="Address suggestions"
            className="address-search__results"
            hidden={!expanded}
          >
            {expanded
              ? results.map((result, index) => (
                  // Options are reached from the input (aria-activedescendant), which handles the keys.
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input owns the keyboard
                  <div
                    key={optionKey(result)}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    tabIndex={-1}
                    className={index === active ? 'address-search__option--active' : undefined}
                    // A press keeps the focus in the input (no blur closing the list before the click).
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(result)}
                  >
                    {result.formattedAddress}
                  </div>
                ))
              : null}
          </div>
        </div>
        <button type="button" className={classes.button} onClick={search.submit}>
          Search
        </button>
      </div>
      <p id={ids.hint} className={classes.hint}>
        Places in Uganda; type at least {MIN_SEARCH_LENGTH} letters, then choose with the arrow keys and Enter, or tap
        the map.
      </p>
      <div id={ids.status} aria-live="polite">
        {search.state.status === 'searching' ? <p className={classes.hint}>Searching…</p> : null}
        {search.state.status === 'error' ? <p className={classes.error}>{search.state.message}</p> : null}
        {results && results.length === 0 ? (
          <p className={classes.hint}>No places in Uganda match “{search.query.trim()}”. Try another name.</p>
        ) : null}
        {expanded ? (
          <p className="visually-hidden">
            {results.length} {results.length === 1 ? 'place' : 'places'} found
          </p>
        ) : null}
      </div>
    </div>
  )
}
