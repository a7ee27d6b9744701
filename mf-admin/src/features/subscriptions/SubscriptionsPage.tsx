// Admin subscriptions: search by e-mail, filter by type, select rows (select-all takes the rows shown),
// delete one or the selected ones after a confirmation, and Export CSV of the rows the filters leave.

import { downloadCsv } from '@shop/shared/csv'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { kampalaDateTime } from '@shop/shared/time/kampala'
import { toast } from '@shop/shared/toast'
import { Alert, App, Button, Input, Select, Space, Spin, Table, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { type Subscription, subscriptionsApi } from './api/subscriptions.ts'
import {
  ALL_TYPES,
  filterSubscriptions,
  isFiltered,
  subscriptionsCsv,
  subscriptionsFileName,
  subscriptionTypes,
} from './subscription-rules.ts'

export default function SubscriptionsPage() {
  const subscriptions = subscriptionsApi.useSubscriptionsQuery()
  const [deleteSubscriptions] = subscriptionsApi.useDeleteSubscriptionsMutation()
  const { modal } = App.useApp()
  const [search, setSearch] = useState('')
  const [type, setType] = useState(ALL_TYPES)
  const [selected, setSelected] = useState<string[]>([])

  const all = subscriptions.data ?? []
  const shown = useMemo(() => filterSubscriptions(all, { search, type }), [all, search, type])
  const types = useMemo(() => subscriptionTypes(all), [all])
  // Only rows on screen count as selected: a filter never leaves hidden rows to be deleted.
  const chosen = useMemo(() => {
    const visible = new Set(shown.map((row) => row.id))
    return selected.filter((id) => visible.has(id))
  }, [selected, shown])

  const remove = (ids: string[]) =>
    modal.confirm({
      title: ids.length === 1 ? 'Delete subscription?' : `Delete ${ids.length} subscriptions?`,
      content:
        ids.length === 1
          ? 'Are you sure you want to delete this subscription?'
          : `Are you sure you want to delete ${ids.length} subscriptions?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        const single = ids.length === 1
        const result = await deleteSubscriptions(ids)
        if ('error' in result) {
          toast.error(single ? 'Failed to delete subscription' : 'Failed to delete subscriptions')
          return
        }
        setSelected((now) => now.filter((id) => !ids.includes(id)))
        toast.success(single ? 'Subscription deleted successfully' : 'Subscriptions deleted successfully')
      },
    })

  const exportCsv = () => downloadCsv(subscriptionsFileName(new Date()), subscriptionsCsv(shown))

  return (
    <div>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Subscriptions
        </Typography.Title>
        <Button onClick={exportCsv} disabled={shown.length === 0}>
          Export CSV
        </Button>
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search by email"
          placeholder="Search by email..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 'min(320px, 100%)' }}
        />
        <Select
          aria-label="Filter by type"
          value={type}
          onChange={setType}
          style={{ minWidth: 160 }}
          options={[{ value: ALL_TYPES, label: 'All Types' }, ...types.map((value) => ({ value, label: value }))]}
        />
      </Space>
      {chosen.length > 0 ? (
        <Alert
          type="info"
          style={{ marginBottom: 16 }}
          title={`${chosen.length} ${chosen.length === 1 ? 'subscription' : 'subscriptions'} selected`}
          action={
            <Button danger size="small" onClick={() => remove(chosen)}>
              Delete Selected
            </Button>
          }
        />
      ) : null}
      {subscriptions.isError ? (
        <LoadFailed title="Failed to load subscriptions" onRetry={() => subscriptions.refetch()} />
      ) : subscriptions.isLoading ? (
        <Spin aria-label="Loading subscriptions" />
      ) : (
        <div className="admin-table-scroll">
          <Table<Subscription>
            rowKey="id"
            dataSource={shown}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
            rowSelection={{
              selectedRowKeys: chosen,
              // The header checkbox selects every row shown, on every page, not only this page's; or none.
              onChange: (keys, _rows, info) =>
                setSelected(
                  info.type === 'all'
                    ? keys.length > chosen.length
                      ? shown.map((row) => row.id)
                      : []
                    : keys.map(String),
                ),
              getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.email}` }) as never,
            }}
            locale={{
              emptyText: (
                <EmptyState
                  title="No subscriptions found"
                  text={
                    isFiltered({ search, type }) ? 'Try adjusting your search or filters' : 'No one has subscribed yet'
                  }
                />
              ),
            }}
            columns={[
              { title: 'Email', dataIndex: 'email' },
              { title: 'Type', dataIndex: 'type' },
              {
                title: 'Subscribed On',
                dataIndex: 'created_at',
                render: (value: string) => kampalaDateTime(value),
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, row) => (
                  <Button danger size="small" onClick={() => remove([row.id])} aria-label={`Delete ${row.email}`}>
                    Delete
                  </Button>
                ),
              },
            ]}
          />
        </div>
      )}
    </div>
  )
}
