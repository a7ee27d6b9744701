// The checkout's address search as a WAI-ARIA combobox (APG "Combobox with listbox popup", list
// autocomplete): the input is the combobox; suggestions are a listbox of options; Down/Up move through
// them (aria-activedescendant, focus stays in the input), Enter picks the active one (or searches now
// when none is active), Escape closes the list, and after a choice the input keeps the focus and shows
// the chosen place. Searching, failures and "no places" are said in a live region beside it.
import { useEffect, useId, useRef, useState } from 'react'
import { type Geocoder, MIN_SEARCH_LENGTH } from '../api/geocoder.ts'
import type { DeliveryLocation } from '../draft.ts'
import { useAddressSearch } from '../hooks/useAddressSearch.ts'

export interface AddressComboboxProps {
  geocoder: Geocoder
  onPick(result: DeliveryLocation): void
}

const optionKey = (result: DeliveryLocation) => `${result.lat},${result.lng},${result.formattedAddress}`

export function AddressCombobox({ geocoder, onPick }: AddressComboboxProps) {
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

  function choose(result: DeliveryLocation) {
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
      <label htmlFor={ids.input}>Search for your address</label>
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
        <button type="button" className="button" onClick={search.submit}>
          Search
        </button>
      </div>
      <p id={ids.hint} className="checkout__hint">
        Places in Uganda; type at least {MIN_SEARCH_LENGTH} letters, then choose with the arrow keys and Enter, or tap
        the map.
      </p>
      <div id={ids.status} aria-live="polite">
        {search.state.status === 'searching' ? <p className="checkout__hint">Searching…</p> : null}
        {search.state.status === 'error' ? <p className="checkout__error">{search.state.message}</p> : null}
        {results && results.length === 0 ? (
          <p className="checkout__hint">No places in Uganda match “{search.query.trim()}”. Try another name.</p>
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
