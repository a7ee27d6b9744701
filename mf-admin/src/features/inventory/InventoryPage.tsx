// Inventory (/admin/products/inventory): every product on sale with its stock, the lowest first, and a
// restock field on each row that adds units where they are listed.

import { refusalMessage } from '@shop/shared/errors'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { ScrollRegion } from '@shop/shared/portal/scroll-region'
import { checkQuantity, RESTOCK_RANGE } from '@shop/shared/stock/quantity'
import { toast } from '@shop/shared/toast'
import { Button, Grid, Input, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { type InventoryRow, useInventoryQuery, useRestockMutation } from './api/inventory.ts'
import './inventory.css'

const PAGE_SIZE = 50

function RestockCell({ row }: { row: InventoryRow }) {
  // What was typed, kept as typed: a refusal says why under the field instead of rounding or clamping it.
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [restock, state] = useRestockMutation()
  const messageId = `restock-${row.id}-message`
  const submit = async () => {
    const quantity = checkQuantity(typed, RESTOCK_RANGE)
    if (!quantity.ok) {
      setProblem(quantity.message)
      return
    }
    setProblem(null)
    try {
      const now = await restock({ id: row.id, quantity: quantity.units }).unwrap()
      setTyped('')
      toast.success(`${row.name} restocked: ${now.toLocaleString('en-US')} in stock`)
    } catch (error) {
      setProblem(refusalMessage(error, 'Failed to update stock. Try again.').message)
    }
  }
  return (
    <div className="restock-cell">
      <div className="restock-cell__controls">
        <Input
          aria-label={`Units to add to ${row.name}`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
          status={problem ? 'error' : undefined}
          inputMode="numeric"
          autoComplete="off"
          placeholder="Units"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value)
            setProblem(null)
          }}
          onPressEnter={() => void submit()}
          className="restock-cell__units"
        />
        <Button onClick={() => void submit()} loading={state.isLoading} disabled={typed.trim() === ''}>
          Restock
        </Button>
      </div>
      {problem ? (
        <div id={messageId} role="alert" className="restock-cell__message">
          {problem}
        </div>
      ) : null}
    </div>
  )
}

/** A product's units in stock, with Out of Stock or Low beside (or under) the figure. */
function StockFigure({ stock }: { stock: number }) {
  return (
    <Space wrap size={4}>
      {stock.toLocaleString('en-US')}
      {stock === 0 ? (
        <Tag className="status-tag status-tag--bad">Out of Stock</Tag>
      ) : stock <= 10 ? (
        <Tag className="status-tag status-tag--warn">Low</Tag>
      ) : null}
    </Space>
  )
}

export default function InventoryPage() {
  const screens = Grid.useBreakpoint()
  const [params, setParams] = useSearchParams()
  const search = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const inventory = useInventoryQuery({ search, page, pageSize: PAGE_SIZE })
  const go = (q: string, p: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (q) next.set('q', q)
        else next.delete('q')
        if (p > 1) next.set('page', String(p))
        else next.delete('page')
        return next
      },
      { replace: true },
    )
  return (
    <div className="admin-page">
      <Typography.Title level={1}>Inventory</Typography.Title>
      <Input.Search
        aria-label="Search products"
        placeholder="Search products by name"
        defaultValue={search}
        onSearch={(value) => go(value.trim(), 1)}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {inventory.isError ? (
        <LoadFailed
          title="Failed to load products"
          description="Check your connection and try again."
          onRetry={() => void inventory.refetch()}
        />
      ) : (
        <ScrollRegion label="Inventory">
          <Table<InventoryRow>
            rowKey="id"
            // Narrower cells on a phone: the product and the restock field fit across.
            size={screens.sm ? 'middle' : 'small'}
            loading={inventory.isLoading}
            dataSource={inventory.data?.rows ?? []}
            locale={{ emptyText: search ? `No products match "${search}"` : 'No products on sale yet.' }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: inventory.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (next) => go(search, next),
            }}
            columns={[
              {
                title: 'Product',
                key: 'name',
                // On a phone the stock goes under the product's name, leaving room for the restock field.
                render: (_value, row) =>
                  screens.sm ? (
                    row.name
                  ) : (
                    <>
                      <div>{row.name}</div>
                      <StockFigure stock={row.stock} />
                    </>
                  ),
              },
              {
                title: 'Category',
                key: 'category',
                // On a phone the product, its stock and the restock field fill the width.
                responsive: ['md'],
                render: (_value, row) => row.category?.name ?? 'Uncategorised',
              },
              {
                title: 'Stock',
                dataIndex: 'stock',
                key: 'stock',
                align: 'right',
                responsive: ['sm'],
                render: (stock: number) => <StockFigure stock={stock} />,
              },
              { title: 'Restock', key: 'restock', render: (_value, row) => <RestockCell row={row} /> },
            ]}
          />
        </ScrollRegion>
      )}
    </div>
  )
}
