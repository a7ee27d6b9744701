// The inventory report (/admin/reports/inventory): each outlet's stock now, its value at the outlet's prices
// and how many products are low (at or below their minimum) or out, then every low product by outlet;
// every figure from the database. Export CSV saves what the page shows.

import { downloadCsv } from '@shop/shared/csv'
import { formatMoney } from '@shop/shared/money'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { ScrollRegion } from '@shop/shared/portal/scroll-region'
import { kampalaDate } from '@shop/shared/time/kampala'
import { Button, Skeleton, Space, Table, Tag, Typography } from 'antd'
import { BarChart } from '../../components/charts/BarChart.tsx'
import {
  type LowStockLine,
  type OutletStock,
  useInventoryByOutletQuery,
  useLowStockByOutletQuery,
} from './api/reports.ts'
import { count, money, ReportSection, StatCards } from './components/ReportParts.tsx'
import { inventoryCsvFileName, inventoryReportCsv, inventoryTotals } from './inventory-csv.ts'

export default function InventoryReportPage() {
  const outlets = useInventoryByOutletQuery()
  const low = useLowStockByOutletQuery()
  const failed = (retry: () => unknown) => (
    <LoadFailed
      title="Failed to load outlet products"
      description="Check your connection and try again."
      onRetry={() => void retry()}
    />
  )
  const rows = outlets.data ?? []
  const totals = inventoryTotals(rows)
  const ready = [outlets, low].every((part) => part.data !== undefined && !part.isFetching && !part.isError)
  const exportCsv = () => {
    if (!outlets.data || !low.data) return
    downloadCsv(inventoryCsvFileName(kampalaDate(new Date())), inventoryReportCsv(outlets.data, low.data))
  }
  return (
    <div className="admin-page">
      <Typography.Title level={1}>Inventory Report</Typography.Title>
      <p>Each outlet’s stock now, valued at the outlet’s prices. Low stock is at or below a product’s minimum.</p>
      <Button type="primary" onClick={exportCsv} disabled={!ready} style={{ marginBottom: 16 }}>
        Export CSV
      </Button>
      {outlets.isError ? (
        failed(outlets.refetch)
      ) : (
        <StatCards
          loading={outlets.isLoading}
          figures={[
            ['Stock Value', money(totals.value)],
            ['Low Stock Products', count(totals.low)],
            ['Out of Stock', count(totals.out)],
          ]}
        />
      )}
      <Space direction="vertical" size="middle" style={{ width: '100%', marginTop: 16 }}>
        <ReportSection title="Stock by outlet">
          {outlets.isError ? (
            failed(outlets.refetch)
          ) : outlets.isLoading ? (
            <Skeleton active />
          ) : (
            <>
              {rows.length > 0 && (
                <BarChart
                  title="Stock value by outlet"
                  data={rows.map((o) => ({ label: o.outlet_name, value: Number(o.stock_value) }))}
                  format={formatMoney}
                  columns={['Outlet', 'Stock value']}
                />
              )}
              <ScrollRegion label="Stock by outlet, table">
                <Table<OutletStock>
                  rowKey="outlet_id"
                  dataSource={rows}
                  pagination={false}
                  size="small"
                  locale={{ emptyText: 'No outlets yet.' }}
                  columns={[
                    {
                      title: 'Outlet',
                      key: 'name',
                      render: (_v, row) => (
                        <Space>
                          {row.outlet_name}
                          {!row.is_active && <Tag className="status-tag">Closed</Tag>}
                        </Space>
                      ),
                    },
                    { title: 'Products', dataIndex: 'products', key: 'products', align: 'right', render: count },
                    { title: 'Units in stock', dataIndex: 'units', key: 'units', align: 'right', render: count },
                    { title: 'Stock value', dataIndex: 'stock_value', key: 'value', align: 'right', render: money },
                    { title: 'Low stock', dataIndex: 'low_stock', key: 'low', align: 'right', render: count },
                    { title: 'Out of stock', dataIndex: 'out_of_stock', key: 'out', align: 'right', render: count },
                  ]}
                />
              </ScrollRegion>
            </>
          )}
        </ReportSection>
        <ReportSection title="Low stock by outlet">
          {low.isError ? (
            failed(low.refetch)
          ) : (
            <ScrollRegion label="Low stock by outlet, table">
              <Table<LowStockLine>
                rowKey={(row) => `${row.outlet_id}:${row.product_id}`}
                loading={low.isLoading}
                dataSource={low.data ?? []}
                pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
                size="small"
                locale={{ emptyText: 'Every outlet product is above its minimum.' }}
                columns={[
                  { title: 'Outlet', dataIndex: 'outlet_name', key: 'outlet' },
                  { title: 'Product', dataIndex: 'product_name', key: 'product' },
                  {
                    title: 'Stock',
                    dataIndex: 'stock',
                    key: 'stock',
                    align: 'right',
                    render: (stock: number) => (
                      <Space>
                        {count(stock)}
                        {stock === 0 ? (
                          <Tag className="status-tag status-tag--bad">Out of Stock</Tag>
                        ) : (
                          <Tag className="status-tag status-tag--warn">Low</Tag>
                        )}
                      </Space>
                    ),
                  },
                  { title: 'Minimum', dataIndex: 'min_stock', key: 'min', align: 'right', render: count },
                  { title: 'Maximum', dataIndex: 'max_stock', key: 'max', align: 'right', render: count },
                ]}
              />
            </ScrollRegion>
          )}
        </ReportSection>
      </Space>
    </div>
  )
}
