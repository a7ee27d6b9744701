import { createAppStore } from '@shop/shared/store'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { startAuth } from './features/auth/auth-session.ts'
import './features/layout/layout.css'

const store = createAppStore()
// Before the first render, so that a visitor without a stored session never sees the spinner.
startAuth(store)

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(<App store={store} />)
