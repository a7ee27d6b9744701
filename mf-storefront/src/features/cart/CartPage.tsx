// The cart as the shell's store holds it: each line, its total, and Remove.

import { removeItem, selectCartItems } from '@shop/shared/cart'
import { formatMoney } from '@shop/shared/money'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { Link } from 'react-router-dom'
import { Page } from '../pages/Page.tsx'

export function CartPage() {
  const items = useAppSelector(selectCartItems)
  const dispatch = useAppDispatch()
  if (items.length === 0) {
    return (
      <Page title="Shopping Cart">
        <p>Your cart is empty</p>
        <Link to="/products">Start Shopping</Link>
      </Page>
    )
  }
  return (
    <Page title="Shopping Cart">
      <ul aria-label="Cart items">
        {items.map(({ product, quantity }) => (
          <li key={product.id}>
            <span>
              {product.name} × {quantity}
            </span>{' '}
            <span>{formatMoney((product.discount_price ?? product.price) * quantity)}</span>{' '}
            <button type="button" onClick={() => dispatch(removeItem(product.id))}>
              Remove {product.name}
            </button>
          </li>
        ))}
      </ul>
      <Link to="/products">Continue Shopping</Link>
    </Page>
  )
}
