import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { addItem } from '@shop/shared/cart'
import { CART_STORAGE_KEY } from '@shop/shared/cart/persist'
import { describe, expect, it } from 'vitest'
import { createAppStore, rootReducer } from './index.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

const product = { id: 'p1', name: 'Beef Sausages', price: 12500, discount_price: null }

describe('the store', () => {
  it('starts with auth initialising and an empty cart', () => {
    const state = createAppStore(memoryStorage()).getState()
    expect(state.auth.status).toBe('initialising')
    expect(state.cart).toEqual({ items: [], couponCode: null })
  })

  it('keeps the cart in localStorage so that it survives a reload', () => {
    const storage = memoryStorage()
    const first = createAppStore(storage)
    first.dispatch(addItem({ product, quantity: 2 }))
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? '{}').items).toHaveLength(1)
    const afterReload = createAppStore(storage)
    expect(afterReload.getState().cart.items).toEqual([{ product, quantity: 2 }])
  })

  it('ignores a stored cart it cannot read', () => {
    const store = createAppStore(memoryStorage({ [CART_STORAGE_KEY]: '{not json' }))
    expect(store.getState().cart.items).toEqual([])
    const odd = createAppStore(
      memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify({ items: [{ product: { id: 1 } }] }) }),
    )
    expect(odd.getState().cart.items).toEqual([])
  })

  it("takes in a remote's slice at run time and reads it through the injected selectors", () => {
    const areaSlice = createSlice({
      name: 'testArea',
      initialState: { open: false },
      reducers: { toggled: (state) => ({ open: !state.open }) },
      selectors: { selectOpen: (state) => state.open },
    })
    const store = createAppStore(null)
    const injected = areaSlice.injectInto(rootReducer)
    const state = () => store.getState() as ReturnType<typeof rootReducer> & Partial<WithSlice<typeof areaSlice>>
    expect(state().testArea).toBeUndefined()
    expect(injected.selectors.selectOpen(state())).toBe(false)
    store.dispatch(areaSlice.actions.toggled())
    expect(state().testArea).toEqual({ open: true })
    expect(injected.selectors.selectOpen(state())).toBe(true)
    expect(store.getState().cart.items).toEqual([])
  })
})
