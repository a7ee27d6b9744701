// One product of an outlet: image (placeholder if none), name, Available or Unavailable, the outlet's
// price, the stock level with its colour band (the one rule in @shop/shared/stock/band), the last 30
// days' sales where there are any, and the below-minimum warning; its edit and remove icons
// (CardActions) over the image.
import { formatMoney } from '@shop/shared/money'
import { belowMinimumWarning, stockBand } from '@shop/shared/stock/band'
import { StockBandTag } from '@shop/shared/stock/band-tag'
import { storageImageSources } from '@shop/shared/storage'
import { Alert, Card, Tag } from 'antd'
import type { Performance, ShelfRow } from '../api/outlets.ts'
import { CardActions } from './CardActions.tsx'

interface Props {
  row: ShelfRow
  performance: Performance | undefined
  onEdit: () => void
  onRemove: () => void
}

export function OutletProductCard({ row, performance, onEdit, onRemove }: Props) {
  const name = row.product?.name ?? 'Product'
  const image = storageImageSources(row.product?.image_urls[0], { ratio: 5 / 3 })
  const band = stockBand(row.stock, row.min_stock, row.max_stock)
  const sold = performance && (performance.sales_count > 0 || performance.growth_rate !== null)
  return (
    <Card
      className="outlet-product card-actions-host"
      data-testid={`outlet-product-${row.product_id}`}
      cover={
        image ? (
          <img src={image.src} alt={name} className="outlet-product__image" loading="lazy" decoding="async" />
        ) : (
          <div className="outlet-product__image outlet-product__image--none">No image</div>
        )
      }
    >
      <CardActions
        editLabel={`Edit ${name}`}
        deleteLabel={`Remove ${name}`}
        deleteWord="Remove"
        onEdit={onEdit}
        onDelete={onRemove}
      />
      <h3 className="outlet-product__name">{name}</h3>
      <Tag className={`status-tag ${row.is_available ? 'status-tag--ok' : 'status-tag--bad'}`}>
        {row.is_available ? 'Available' : 'Unavailable'}
      </Tag>
      <dl className="outlet-product__facts">
        <dt>Outlet Price</dt>
        <dd>{formatMoney(row.outlet_price)}</dd>
        <dt>Stock Level</dt>
        <dd>
          <span className={`outlet-product__dot outlet-product__dot--${band}`} aria-hidden="true" />
          {row.stock.toLocaleString('en-US')} units{' '}
          <StockBandTag
            stock={row.stock}
            minStock={row.min_stock}
            maxStock={row.max_stock}
            data-testid={`band-${row.product_id}`}
          />
        </dd>
        <dt>Min / Max</dt>
        <dd>
          {row.min_stock} / {row.max_stock}
        </dd>
        {sold ? (
          <>
            <dt>Sales (30 days)</dt>
            <dd>{performance.sales_count.toLocaleString('en-US')} units</dd>
            <dt>Revenue (30 days)</dt>
            <dd>{formatMoney(performance.revenue)}</dd>
            {performance.growth_rate !== null ? (
              <>
                <dt>Growth</dt>
                <dd className={performance.growth_rate >= 0 ? 'outlet-growth--up' : 'outlet-growth--down'}>
                  <span aria-hidden="true">{performance.growth_rate >= 0 ? '↑' : '↓'}</span>{' '}
                  <span className="visually-hidden">{performance.growth_rate >= 0 ? 'Up' : 'Down'}</span>
                  {Math.abs(performance.growth_rate)}%
                </dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {band === 'low' ? (
        <Alert type="warning" showIcon title={belowMinimumWarning(row.min_stock)} role="status" />
      ) : null}
    </Card>
  )
}
