// The store's root reducer: auth and cart from here, every other slice injected at run time by the app
// that owns it (`slice.injectInto(rootReducer)`), as Redux Toolkit's code-splitting guide does it. Likewise
// middleware: an app that brings its own (the portals' server-data layer, @shop/shared/api) adds it with
// `dynamicMiddleware.addMiddleware` once the store exists.
import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit'
import { authSlice } from '@shop/shared/auth'
import { cartSlice } from '@shop/shared/cart'
import { loadCart, saveCart } from '@shop/shared/cart/persist'

/**
 * Slices injected later. An app declares its own with module augmentation:
 * `declare module '@shop/shared/store' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by module augmentation in each app
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, cartSlice).withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<typeof rootReducer>

/** Middleware added at run time by the app that needs it (the page has one store, created by the shell). */
export const dynamicMiddleware = createDynamicMiddleware()

type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function browserStorage(): CartStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** Creates the page's store (the shell does this once); the cart is restored from and saved to storage. */
export function createAppStore(storage: CartStorage | null = browserStorage()) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: storage ? { cart: loadCart(storage) } : undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  })
  if (storage) {
    let saved = store.getState().cart
    store.subscribe(() => {
      const { cart } = store.getState()
      if (cart === saved) return
      saved = cart
      saveCart(storage, cart)
    })
  }
  return store
}

export type AppStore = ReturnType<typeof createAppStore>
export type AppDispatch = AppStore['dispatch']
