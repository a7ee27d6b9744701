// The storefront's own UI state, injected into the shell's store when the storefront loads.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@shop/shared/store'

export type ProductsLayout = 'grid' | 'list'

export const storefrontUiSlice = createSlice({
  name: 'storefrontUi',
  initialState: { productsLayout: 'grid' as ProductsLayout },
  reducers: {
    productsLayoutToggled(state) {
      state.productsLayout = state.productsLayout === 'grid' ? 'list' : 'grid'
    },
  },
  selectors: {
    selectProductsLayout: (state) => state.productsLayout,
  },
})

declare module '@shop/shared/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof storefrontUiSlice> {}
}

export const storefrontUi = storefrontUiSlice.injectInto(rootReducer)
export const { productsLayoutToggled } = storefrontUiSlice.actions
