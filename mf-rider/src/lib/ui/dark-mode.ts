// Dark mode, remembered on the device (rider-db userPreferences, key 'darkMode').
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { useCallback, useEffect } from 'react'
import { readPreference, writePreference } from '../rider-db.ts'
import { darkModeSet, riderUi } from './slice.ts'

export const DARK_MODE_KEY = 'darkMode'

/** Reads the kept preference once, when the frame mounts. */
export function useRestoreDarkMode(): void {
  const dispatch = useAppDispatch()
  useEffect(() => {
    readPreference<boolean>(DARK_MODE_KEY).then(
      (value) => {
        if (typeof value === 'boolean') dispatch(darkModeSet(value))
      },
      (error) => console.warn('Could not read the dark mode preference:', error),
    )
  }, [dispatch])
}

export function useDarkMode(): [boolean, () => void] {
  const darkMode = useAppSelector(riderUi.selectors.selectDarkMode)
  const dispatch = useAppDispatch()
  const toggle = useCallback(() => {
    const next = !darkMode
    dispatch(darkModeSet(next))
    writePreference(DARK_MODE_KEY, next).catch((error) =>
      console.warn('Could not keep the dark mode preference:', error),
    )
  }, [darkMode, dispatch])
  return [darkMode, toggle]
}
