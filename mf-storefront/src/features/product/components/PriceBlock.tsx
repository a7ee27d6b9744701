// The price the customer pays, the price it replaces and the discount badge (rounded percent).
import { formatMoney } from '@shop/shared/money'
import { discountPercentage } from '@shop/shared/pricing'

export function PriceBlock({ price, discountPrice }: { price: number; discountPrice: number | null }) {
  const percent = discountPercentage(price, discountPrice)
  return (
    <p className="product-price">
      <span className="product-price__paid">{formatMoney(discountPrice ?? price)}</span>
      {percent === null ? null : (
        <>
          <s className="product-price__was">
            <span className="visually-hidden">was </span>
            {formatMoney(price)}
          </s>
          <span className="product-price__badge">{percent}% OFF</span>
        </>
      )}
    </p>
  )
}
