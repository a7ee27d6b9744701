// Rider dashboard header (date, dark mode) and the Active Deliveries list with its empty state.
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { darkModeToggled, riderUi } from '../ui/slice.ts'

export function DashboardPage() {
  const darkMode = useAppSelector(riderUi.selectors.selectDarkMode)
  const dispatch = useAppDispatch()
  const today = new Date().toLocaleDateString('en-UG', { weekday: 'long', day: 'numeric', month: 'long' })
  return (
    <div style={darkMode ? { background: '#1f1a17', color: '#fff' } : undefined}>
      <header>
        <p>{today}</p>
        <button type="button" aria-pressed={darkMode} onClick={() => dispatch(darkModeToggled())}>
          Dark mode
        </button>
      </header>
      <h1>Active Deliveries</h1>
      <p>No active deliveries</p>
      <p>New deliveries will appear here</p>
    </div>
  )
}
