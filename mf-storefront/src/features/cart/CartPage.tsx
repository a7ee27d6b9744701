// /cart: the cart's lines, coupon entry, the order summary from quote_order (with the shared
// rule's preview at once), Proceed to Checkout and Continue Shopping.
import { selectCurrentUser } from '@shop/shared/auth'
import { selectCartItems, selectCouponCode } from '@shop/shared/cart'
import { useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { Link, useNavigate } from 'react-router'
import { CouponForm } from '../../lib/coupon/CouponForm.tsx'
import { OrderSummary } from '../../lib/order-pricing/OrderSummary.tsx'
import { useOrderQuote } from '../../lib/order-pricing/useOrderQuote.ts'
import { useServerCorrections } from '../../lib/order-pricing/useServerCorrections.ts'
import { useSignInThen } from '../../lib/sign-in-required/useSignInThen.ts'
import { CartLineItem } from './components/CartLineItem.tsx'
import { EmptyCart } from './components/EmptyCart.tsx'
import './cart.css'

export const CHECKOUT_SIGN_IN_MESSAGE = 'Please sign in to continue checkout'

export default function CartPage() {
  const lines = useAppSelector(selectCartItems)
  const couponCode = useAppSelector(selectCouponCode)
  const user = useAppSelector(selectCurrentUser)
  const navigate = useNavigate()
  const quote = useOrderQuote(lines, couponCode)
  const stock = useServerCorrections(lines, quote)
  const signInThenCheckout = useSignInThen(() => navigate('/checkout'))

  if (lines.length === 0) return <EmptyCart />

  function proceed() {
    if (user) {
      navigate('/checkout')
      return
    }
    toast.error(CHECKOUT_SIGN_IN_MESSAGE)
    signInThenCheckout()
  }

  return (
    <main className="page cart">
      <h1>Shopping Cart</h1>
      <div className="cart__layout">
        <ul className="cart__lines" aria-label="Cart items">
          {lines.map((line) => (
            <CartLineItem key={line.product.id} line={line} stock={stock.get(line.product.id)} />
          ))}
        </ul>
        <div className="cart__aside">
          <div className="cart__coupon">
            <CouponForm />
          </div>
          <OrderSummary figures={quote.figures} confirming={quote.loading}>
            <button type="button" className="button button--primary cart__checkout" onClick={proceed}>
              Proceed to Checkout
            </button>
            <Link to="/products" className="button cart__continue">
              Continue Shopping
            </Link>
          </OrderSummary>
        </div>
      </div>
    </main>
  )
}
