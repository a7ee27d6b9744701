// The rider app's own UI state, injected into the shell's store when the rider app loads. Dark mode is
// kept on the device in rider-db's userPreferences (key 'darkMode') and read back when the app starts.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@shop/shared/store'

export const riderUiSlice = createSlice({
  name: 'riderUi',
  initialState: { darkMode: false },
  reducers: {
    darkModeToggled(state) {
      state.darkMode = !state.darkMode
    },
    darkModeSet(state, action: PayloadAction<boolean>) {
      state.darkMode = action.payload
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
export const { darkModeToggled, darkModeSet } = riderUiSlice.actions
