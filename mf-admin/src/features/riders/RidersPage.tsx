// Admin delivery riders: search, the table, Add Rider / Edit Rider modal, activate or deactivate,
// delete after a confirmation; the "Awaiting approval" tab (`?view=awaiting`, with its count) holds the
// riders who signed up and wait for an admin. A failed save keeps what was typed in the modal.

import { normalisePhone } from '@shop/shared/phone'
import { confirmDeactivate } from '@shop/shared/portal/confirm-deactivate'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { toast } from '@shop/shared/toast'
import {
  Alert,
  App,
  Badge,
  Button,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { matchesPerson } from '../../lib/person-search.ts'
import { staffAccountError } from '../../lib/staff-accounts.ts'
import { type NewRider, type Rider, ridersApi } from './api/riders.ts'
import { ApprovalQueue } from './components/ApprovalQueue.tsx'
import { riderContactColumn } from './components/rider-contact-column.tsx'

type Editing = { mode: 'add' } | { mode: 'edit'; rider: Rider } | null

const VEHICLES = [
  { value: 'motorcycle', label: 'Motorcycle' },
  { value: 'bicycle', label: 'Bicycle' },
]

function RiderModal({ editing, onClose }: { editing: Exclude<Editing, null>; onClose(): void }) {
  const [form] = Form.useForm()
  const [createRider, creating] = ridersApi.useCreateRiderMutation()
  const [updateRider, updating] = ridersApi.useUpdateRiderMutation()
  const [error, setError] = useState<string | null>(null)
  const adding = editing.mode === 'add'

  const submit = async () => {
    setError(null)
    const values = form.getFieldsValue(true) as NewRider
    const required = adding
      ? [values.email, values.password, values.full_name, values.phone, values.vehicle_type]
      : [values.full_name, values.phone, values.vehicle_type]
    if (required.some((value) => !String(value ?? '').trim())) return setError('All fields are required')
    if (adding && values.password.length < 6) return setError('Password must be at least 6 characters long')
    const phone = normalisePhone(values.phone)
    if (!phone) return setError('Please enter a valid phone number')
    const result = adding
      ? await createRider({ ...values, email: values.email.trim(), full_name: values.full_name.trim(), phone })
      : await updateRider({
          id: editing.rider.id,
          full_name: values.full_name.trim(),
          phone,
          vehicle_type: values.vehicle_type,
        })
    if ('error' in result) {
      // The form keeps every value typed; only the message changes.
      setError(staffAccountError(result.error, 'Failed to save rider'))
      return
    }
    toast.success(adding ? 'Rider created successfully' : 'Rider updated successfully')
    onClose()
  }

  return (
    <Modal
      open
      title={adding ? 'Add New Rider' : 'Edit Rider'}
      okText={adding ? 'Create Rider' : 'Update Rider'}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ loading: creating.isLoading || updating.isLoading }}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={
          adding
            ? { vehicle_type: 'motorcycle' }
            : {
                full_name: editing.rider.full_name,
                phone: editing.rider.phone ?? '',
                vehicle_type: editing.rider.vehicle_type,
              }
        }
      >
        {adding ? (
          <>
            <Form.Item label="Email" name="email">
              <Input type="email" autoComplete="off" />
            </Form.Item>
            <Form.Item label="Password" name="password">
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        ) : null}
        <Form.Item label="Full name" name="full_name">
          <Input />
        </Form.Item>
        <Form.Item label="Phone" name="phone">
          <Input type="tel" placeholder="0772 123 456" />
        </Form.Item>
        <Form.Item label="Vehicle" name="vehicle_type">
          <Select options={VEHICLES} aria-label="Vehicle" />
        </Form.Item>
      </Form>
    </Modal>
  )
}

export default function RidersPage() {
  const riders = ridersApi.useRidersQuery()
  const [setActive] = ridersApi.useSetRiderActiveMutation()
  const [deleteRider] = ridersApi.useDeleteRiderMutation()
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Editing>(null)
  const { modal } = App.useApp()
  const [params, setParams] = useSearchParams()
  const view = params.get('view') === 'awaiting' ? 'awaiting' : 'all'
  const shown = (riders.data ?? []).filter((rider) => matchesPerson(rider, search))
  const awaiting = shown.filter((rider) => rider.approval === 'awaiting_approval')
  const waitingCount = (riders.data ?? []).filter((rider) => rider.approval === 'awaiting_approval').length
  const showView = (next: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current)
        if (next === 'awaiting') changed.set('view', 'awaiting')
        else changed.delete('view')
        return changed
      },
      { replace: true },
    )

  const toggle = (rider: Rider) =>
    rider.is_active
      ? confirmDeactivate(
          modal,
          rider.full_name,
          'They will no longer be able to sign in to the rider app or be assigned orders.',
          () => save(rider),
        )
      : void save(rider)
  const save = async (rider: Rider) => {
    const result = await setActive({ id: rider.id, is_active: !rider.is_active })
    if ('error' in result) toast.error('Failed to update rider status')
    else toast.success(rider.is_active ? 'Rider deactivated successfully' : 'Rider activated successfully')
  }

  const remove = (rider: Rider) =>
    modal.confirm({
      title: `Delete ${rider.full_name}?`,
      content: 'Are you sure you want to delete this rider? This action cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await deleteRider(rider.id)
        if (!('error' in result)) toast.success('Rider deleted successfully')
        // 23503: orders or earnings name the rider, and their history is kept.
        else if (result.error && 'code' in result.error && result.error.code === '23503')
          toast.error('This rider has deliveries on record and cannot be deleted. Deactivate them instead.')
        else toast.error('Failed to delete rider')
      },
    })

  return (
    <div>
      <Typography.Title level={1}>Delivery Riders</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search riders"
          placeholder="Search riders..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 'min(320px, 100%)' }}
        />
        <Button type="primary" onClick={() => setEditing({ mode: 'add' })}>
          Add Rider
        </Button>
      </Space>
      {riders.isError ? (
        <LoadFailed title="Failed to load riders" onRetry={() => riders.refetch()} />
      ) : riders.isLoading ? (
        <Spin aria-label="Loading riders" />
      ) : (
        <Tabs
          activeKey={view}
          onChange={showView}
          items={[
            {
              key: 'all',
              label: 'All riders',
              children: (
                <div className="admin-table-scroll">
                  <Table<Rider>
                    rowKey="id"
                    dataSource={shown}
                    locale={{
                      emptyText: <EmptyState title="No riders found" text="Get started by adding a new rider." />,
                    }}
                    columns={[
                      riderContactColumn,
                      { title: 'Vehicle', dataIndex: 'vehicle_type' },
                      {
                        title: 'Status',
                        key: 'status',
                        render: (_, rider) => (
                          <Space wrap>
                            <span>{rider.status}</span>
                            <Tag className={`status-tag status-tag--${rider.is_active ? 'ok' : 'bad'}`}>
                              {rider.is_active ? 'Active' : 'Inactive'}
                            </Tag>
                            {rider.approval === 'awaiting_approval' ? (
                              <Tag className="status-tag status-tag--warn">Awaiting approval</Tag>
                            ) : rider.approval === 'rejected' ? (
                              <Tag className="status-tag status-tag--bad" title={rider.rejection_reason ?? undefined}>
                                Rejected
                              </Tag>
                            ) : null}
                          </Space>
                        ),
                      },
                      {
                        title: 'Performance',
                        key: 'performance',
                        render: (_, rider) =>
                          `${Number(rider.rating).toFixed(1)} ★ · ${rider.total_deliveries} deliveries`,
                      },
                      {
                        title: 'Actions',
                        key: 'actions',
                        render: (_, rider) => (
                          <Space>
                            <Button
                              onClick={() => setEditing({ mode: 'edit', rider })}
                              aria-label={`Edit ${rider.full_name}`}
                            >
                              Edit
                            </Button>
                            <Switch
                              checked={rider.is_active}
                              onChange={() => toggle(rider)}
                              aria-label={`${rider.full_name} active`}
                            />
                            <Button danger onClick={() => remove(rider)} aria-label={`Delete ${rider.full_name}`}>
                              Delete
                            </Button>
                          </Space>
                        ),
                      },
                    ]}
                  />
                </div>
              ),
            },
            {
              key: 'awaiting',
              label: (
                <Space size={6}>
                  Awaiting approval
                  <Badge count={waitingCount} showZero color={waitingCount ? '#ad4e00' : '#595959'} />
                </Space>
              ),
              children: <ApprovalQueue riders={awaiting} />,
            },
          ]}
        />
      )}
      {editing ? <RiderModal editing={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  )
}
