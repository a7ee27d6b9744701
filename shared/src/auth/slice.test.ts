import type { CartProduct } from '@shop/shared/cart'
import { describe, expect, test } from 'vitest'
import {
  authSlice,
  identitiesCleared,
  initialAuthState,
  signInDismissed,
  signInModeChanged,
  signInRequested,
} from './slice.ts'

const reduce = authSlice.reducer
const sausages: CartProduct = { id: 'p1', name: 'Beef sausages', price: 12500, discount_price: null }

describe('the sign-in prompt', () => {
  test('adding to cart while signed out opens the sign-in dialog and remembers the product', () => {
    const state = reduce(initialAuthState, signInRequested({ pendingAdd: { product: sausages, quantity: 2 } }))
    expect(state.signInPrompt).toEqual({ open: true, mode: 'signin', pendingAdd: { product: sausages, quantity: 2 } })
  })

  test('switching to sign-up or forgot-password keeps the product the visitor wanted', () => {
    let state = reduce(initialAuthState, signInRequested({ pendingAdd: { product: sausages, quantity: 1 } }))
    state = reduce(state, signInModeChanged('signup'))
    state = reduce(state, signInModeChanged('forgot-password'))
    expect(state.signInPrompt.mode).toBe('forgot-password')
    expect(state.signInPrompt.pendingAdd?.product.id).toBe('p1')
  })

  test('closing the dialog forgets the product', () => {
    let state = reduce(initialAuthState, signInRequested({ pendingAdd: { product: sausages, quantity: 1 } }))
    state = reduce(state, signInDismissed())
    expect(state.signInPrompt).toEqual({ open: false, mode: 'signin', pendingAdd: null })
  })

  test('the Sign In button opens the dialog without a product', () => {
    const state = reduce(initialAuthState, signInRequested())
    expect(state.signInPrompt).toEqual({ open: true, mode: 'signin', pendingAdd: null })
  })

  test('signing out leaves the prompt as it was', () => {
    const opened = reduce(initialAuthState, signInRequested({ mode: 'signup' }))
    expect(reduce(opened, identitiesCleared()).signInPrompt.mode).toBe('signup')
  })
})
