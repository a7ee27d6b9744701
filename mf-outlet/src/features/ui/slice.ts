// The outlet portal's own UI state, injected into the shell's store when the portal loads.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@shop/shared/store'

export const outletUiSlice = createSlice({
  name: 'outletUi',
  initialState: { menuOpen: false },
  reducers: {
    menuToggled(state) {
      state.menuOpen = !state.menuOpen
    },
  },
  selectors: {
    selectMenuOpen: (state) => state.menuOpen,
  },
})

declare module '@shop/shared/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof outletUiSlice> {}
}

export const outletUi = outletUiSlice.injectInto(rootReducer)
export const { menuToggled } = outletUiSlice.actions
