// The admin panel's own UI state, injected into the shell's store when the admin panel loads.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@shop/shared/store'

export const adminUiSlice = createSlice({
  name: 'adminUi',
  initialState: { sidebarCollapsed: false },
  reducers: {
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed
    },
  },
  selectors: {
    selectSidebarCollapsed: (state) => state.sidebarCollapsed,
  },
})

declare module '@shop/shared/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof adminUiSlice> {}
}

export const adminUi = adminUiSlice.injectInto(rootReducer)
export const { sidebarToggled } = adminUiSlice.actions
