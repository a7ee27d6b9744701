// Staff: the outlet's employees with their roles and active state. Read-only for staff; the outlet's
// manager (a role that manages the outlet) may activate or deactivate a colleague, never themselves —
// the server decides (set_outlet_employee_active).

import { refusalMessage } from '@shop/shared/errors'
import { statusTagStyle } from '@shop/shared/orders'
import { confirmDeactivate } from '@shop/shared/portal/confirm-deactivate'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { toast } from '@shop/shared/toast'
import { App, Switch, Table, Tag, Typography } from 'antd'
import { useCurrentOutlet } from '../../lib/outlet/current-outlet.ts'
import { type StaffMember, useOutletStaffQuery, useSetStaffActiveMutation } from './api/staff.ts'

export default function StaffPage() {
  const { outlet, isManager, employeeId } = useCurrentOutlet()
  const staff = useOutletStaffQuery(outlet.id)
  const [setActive, setting] = useSetStaffActiveMutation()
  const { modal } = App.useApp()

  function toggle(member: StaffMember, active: boolean) {
    if (active) return void save(member, true)
    confirmDeactivate(
      modal,
      member.user?.full_name || member.user?.email || 'this employee',
      `They will no longer be able to use the ${outlet.name} portal.`,
      () => save(member, false),
    )
  }

  async function save(member: StaffMember, active: boolean) {
    try {
      await setActive({ employeeId: member.id, active }).unwrap()
      toast.success('Employee updated successfully')
    } catch (error) {
      toast.error(refusalMessage(error, 'Failed to update employee').message)
    }
  }

  return (
    <div>
      <Typography.Title level={1}>Staff Management</Typography.Title>
      <Typography.Paragraph>
        {isManager
          ? 'As the manager you can activate or deactivate your colleagues. An admin adds new staff.'
          : 'Your outlet’s staff. Your manager or an admin can change who is active.'}
      </Typography.Paragraph>
      {staff.isError ? (
        <LoadFailed title="Failed to load employees" onRetry={() => void staff.refetch()} />
      ) : (
        <Table<StaffMember>
          rowKey="id"
          loading={staff.isLoading}
          dataSource={staff.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState title="No staff at this outlet" /> }}
          columns={[
            {
              title: 'Name',
              key: 'name',
              render: (_, m) => (
                <>
                  {m.user?.full_name || m.user?.email || 'Employee'}
                  {m.id === employeeId && <Tag style={{ marginLeft: 8 }}>You</Tag>}
                </>
              ),
            },
            { title: 'Role', key: 'role', render: (_, m) => m.role?.name ?? '—' },
            { title: 'Email', key: 'email', render: (_, m) => m.user?.email ?? '—' },
            {
              title: 'Phone',
              key: 'phone',
              render: (_, m) => (m.user?.phone ? <a href={`tel:${m.user.phone}`}>{m.user.phone}</a> : '—'),
            },
            {
              title: 'Status',
              key: 'active',
              render: (_, m) =>
                isManager && m.id !== employeeId ? (
                  <Switch
                    checked={m.is_active}
                    checkedChildren="Active"
                    unCheckedChildren="Inactive"
                    loading={setting.isLoading && setting.originalArgs?.employeeId === m.id}
                    onChange={(checked) => toggle(m, checked)}
                    aria-label={`${m.user?.full_name ?? 'Employee'} is active`}
                  />
                ) : (
                  <Tag style={statusTagStyle(m.is_active ? 'green' : 'default')}>
                    {m.is_active ? 'Active' : 'Inactive'}
                  </Tag>
                ),
            },
          ]}
        />
      )}
    </div>
  )
}
