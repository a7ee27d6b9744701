import { startAuth } from '@shop/shared/auth/session'
import { createAppStore } from '@shop/shared/store'
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { startCartSyncOnSignIn } from './features/cart-sync/start-on-sign-in.ts'
import { handOffPrerender } from './features/prerender/handoff.ts'
import { registerServiceWorkerWhenIdle } from './features/pwa/register-when-idle.ts'
import { preloadAreaOf } from './features/remotes/federation.ts'
import './features/layout/layout.css'

/** Starts the app: its store, the visitor's session, and the first render into #root. */
export function startApp(): void {
  const store = createAppStore()
  // Before the first render, so that a visitor without a stored session never sees the spinner.
  startAuth(store)
  // A signed-in customer's cart is kept on the server and merged on sign-in (shared/src/cart/sync.ts).
  // Its code loads with the first signed-in customer: a visitor's first page goes without it.
  startCartSyncOnSignIn(store)

  preloadAreaOf(window.location.pathname)

  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  handOffPrerender(root)
  // A transition, so React renders the first page in slices that leave the main thread free between them
  // (an ordinary first render is one long task: ~130 ms on a slow phone).
  startTransition(() => createRoot(root).render(<App store={store} />))
  // The rider app's worker, on every page, once the page has loaded and the main thread is idle.
  registerServiceWorkerWhenIdle()
}
