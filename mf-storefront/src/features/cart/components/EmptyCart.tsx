import { Link } from 'react-router'

export function EmptyCart() {
  return (
    <main className="page cart cart--empty">
      <h1>Shopping Cart</h1>
      <div className="cart__empty">
        <p className="cart__empty-title">Your cart is empty</p>
        <p>Browse our premium meats and add something delicious.</p>
        <Link to="/products" className="button button--primary">
          Start Shopping
        </Link>
      </div>
    </main>
  )
}
