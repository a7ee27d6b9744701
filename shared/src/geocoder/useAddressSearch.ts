// Address search as the customer types (a failure is said in place and as a toast): asked after a pause (SEARCH_DEBOUNCE_MS) once the text is long
// enough, or at once on Enter / Search; answers for older text are dropped.
import { toast } from '@shop/shared/toast'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type GeocodedPlace, type Geocoder, MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from './geocoder.ts'

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; results: GeocodedPlace[] }
  | { status: 'error'; query: string; message: string }

export function useAddressSearch(geocoder: Geocoder) {
  const [query, setQuery] = useState('')
  const [state, setState] = useState<SearchState>({ status: 'idle' })
  const latest = useRef('')

  const run = useCallback(
    (text: string) => {
      const q = text.trim()
      if (q.length < MIN_SEARCH_LENGTH) return
      latest.current = q
      setState({ status: 'searching', query: q })
      geocoder.search(q).then(
        (results) => {
          if (latest.current === q) setState({ status: 'done', query: q, results })
        },
        (error: unknown) => {
          if (latest.current !== q) return
          // "Failed to validate address", or the geocoder's own message (e.g. rate limited).
          const message = error instanceof Error && error.message ? error.message : 'Failed to validate address'
          setState({ status: 'error', query: q, message })
          toast.error(message)
        },
      )
    },
    [geocoder],
  )

  useEffect(() => {
    const q = query.trim()
    if (q.length < MIN_SEARCH_LENGTH || q === latest.current) return
    const timer = setTimeout(() => run(q), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, run])

  return {
    query,
    setQuery,
    state,
    /** Search now (Enter or the Search button). */
    submit: () => {
      const q = query.trim()
      if (q.length < MIN_SEARCH_LENGTH) {
        setState({ status: 'error', query: q, message: `Type at least ${MIN_SEARCH_LENGTH} characters to search` })
        return
      }
      // Answers are cached by the geocoder: asking again for the same text costs no request.
      if (!(state.status === 'searching' && state.query === q)) run(q)
    },
    close: () => setState({ status: 'idle' }),
    /** A suggestion was chosen: the box shows its text, and that text is not searched again. */
    choose: (text: string) => {
      latest.current = text.trim()
      setQuery(text)
      setState({ status: 'idle' })
    },
  }
}
