// Renders a screen as the shell hosts it: the page's one store (auth and cart, the slices and the server
// data layer that the screen injects), the router at `url`, and the toasts, with user-event to drive it.
import type { Identities } from '@shop/shared/auth'
import { identitiesLoaded } from '@shop/shared/auth'
import { type AppStore, createAppStore } from '@shop/shared/store'
import { Toasts } from '@shop/shared/toast'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'

export interface ShellOptions {
  /** Where the page is, with its query: `/orders?status=pending`. */
  url?: string
  /** The route that renders the page (`orders/:id`); anywhere else renders nothing. */
  path?: string
  /** Who is signed in, as the shell's session loads them. */
  signedIn?: Partial<Identities>
  /** What the page's store holds before the screen renders (a cart, say). */
  prepare?(store: AppStore): void
}

export interface Shell extends ReturnType<typeof render> {
  store: AppStore
  user: ReturnType<typeof userEvent.setup>
  /** Where the page is now (path and query): where a link, a redirect or a filter took it. */
  location(): string
}

function LocationProbe({ onChange }: { onChange(location: string): void }) {
  const { pathname, search } = useLocation()
  onChange(`${pathname}${search}`)
  return null
}

export function renderInShell(
  page: ReactElement,
  { url = '/', path = '*', signedIn, prepare }: ShellOptions = {},
): Shell {
  const store = createAppStore(null)
  if (signedIn) store.dispatch(identitiesLoaded({ user: null, outletEmployee: null, rider: null, ...signedIn }))
  prepare?.(store)
  let location = url
  // No pause between keystrokes: a rule is checked in milliseconds, not at typing speed.
  const user = userEvent.setup({ delay: null })
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe
          onChange={(now) => {
            location = now
          }}
        />
      </MemoryRouter>
      <Toasts />
    </Provider>,
  )
  return { ...view, store, user, location: () => location }
}
