// The cart: adding a product already in the cart raises its quantity, lines can be removed or
// have their quantity set, and clearing the cart also clears the coupon.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { type CartProduct, type CartState, cartCount, clampLineQuantity, initialCartState } from './lines.ts'

export {
  type CartLine,
  type CartProduct,
  type CartState,
  cartCount,
  clampLineQuantity,
  initialCartState,
  MAX_CART_LINE_QUANTITY,
} from './lines.ts'

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addItem(state, action: PayloadAction<{ product: CartProduct; quantity?: number }>) {
      const { product, quantity = 1 } = action.payload
      const line = state.items.find((item) => item.product.id === product.id)
      if (line) line.quantity = clampLineQuantity(line.quantity + quantity)
      else state.items.push({ product, quantity: clampLineQuantity(quantity) })
    },
    setQuantity(state, action: PayloadAction<{ productId: string; quantity: number }>) {
      const line = state.items.find((item) => item.product.id === action.payload.productId)
      if (line) line.quantity = clampLineQuantity(action.payload.quantity)
    },
    removeItem(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.product.id !== action.payload)
    },
    clearCart() {
      return initialCartState
    },
    couponApplied(state, action: PayloadAction<string>) {
      state.couponCode = action.payload.trim().toUpperCase()
    },
    couponRemoved(state) {
      state.couponCode = null
    },
    /** Replaces the whole cart, e.g. with the one stored for the signed-in customer. */
    cartReplaced(_state, action: PayloadAction<CartState>) {
      return action.payload
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartCount: (state) => cartCount(state.items),
    selectCouponCode: (state) => state.couponCode,
    selectCartLine: (state, productId: string) => state.items.find((line) => line.product.id === productId),
  },
})

export const { addItem, setQuantity, removeItem, clearCart, couponApplied, couponRemoved, cartReplaced } =
  cartSlice.actions
export const { selectCartItems, selectCartCount, selectCouponCode, selectCartLine } = cartSlice.selectors
