// One product in the admin's grid: image, "N% OFF", In Stock / Out of Stock, prices, stock and the
// low-stock alert; a withdrawn product says so.
import { formatMoney } from '@shop/shared/money'
import { storageImageSources } from '@shop/shared/storage'
import { Alert, Button, Card, Space, Tag } from 'antd'
import type { AdminProduct } from '../api/products.ts'
import { stockState } from '../product-form.ts'

interface Props {
  product: AdminProduct
  onEdit: () => void
  onDelete: () => void
  onReturnToSale: () => void
}

/** The grid's columns (ProductsPage: xs 24, sm 12, lg 8, xxl 6) and the cover's 180 px height. */
const CARD_SIZES = '(max-width: 575px) 100vw, (max-width: 991px) 50vw, (max-width: 1599px) 33vw, 25vw'
const CARD_RATIO = 5 / 3

export function ProductCard({ product, onEdit, onDelete, onReturnToSale }: Props) {
  const image = storageImageSources(product.image_urls[0], { ratio: CARD_RATIO })
  const state = stockState(product.stock)
  const withdrawn = product.withdrawn_at !== null
  return (
    <Card
      className="product-card"
      cover={
        image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? CARD_SIZES : undefined}
            alt={product.name}
            className="product-card__image"
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="product-card__image product-card__image--none">No image</div>
        )
      }
      actions={
        withdrawn
          ? [
              <Button key="sale" type="link" onClick={onReturnToSale}>
                Put back on sale
              </Button>,
            ]
          : [
              <Button key="edit" type="link" onClick={onEdit} aria-label={`Edit ${product.name}`}>
                Edit
              </Button>,
              <Button key="delete" type="link" danger onClick={onDelete} aria-label={`Delete ${product.name}`}>
                Delete
              </Button>,
            ]
      }
    >
      <h2 className="product-card__name">{product.name}</h2>
      <p className="product-card__category">{product.category?.name ?? 'Uncategorised'}</p>
      <Space wrap size={4}>
        {withdrawn ? (
          <Tag className="status-tag">Withdrawn from sale</Tag>
        ) : state === 'out' ? (
          <Tag className="status-tag status-tag--bad">Out of Stock</Tag>
        ) : (
          <Tag className="status-tag status-tag--ok">In Stock</Tag>
        )}
        {product.discount_percentage !== null && (
          <Tag className="status-tag status-tag--warn">{product.discount_percentage}% OFF</Tag>
        )}
      </Space>
      <p className="product-card__prices">
        {product.discount_price !== null ? (
          <>
            <strong>{formatMoney(product.discount_price)}</strong> <s>{formatMoney(product.price)}</s>
          </>
        ) : (
          <strong>{formatMoney(product.price)}</strong>
        )}
      </p>
      <p className="product-card__stock">Stock: {product.stock.toLocaleString('en-US')}</p>
      {withdrawn ? (
        <p className="product-card__note">Kept for the orders that have it; shoppers no longer see it.</p>
      ) : (
        state === 'low' && (
          <Alert type="warning" showIcon message={`Low stock alert! Only ${product.stock} units remaining.`} />
        )
      )}
    </Card>
  )
}
