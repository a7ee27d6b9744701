// Admin customers: every customer with their phone, e-mail, orders, total spent and last order (figures
// from the database), paged on the server; search by name, e-mail or phone as typed in Uganda, kept in
// the URL; Export CSV of every customer the search finds; each name opens the customer's page.

import { downloadCsv } from '@shop/shared/csv'
import { formatMoney } from '@shop/shared/money'
import { PEOPLE_SEARCH_MAX_LENGTH } from '@shop/shared/phone/search'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { kampalaDateTime } from '@shop/shared/time/kampala'
import { toast } from '@shop/shared/toast'
import { Button, Grid, Input, Space, Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { type CustomerRow, customersApi } from './api/customers.ts'
import { customersCsv, customersFileName, PAGE_SIZE, readQueryState, writeQueryState } from './customer-rules.ts'
import './customers.css'

export default function CustomersPage() {
  const [params, setParams] = useSearchParams()
  const state = readQueryState(params)
  const [typed, setTyped] = useState(state.search)
  useEffect(() => setTyped(state.search), [state.search])
  const screens = Grid.useBreakpoint()
  const list = customersApi.useCustomerListQuery({ search: state.search, page: state.page })
  const [readAll, exporting] = customersApi.useLazyCustomerExportQuery()
  const update = (next: Partial<typeof state>) => setParams(writeQueryState({ ...state, ...next }))

  const exportCsv = async () => {
    const all = await readAll(state.search)
    if (!all.data) return toast.error('Failed to export customers')
    downloadCsv(customersFileName(new Date()), customersCsv(all.data))
  }

  const searching = Boolean(state.search.trim())
  const columns: ColumnsType<CustomerRow> = [
    {
      title: 'Customer',
      key: 'customer',
      render: (_, row) => (
        <div className="customers__person">
          <Link to={`/admin/customers/${row.id}`}>{row.full_name}</Link>
          {/* On a phone, where the Phone column is left out, the number to call. */}
          {screens.sm ? null : <Typography.Text type="secondary">{row.phone ?? row.email ?? ''}</Typography.Text>}
        </div>
      ),
    },
    { title: 'Phone', dataIndex: 'phone', responsive: ['sm'], render: (value: string | null) => value ?? '—' },
    {
      title: 'Email',
      dataIndex: 'email',
      responsive: ['lg'],
      render: (value: string | null) => <span className="customers__person">{value ?? '—'}</span>,
    },
    { title: 'Orders', dataIndex: 'orders', align: 'right', responsive: ['md'] },
    {
      title: 'Total Spent',
      dataIndex: 'total_spent',
      align: 'right',
      render: (value: number) => formatMoney(Number(value)),
    },
    {
      title: 'Last Order',
      dataIndex: 'last_order_at',
      responsive: ['md'],
      render: (value: string | null) => (value ? kampalaDateTime(value) : 'No orders yet'),
    },
  ]

  return (
    <div>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Customers
        </Typography.Title>
        <Button onClick={exportCsv} loading={exporting.isFetching} disabled={!list.data?.total}>
          Export CSV
        </Button>
      </Space>
      <Space wrap className="customers__filters">
        <Input.Search
          aria-label="Search customers"
          placeholder="Search by name, phone or e-mail"
          allowClear
          maxLength={PEOPLE_SEARCH_MAX_LENGTH}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value)
            if (event.target.value === '') update({ search: '', page: 1 })
          }}
          onSearch={(value) => update({ search: value, page: 1 })}
          className="customers__search"
        />
      </Space>
      {list.isError ? (
        <LoadFailed
          title="Failed to load customers"
          description="Check your connection and try again."
          onRetry={() => list.refetch()}
        />
      ) : (
        <Table<CustomerRow>
          rowKey="id"
          columns={columns}
          dataSource={list.currentData?.rows ?? []}
          loading={list.isFetching && !list.currentData}
          locale={{
            emptyText: (
              <EmptyState
                simple
                title={searching ? 'No customers match your search' : 'No customers yet'}
                text={searching ? 'Try another name, phone number or e-mail.' : undefined}
              />
            ),
          }}
          pagination={{
            current: state.page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `${total.toLocaleString('en-US')} ${total === 1 ? 'customer' : 'customers'}`,
            onChange: (page) => update({ page }),
          }}
        />
      )}
    </div>
  )
}
