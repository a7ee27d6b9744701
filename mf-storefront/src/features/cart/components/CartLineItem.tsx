// One cart line: picture, name, unit price, quantity 1..10, line total and Remove.
import { type CartLine, MAX_CART_LINE_QUANTITY, removeItem, setQuantity } from '@shop/shared/cart'
import { formatMoney } from '@shop/shared/money'
import { unitPrice } from '@shop/shared/pricing'
import { useAppDispatch } from '@shop/shared/store/hooks'
import { Link } from 'react-router'
import { ProductImage } from '../../../components/ProductImage.tsx'
import type { LineStock } from '../../../lib/order-pricing/useServerCorrections.ts'

function stockNote(stock: LineStock | undefined): string | null {
  if (!stock || stock.inStock) return null
  return stock.stock === 0 ? 'Out of stock' : `Only ${stock.stock} left in stock`
}

export function CartLineItem({ line, stock }: { line: CartLine; stock: LineStock | undefined }) {
  const dispatch = useAppDispatch()
  const { product, quantity } = line
  const unit = unitPrice({ price: product.price, discountPrice: product.discount_price })
  const discounted = product.discount_price !== null && product.discount_price < product.price
  const max = MAX_CART_LINE_QUANTITY
  const note = stockNote(stock)
  const change = (next: number) => dispatch(setQuantity({ productId: product.id, quantity: next }))

  return (
    <li className="cart-line">
      <ProductImage path={product.image_url} alt="" ratio={1} className="cart-line__image" sizes="96px" />
      <div className="cart-line__body">
        <div className="cart-line__head">
          <Link to={`/products/${product.id}`} className="cart-line__name">
            {product.name}
          </Link>
          <button
            type="button"
            className="cart-line__remove"
            aria-label={`Remove ${product.name}`}
            onClick={() => dispatch(removeItem(product.id))}
          >
            Remove
          </button>
        </div>
        <p className="cart-line__unit">
          {formatMoney(unit)}
          {discounted ? <s className="cart-line__was">{formatMoney(product.price)}</s> : null}
          <span className="cart-line__each"> each</span>
        </p>
        <div className="cart-line__foot">
          <fieldset className="quantity">
            <legend className="visually-hidden">Quantity of {product.name}</legend>
            <button
              type="button"
              className="quantity__step"
              aria-label={`Decrease quantity of ${product.name}`}
              disabled={quantity <= 1}
              onClick={() => change(quantity - 1)}
            >
              −
            </button>
            <output className="quantity__value" aria-label={`Quantity of ${product.name}`}>
              {quantity}
            </output>
            <button
              type="button"
              className="quantity__step"
              aria-label={`Increase quantity of ${product.name}`}
              disabled={quantity >= max}
              onClick={() => change(quantity + 1)}
            >
              +
            </button>
          </fieldset>
          <p className="cart-line__total">
            <span className="visually-hidden">Line total </span>
            {formatMoney(unit * quantity)}
          </p>
        </div>
        {quantity >= max ? <p className="cart-line__note">At most {max} of a product per order</p> : null}
        {note ? (
          <p className="cart-line__note cart-line__note--warning" role="status">
            {note}
          </p>
        ) : null}
      </div>
    </li>
  )
}
