// The rider app's own UI state, injected into the shell's store when the rider app loads.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@shop/shared/store'

export const riderUiSlice = createSlice({
  name: 'riderUi',
  initialState: { darkMode: false },
  reducers: {
    darkModeToggled(state) {
      state.darkMode = !state.darkMode
    },
  },
  selectors: {
    selectDarkMode: (state) => state.darkMode,
  },
})

declare module '@shop/shared/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof riderUiSlice> {}
}

export const riderUi = riderUiSlice.injectInto(rootReducer)
export const { darkModeToggled } = riderUiSlice.actions
