// Outlet stock (admin sidebar "Outlets → Stock"): every outlet's products in one table with their colour
// band (the one rule in @shop/shared/stock/band), filtered by outlet and to those at or below their
// minimum, with the count of such products on top. Edits happen on the outlet's own page.

import { formatMoney } from '@shop/shared/money'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { lowStockTitle, stockBand } from '@shop/shared/stock/band'
import { StockBandTag } from '@shop/shared/stock/band-tag'
import { Alert, Checkbox, Select, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router'
import { outletsApi, type StockRow } from './api/outlets.ts'
import './outlets.css'

const isLow = (row: StockRow) => stockBand(row.stock, row.min_stock, row.max_stock) === 'low'

export default function OutletStockPage() {
  const stock = outletsApi.useAllStockQuery()
  const outlets = outletsApi.useOutletsQuery()
  const [outletId, setOutletId] = useState<string>('all')
  const [lowOnly, setLowOnly] = useState(false)
  const atOutlet = (stock.data ?? []).filter((row) => outletId === 'all' || row.outlet_id === outletId)
  const low = atOutlet.filter(isLow)
  const rows = lowOnly ? low : atOutlet

  return (
    <div>
      <Typography.Title level={1}>Outlet Stock</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Outlet"
          value={outletId}
          onChange={setOutletId}
          style={{ minWidth: 220 }}
          options={[
            { value: 'all', label: 'All outlets' },
            ...(outlets.data ?? []).map((outlet) => ({ value: outlet.id, label: outlet.name })),
          ]}
        />
        <Checkbox checked={lowOnly} onChange={(event) => setLowOnly(event.target.checked)}>
          At or below minimum only
        </Checkbox>
      </Space>
      {stock.isError ? (
        <LoadFailed title="Failed to load outlet products" onRetry={() => void stock.refetch()} />
      ) : (
        <>
          {low.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              role="status"
              style={{ marginBottom: 16 }}
              title={lowStockTitle(low.length)}
            />
          ) : null}
          <Table<StockRow>
            rowKey="id"
            loading={stock.isLoading}
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <EmptyState title="No products found" /> }}
            columns={[
              {
                title: 'Outlet',
                key: 'outlet',
                render: (_, row) => (
                  <Link to={`/admin/outlets?outlet=${row.outlet_id}`}>
                    {row.outlet?.name ?? 'Outlet'}
                    {row.outlet?.is_active === false ? ' (inactive)' : ''}
                  </Link>
                ),
              },
              { title: 'Product', key: 'product', render: (_, row) => row.product?.name ?? 'Product' },
              { title: 'Outlet Price', key: 'price', render: (_, row) => formatMoney(row.outlet_price) },
              { title: 'Stock', dataIndex: 'stock', key: 'stock' },
              { title: 'Min', dataIndex: 'min_stock', key: 'min' },
              { title: 'Max', dataIndex: 'max_stock', key: 'max' },
              {
                title: 'Level',
                key: 'band',
                render: (_, row) => (
                  <StockBandTag stock={row.stock} minStock={row.min_stock} maxStock={row.max_stock} />
                ),
              },
              {
                title: 'Available',
                key: 'available',
                render: (_, row) => (row.is_available ? 'Available' : 'Unavailable'),
              },
            ]}
          />
        </>
      )}
    </div>
  )
}
