// The shared orders screen (the admin's and the outlet portal's): a table paged on the server with its
// count, search and status filter kept in the URL, a detail modal, status changes through the transition
// functions, new orders live. See README.md beside this file.

import { useLiveTags } from '@shop/shared/api'
import { formatMoney } from '@shop/shared/money'
import {
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusColor,
  orderStatusLabel,
  paymentStatusColor,
  paymentStatusLabel,
  statusTagStyle,
} from '@shop/shared/orders'
import { Button, Grid, Input, Select, Space, Table, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { orderNumber } from '../orders/order-number.ts'
import { EmptyState } from '../portal/EmptyState.tsx'
import { kampalaDateTime } from '../time/kampala.ts'
import type { OrdersPortal } from './actions.ts'
import { type OrderRow, ordersScreenApi } from './api.ts'
import { OrderDetailModal } from './OrderDetailModal.tsx'
import { PAGE_SIZE, readQueryState, SEARCH_MAX_LENGTH, writeQueryState } from './query-state.ts'
import './orders-screen.css'
import { LoadFailed } from '../portal/LoadFailed.tsx'

export interface OrdersScreenProps {
  /** Whose screen: decides which status changes are offered (RLS decides which orders are seen). */
  portal: OrdersPortal
  /** Whether the viewer may assign riders: admins (the default on the admin's screen) and outlet managers. */
  assignsRiders?: boolean
  /** The page's heading ("Orders", "Pending Orders"). */
  title: string
  /** Shows only orders of this status, without the status filter (the /pending and /processing pages). */
  status?: OrderStatus
  /**
   * The order whose detail is open, when the portal keeps it in its path (`/outlet/orders/{id}`); with
   * `onOpenOrder` and `onCloseOrder`. Without them the screen keeps it in the URL as `?order={id}`.
   */
  orderId?: string | null
  onOpenOrder?(id: string): void
  onCloseOrder?(): void
}

export function OrdersScreen({
  portal,
  assignsRiders,
  title,
  status,
  orderId,
  onOpenOrder,
  onCloseOrder,
}: OrdersScreenProps) {
  const [params, setParams] = useSearchParams()
  const screens = Grid.useBreakpoint()
  const state = readQueryState(params)
  const activeStatus = status ?? state.status
  const [typed, setTyped] = useState(state.search)
  useEffect(() => setTyped(state.search), [state.search])

  const list = ordersScreenApi.useOrderListQuery({ search: state.search, status: activeStatus, page: state.page })
  useLiveTags(ordersScreenApi.util.invalidateTags, {
    table: 'orders',
    // The list, and the open order whatever changed it (a rider's pickup, a payment, another admin).
    tags: ['OrderList', 'Order'],
  })

  const openId = orderId !== undefined ? orderId : params.get('order')
  const update = (next: Partial<typeof state>) => {
    const written = writeQueryState({ ...state, ...next })
    const order = params.get('order')
    if (order && orderId === undefined) written.set('order', order)
    setParams(written)
  }
  const open = (id: string) => {
    if (onOpenOrder) return onOpenOrder(id)
    const next = new URLSearchParams(params)
    next.set('order', id)
    setParams(next)
  }
  const close = () => {
    if (onCloseOrder) return onCloseOrder()
    const next = new URLSearchParams(params)
    next.delete('order')
    setParams(next)
  }

  // Every column fits beside the sidebar of a laptop (the words wrap rather than push Status and Rider
  // out of view); on a phone the order and its status stay, and the rest is one tap away in the order.
  const filtering = Boolean(state.search.trim()) || (!status && state.status !== null)
  const columns: ColumnsType<OrderRow> = [
    {
      title: 'Order',
      key: 'order',
      render: (_, row) => (
        <>
          <Button type="link" className="orders-screen__open" onClick={() => open(row.id)}>
            {orderNumber(row.number)}
          </Button>
          {/* On a phone, where the Customer column is left out, whose order it is. */}
          {screens.sm ? null : <div>{row.shipping_address.full_name ?? '—'}</div>}
        </>
      ),
    },
    {
      title: 'Customer',
      key: 'customer',
      responsive: ['sm'],
      render: (_, row) => (
        <div className="orders-screen__customer">
          <span>{row.shipping_address.full_name ?? '—'}</span>
          <Typography.Text type="secondary">
            {row.shipping_address.phone ?? row.shipping_address.email ?? ''}
          </Typography.Text>
        </div>
      ),
    },
    { title: 'Date', dataIndex: 'created_at', responsive: ['md'], render: (value: string) => kampalaDateTime(value) },
    { title: 'Outlet', key: 'outlet', responsive: ['lg'], render: (_, row) => row.outlet?.name ?? '—' },
    {
      title: 'Total',
      dataIndex: 'total_amount',
      align: 'right',
      responsive: ['sm'],
      render: (value: number) => formatMoney(Number(value)),
    },
    {
      title: 'Payment',
      key: 'payment',
      responsive: ['md'],
      render: (_, row) => (
        <Tag style={statusTagStyle(paymentStatusColor(row.payment_status))}>
          {paymentStatusLabel(row.payment_status)}
        </Tag>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (value: OrderStatus) => (
        <Tag style={statusTagStyle(orderStatusColor(value))}>{orderStatusLabel(value, 'staff')}</Tag>
      ),
    },
    { title: 'Rider', key: 'rider', responsive: ['lg'], render: (_, row) => row.rider?.full_name ?? '—' },
  ]

  return (
    <div className="orders-screen">
      <Typography.Title level={1}>{title}</Typography.Title>
      <Space wrap className="orders-screen__filters">
        <Input.Search
          aria-label="Search orders"
          placeholder="Search by order #, name, e-mail or phone"
          allowClear
          maxLength={SEARCH_MAX_LENGTH}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value)
            if (event.target.value === '') update({ search: '', page: 1 })
          }}
          onSearch={(value) => update({ search: value, page: 1 })}
          className="orders-screen__search"
        />
        {status ? null : (
          <Select<OrderStatus | 'all'>
            aria-label="Filter by status"
            value={state.status ?? 'all'}
            onChange={(value) => update({ status: value === 'all' ? null : value, page: 1 })}
            options={[
              { value: 'all', label: 'All statuses' },
              ...ORDER_STATUSES.map((value) => ({ value, label: orderStatusLabel(value, 'staff') })),
            ]}
            className="orders-screen__status"
          />
        )}
      </Space>
      {list.isError ? (
        <LoadFailed
          title="Failed to load orders"
          description="Check your connection and try again."
          onRetry={() => list.refetch()}
        />
      ) : (
        <Table<OrderRow>
          rowKey="id"
          columns={columns}
          dataSource={list.currentData?.rows ?? []}
          // A spinner over the table only while it waits for other rows, not for a live refresh of these.
          loading={list.isFetching && !list.currentData}
          locale={{
            emptyText: (
              <EmptyState
                simple
                title={filtering ? 'No orders match your search or filter' : 'No orders yet'}
                text={filtering ? 'Try another search or status.' : undefined}
              />
            ),
          }}
          pagination={{
            current: state.page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `${total.toLocaleString('en-US')} ${total === 1 ? 'order' : 'orders'}`,
            onChange: (page) => update({ page }),
          }}
        />
      )}
      {openId ? (
        <OrderDetailModal portal={portal} assignsRiders={assignsRiders} orderId={openId} onClose={close} />
      ) : null}
    </div>
  )
}
