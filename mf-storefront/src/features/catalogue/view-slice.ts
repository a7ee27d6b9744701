// Grid or list: kept in the store, so the choice survives a visit to a product and back.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@shop/shared/store'

export type CatalogueView = 'grid' | 'list'

const catalogueViewSlice = createSlice({
  name: 'catalogueView',
  initialState: { view: 'grid' as CatalogueView },
  reducers: {
    viewChosen(state, action: { payload: CatalogueView }) {
      state.view = action.payload
    },
  },
  selectors: {
    selectCatalogueView: (state) => state.view,
  },
})

declare module '@shop/shared/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof catalogueViewSlice> {}
}

const injected = catalogueViewSlice.injectInto(rootReducer)
export const { selectCatalogueView } = injected.selectors
export const { viewChosen } = catalogueViewSlice.actions
