// Admin outlets: the outlets by name, each card with its edit and delete icons; the chosen one
// (?outlet=id) with its address, contact, hours, manager, its sales from the orders, and the grid of its
// products. Add or edit an outlet with its point on the map; delete one after a confirmation (a second
// one when it still has products). An outlet with orders is never deleted: the database refuses and the
// screen offers to deactivate it instead.

import type { ApiError } from '@shop/shared/api'
import { formatMoney } from '@shop/shared/money'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { toast } from '@shop/shared/toast'
import { App, Button, Card, Col, Row, Space, Spin, Tag, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { type Outlet, type OutletSales, outletsApi, type ShelfRow } from './api/outlets.ts'
import { CardActions } from './components/CardActions.tsx'
import { OutletFormModal } from './components/OutletFormModal.tsx'
import { OutletProductCard } from './components/OutletProductCard.tsx'
import { OutletProductModal } from './components/OutletProductModal.tsx'
import { hasOrdersOnRecord } from './outlet-rules.ts'
import './outlets.css'

type EditingOutlet = { outlet: Outlet | null } | null
type EditingShelf = { row: ShelfRow | null } | null

function SalesFigures({
  sales,
  failed,
  onRetry,
}: {
  sales: OutletSales | undefined
  failed: boolean
  onRetry(): void
}) {
  if (failed) return <LoadFailed title="Failed to load statistics" onRetry={onRetry} />
  if (!sales) return null
  return (
    <dl className="outlet-detail__facts outlet-detail__sales" aria-label="Sales">
      <dt>Orders</dt>
      <dd>{sales.order_count.toLocaleString('en-US')}</dd>
      <dt>Revenue</dt>
      <dd>{formatMoney(sales.revenue)}</dd>
      <dt>Last 30 days</dt>
      <dd>
        {sales.orders_30_days.toLocaleString('en-US')} orders, {formatMoney(sales.revenue_30_days)}
        {sales.growth_rate !== null ? (
          <span className={sales.growth_rate >= 0 ? 'outlet-growth--up' : 'outlet-growth--down'}>
            {' '}
            <span aria-hidden="true">{sales.growth_rate >= 0 ? '↑' : '↓'}</span>
            <span className="visually-hidden">{sales.growth_rate >= 0 ? 'up' : 'down'}</span>{' '}
            {Math.abs(sales.growth_rate)}% on the 30 days before
          </span>
        ) : null}
      </dd>
    </dl>
  )
}

function OutletDetail({
  outlet,
  sales,
  salesFailed,
  onRetrySales,
  onEdit,
  onDelete,
  onToggleActive,
}: {
  outlet: Outlet
  sales: OutletSales | undefined
  salesFailed: boolean
  onRetrySales(): void
  onEdit(): void
  onDelete(): void
  onToggleActive(): void
}) {
  const shelf = outletsApi.useShelfQuery(outlet.id)
  const performance = outletsApi.usePerformanceQuery(outlet.id)
  const [removeRow] = outletsApi.useRemoveShelfRowMutation()
  const [editing, setEditing] = useState<EditingShelf>(null)
  const { modal } = App.useApp()
  const rows = shelf.data ?? []
  const taken = useMemo(() => new Set(rows.map((row) => row.product_id)), [rows])
  const byRow = useMemo(
    () => new Map((performance.data ?? []).map((figures) => [figures.outlet_product_id, figures])),
    [performance.data],
  )

  const remove = (row: ShelfRow) =>
    modal.confirm({
      title: `Remove ${row.product?.name ?? 'this product'} from ${outlet.name}?`,
      content: 'Are you sure you want to remove this product from the outlet?',
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await removeRow(row.id)
        if ('error' in result) toast.error('Failed to remove product')
        else toast.success('Product removed successfully')
      },
    })

  return (
    <section className="outlet-detail" aria-labelledby="outlet-detail-title">
      <Card>
        <Space wrap className="outlet-detail__head">
          <Typography.Title level={2} id="outlet-detail-title" style={{ margin: 0 }}>
            {outlet.name}
          </Typography.Title>
          <Tag className={`status-tag ${outlet.is_active ? 'status-tag--ok' : 'status-tag--bad'}`}>
            {outlet.is_active ? 'Active' : 'Inactive'}
          </Tag>
        </Space>
        <dl className="outlet-detail__facts">
          <dt>Address</dt>
          <dd>{[outlet.address, outlet.city, outlet.country].filter(Boolean).join(', ')}</dd>
          <dt>Contact</dt>
          <dd>
            <a href={`tel:${outlet.phone.replace(/[^+\d]/g, '')}`}>{outlet.phone}</a>
          </dd>
          <dt>Hours</dt>
          <dd>{outlet.opening_hours}</dd>
          <dt>Manager</dt>
          <dd>{outlet.manager_name}</dd>
        </dl>
        <SalesFigures sales={sales} failed={salesFailed} onRetry={onRetrySales} />
        <Space wrap>
          <Button onClick={onEdit}>Edit Outlet</Button>
          <Button onClick={onToggleActive}>{outlet.is_active ? 'Deactivate Outlet' : 'Activate Outlet'}</Button>
          <Button danger onClick={onDelete}>
            Delete Outlet
          </Button>
        </Space>
      </Card>

      <div className="outlet-detail__products-head">
        <Typography.Title level={3} style={{ margin: 0 }}>
          Products
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing({ row: null })} disabled={shelf.isError}>
          Add Product
        </Button>
      </div>
      {shelf.isError ? (
        <LoadFailed title="Failed to load outlet products" onRetry={() => void shelf.refetch()} />
      ) : shelf.isLoading ? (
        <Spin aria-label="Loading outlet products" />
      ) : rows.length === 0 ? (
        <EmptyState title="No products found" text="Get started by adding products to this outlet." />
      ) : (
        <Row gutter={[16, 16]}>
          {rows.map((row) => (
            <Col key={row.id} xs={24} sm={12} xxl={8}>
              <OutletProductCard
                row={row}
                performance={byRow.get(row.id)}
                onEdit={() => setEditing({ row })}
                onRemove={() => remove(row)}
              />
            </Col>
          ))}
        </Row>
      )}
      {editing ? (
        <OutletProductModal outletId={outlet.id} row={editing.row} taken={taken} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  )
}

export default function OutletsPage() {
  const outlets = outletsApi.useOutletsQuery()
  const sales = outletsApi.useOutletSalesQuery()
  const [setActive] = outletsApi.useSetOutletActiveMutation()
  const [deleteOutlet] = outletsApi.useDeleteOutletMutation()
  const [readShelf] = outletsApi.useLazyShelfQuery()
  const [params, setParams] = useSearchParams()
  const [editing, setEditing] = useState<EditingOutlet>(null)
  const { modal } = App.useApp()
  const list = outlets.data ?? []
  const selected = list.find((outlet) => outlet.id === params.get('outlet')) ?? list[0] ?? null
  const salesOf = useMemo(() => new Map((sales.data ?? []).map((row) => [row.outlet_id, row])), [sales.data])

  const choose = (outlet: Outlet) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('outlet', outlet.id)
        return next
      },
      { replace: true },
    )

  const toggleActive = async (outlet: Outlet, isActive = !outlet.is_active) => {
    const result = await setActive({ id: outlet.id, is_active: isActive })
    if ('error' in result) toast.error('Failed to save outlet')
    else toast.success('Outlet updated successfully')
  }

  const reallyDelete = async (outlet: Outlet) => {
    const result = await deleteOutlet(outlet.id)
    if (!('error' in result)) {
      toast.success('Outlet deleted successfully')
      return
    }
    if (!hasOrdersOnRecord(result.error as ApiError)) {
      toast.error('Failed to delete outlet')
      return
    }
    modal.confirm({
      title: `${outlet.name} has orders and cannot be deleted`,
      content: outlet.is_active
        ? 'Its orders keep their outlet, so it is kept. Deactivate it instead: it then takes no new orders.'
        : 'Its orders keep their outlet, so it is kept. It is already inactive and takes no new orders.',
      okText: outlet.is_active ? 'Deactivate Outlet' : 'OK',
      cancelText: 'Cancel',
      onOk: outlet.is_active ? () => toggleActive(outlet, false) : undefined,
    })
  }

  // From the detail's Delete Outlet button or a card's delete icon: the same confirmations. How many
  // products the outlet has is read when the first one is confirmed (the chosen outlet's from the cache).
  const remove = (outlet: Outlet) =>
    modal.confirm({
      title: `Delete ${outlet.name}?`,
      content: 'Are you sure you want to delete this outlet? This action cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        const shelf = await readShelf(outlet.id, true)
        if (!shelf.data) {
          toast.error('Failed to delete outlet')
          return
        }
        const shelfSize = shelf.data.length
        if (shelfSize === 0) return reallyDelete(outlet)
        // The extra confirmation when the outlet still has products.
        modal.confirm({
          title: `${outlet.name} has ${shelfSize} ${shelfSize === 1 ? 'product' : 'products'}`,
          content: 'Deleting the outlet removes its products and their stock records too. Delete it anyway?',
          okText: 'Delete outlet and products',
          okButtonProps: { danger: true },
          onOk: () => reallyDelete(outlet),
        })
      },
    })

  return (
    <div className="outlets-page">
      <div className="outlets-page__head">
        <Typography.Title level={1} style={{ margin: 0 }}>
          Outlets
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing({ outlet: null })}>
          Add Outlet
        </Button>
      </div>
      {outlets.isError ? (
        <LoadFailed title="Failed to load outlets" onRetry={() => void outlets.refetch()} />
      ) : outlets.isLoading ? (
        <Spin aria-label="Loading outlets" />
      ) : list.length === 0 ? (
        <EmptyState title="No outlets yet" text="Add the first one." />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <nav aria-label="Outlets">
              <ul className="outlets-list">
                {list.map((outlet) => (
                  <li key={outlet.id} className="card-actions-host">
                    <button
                      type="button"
                      className={`outlets-list__item${outlet.id === selected?.id ? ' outlets-list__item--chosen' : ''}`}
                      aria-current={outlet.id === selected?.id ? 'true' : undefined}
                      onClick={() => choose(outlet)}
                    >
                      <strong>{outlet.name}</strong>
                      {outlet.is_active ? null : <span className="outlets-list__inactive"> · Inactive</span>}
                      <span className="outlets-list__address">{outlet.address || outlet.city}</span>
                    </button>
                    <CardActions
                      editLabel={`Edit ${outlet.name} outlet`}
                      deleteLabel={`Delete ${outlet.name} outlet`}
                      onEdit={() => setEditing({ outlet })}
                      onDelete={() => remove(outlet)}
                    />
                  </li>
                ))}
              </ul>
            </nav>
          </Col>
          <Col xs={24} lg={16}>
            {selected ? (
              <OutletDetail
                key={selected.id}
                outlet={selected}
                sales={salesOf.get(selected.id)}
                salesFailed={sales.isError}
                onRetrySales={() => void sales.refetch()}
                onEdit={() => setEditing({ outlet: selected })}
                onDelete={() => remove(selected)}
                onToggleActive={() => void toggleActive(selected)}
              />
            ) : null}
          </Col>
        </Row>
      )}
      {editing ? (
        <OutletFormModal
          outlet={editing.outlet}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null)
            choose(saved)
          }}
        />
      ) : null}
    </div>
  )
}
