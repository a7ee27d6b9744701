import { startAuth } from '@shop/shared/auth/session'
import { startCartSync } from '@shop/shared/cart/sync'
import { createAppStore } from '@shop/shared/store'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { handOffPrerender } from './features/prerender/handoff.ts'
import { preloadAreaOf } from './features/remotes/federation.ts'
import './features/layout/layout.css'

const store = createAppStore()
// Before the first render, so that a visitor without a stored session never sees the spinner.
startAuth(store)
// A signed-in customer's cart is kept on the server and merged on sign-in (shared/src/cart/sync.ts).
startCartSync(store)

preloadAreaOf(window.location.pathname)

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
handOffPrerender(root)
createRoot(root).render(<App store={store} />)
