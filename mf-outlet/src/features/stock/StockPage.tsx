// Stock: this outlet's products with their colour band (low at or below the minimum, full at or above
// the maximum) and a warning for those at or below their minimum; staff record a restock or a count
// (who, when and how many are kept and listed). Prices are shown, never edited: they are the admin's.

import { formatMoney } from '@shop/shared/money'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { BAND_STYLE, belowMinimumWarning, lowStockTitle, stockBand } from '@shop/shared/stock/band'
import { StockBandTag } from '@shop/shared/stock/band-tag'
import { kampalaShortDateTime } from '@shop/shared/time/kampala'
import { Alert, Button, Card, Table, Typography } from 'antd'
import { useState } from 'react'
import { useCurrentOutlet } from '../../lib/outlet/current-outlet.ts'
import { type ShelfRow, type StockMovement, useOutletShelfQuery, useStockMovementsQuery } from './api/stock.ts'
import { RecordStockModal } from './components/RecordStockModal.tsx'

export default function StockPage() {
  const { outlet } = useCurrentOutlet()
  const shelf = useOutletShelfQuery(outlet.id)
  const movements = useStockMovementsQuery(outlet.id)
  const [recording, setRecording] = useState<ShelfRow | null>(null)
  const low = (shelf.data ?? []).filter((row) => stockBand(row.stock, row.min_stock, row.max_stock) === 'low')

  return (
    <div className="outlet-stock">
      <Typography.Title level={1}>Stock</Typography.Title>
      {shelf.isError ? (
        <LoadFailed title="Failed to load outlet products" onRetry={() => void shelf.refetch()} />
      ) : (
        <>
          {low.length > 0 && (
            <Alert
              type="warning"
              showIcon
              role="status"
              style={{ marginBottom: 16 }}
              title={lowStockTitle(low.length)}
              description={low.map((row) => `${row.product?.name ?? 'Product'} (${row.stock} left)`).join(', ')}
            />
          )}
          <Table<ShelfRow>
            rowKey="id"
            loading={shelf.isLoading}
            dataSource={shelf.data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <EmptyState title="No products at this outlet yet" text="An admin adds them." /> }}
            columns={[
              { title: 'Product', key: 'name', render: (_, row) => row.product?.name ?? 'Product' },
              { title: 'Price', key: 'price', render: (_, row) => formatMoney(Number(row.outlet_price)) },
              { title: 'In stock', dataIndex: 'stock', key: 'stock' },
              { title: 'Min', dataIndex: 'min_stock', key: 'min' },
              { title: 'Max', dataIndex: 'max_stock', key: 'max' },
              {
                title: 'Level',
                key: 'band',
                render: (_, row) => (
                  <>
                    <StockBandTag
                      stock={row.stock}
                      minStock={row.min_stock}
                      maxStock={row.max_stock}
                      data-testid={`band-${row.id}`}
                    />
                    {stockBand(row.stock, row.min_stock, row.max_stock) === 'low' && (
                      <div style={{ color: BAND_STYLE.low.color, marginTop: 4 }}>
                        {belowMinimumWarning(row.min_stock)}
                      </div>
                    )}
                  </>
                ),
              },
              {
                title: 'Action',
                key: 'action',
                render: (_, row) => (
                  <Button
                    onClick={() => setRecording(row)}
                    aria-label={`Record stock of ${row.product?.name ?? 'product'}`}
                  >
                    Record stock
                  </Button>
                ),
              },
            ]}
          />
        </>
      )}
      <Card title={<h2 className="outlet-stock__title">Stock records</h2>} style={{ marginTop: 16 }}>
        {movements.isError ? (
          <LoadFailed title="Failed to load stock records" onRetry={() => void movements.refetch()} />
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          <section className="outlet-scroll" tabIndex={0} aria-label="Stock records table">
            <Table<StockMovement>
              rowKey="id"
              size="small"
              loading={movements.isLoading}
              dataSource={movements.data}
              pagination={false}
              locale={{ emptyText: <EmptyState title="No restocks or counts recorded yet" /> }}
              columns={[
                { title: 'When', key: 'when', render: (_, m) => kampalaShortDateTime(m.created_at) },
                { title: 'Product', key: 'product', render: (_, m) => m.outlet_product?.product?.name ?? 'Product' },
                {
                  title: 'What',
                  key: 'what',
                  render: (_, m) => (m.kind === 'restock' ? `Restock +${m.quantity}` : `Count ${m.quantity}`),
                },
                { title: 'Stock', key: 'stock', render: (_, m) => `${m.stock_before} → ${m.stock_after}` },
                { title: 'By', dataIndex: 'recorded_by_name', key: 'by' },
                { title: 'Note', dataIndex: 'note', key: 'note' },
              ]}
            />
          </section>
        )}
      </Card>
      {recording && <RecordStockModal row={recording} onClose={() => setRecording(null)} />}
    </div>
  )
}
