// The riders who signed up in the rider app and wait for an admin, oldest first: Approve (the rider is
// mailed and may go online), or Reject with a reason the rider reads in their app.
import { refusalMessage } from '@shop/shared/errors'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { kampalaShortDateTime } from '@shop/shared/time/kampala'
import { toast } from '@shop/shared/toast'
import { Alert, Button, Form, Input, Modal, Space, Table } from 'antd'
import { useState } from 'react'
import { type Rider, ridersApi } from '../api/riders.ts'
import { riderContactColumn } from './rider-contact-column.tsx'

export const APPROVAL_TEXTS = {
  approved: (name: string) => `${name} approved: we e-mailed them`,
  rejected: (name: string) => `${name} rejected`,
  approveFailed: 'Failed to approve rider',
  rejectFailed: 'Failed to reject rider',
  reasonRequired: 'Please say why',
} as const

const REASON_MAX = 500

function RejectModal({ rider, onClose }: { rider: Rider; onClose(): void }) {
  const [reject, rejecting] = ridersApi.useRejectRiderMutation()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    if (!reason.trim()) return setError(APPROVAL_TEXTS.reasonRequired)
    const result = await reject({ id: rider.id, reason: reason.trim() })
    if ('error' in result) return setError(refusalMessage(result.error, APPROVAL_TEXTS.rejectFailed).message)
    toast.success(APPROVAL_TEXTS.rejected(rider.full_name))
    onClose()
  }

  return (
    <Modal
      open
      title={`Reject ${rider.full_name}?`}
      okText="Reject"
      okButtonProps={{ danger: true, loading: rejecting.isLoading }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical">
        <Form.Item label="Reason (the rider sees it in their app)" htmlFor="reject-reason">
          <Input.TextArea
            id="reject-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REASON_MAX}
            showCount
            autoSize={{ minRows: 3 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}

export function ApprovalQueue({ riders }: { riders: Rider[] }) {
  const [approve] = ridersApi.useApproveRiderMutation()
  const [approving, setApproving] = useState<string | null>(null)
  const [rejecting, setRejecting] = useState<Rider | null>(null)
  const waiting = [...riders].sort((a, b) => a.created_at.localeCompare(b.created_at))

  const approveRider = async (rider: Rider) => {
    setApproving(rider.id)
    const result = await approve(rider.id)
    setApproving(null)
    if ('error' in result) toast.error(refusalMessage(result.error, APPROVAL_TEXTS.approveFailed).message)
    else toast.success(APPROVAL_TEXTS.approved(rider.full_name))
  }

  return (
    <>
      <div className="admin-table-scroll">
        <Table<Rider>
          rowKey="id"
          dataSource={waiting}
          pagination={false}
          locale={{
            emptyText: <EmptyState title="No riders awaiting approval" text="Riders who sign up appear here." />,
          }}
          columns={[
            riderContactColumn,
            { title: 'Vehicle', dataIndex: 'vehicle_type' },
            { title: 'Signed up', key: 'created', render: (_, rider) => kampalaShortDateTime(rider.created_at) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, rider) => (
                <Space>
                  <Button
                    type="primary"
                    loading={approving === rider.id}
                    onClick={() => approveRider(rider)}
                    aria-label={`Approve ${rider.full_name}`}
                  >
                    Approve
                  </Button>
                  <Button danger onClick={() => setRejecting(rider)} aria-label={`Reject ${rider.full_name}`}>
                    Reject
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </div>
      {rejecting ? <RejectModal rider={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  )
}
