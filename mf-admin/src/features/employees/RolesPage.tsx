// Staff roles (the employee_roles table, under Employees in the sidebar): the list with how many
// employees hold each role, Add Role / Edit Role (name, and whether holders run their outlet), and
// delete after a confirmation. A role someone holds is not deleted; the toast says who holds it.
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { toast } from '@shop/shared/toast'
import { Alert, App, Button, Checkbox, Form, Input, Modal, Spin, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { type Role, rolesApi } from './api/roles.ts'
import { checkRoleName, ROLE_NAME_MAX, roleDeleteFailure, roleSaveFailure } from './role-form.ts'

type Editing = { role: Role | null } | null

function RoleModal({ role, onClose }: { role: Role | null; onClose(): void }) {
  const [form] = Form.useForm<{ name: string; manages_outlet: boolean }>()
  const [saveRole, saving] = rolesApi.useSaveRoleMutation()
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    setError(null)
    const values = form.getFieldsValue(true) as { name?: string; manages_outlet?: boolean }
    const checked = checkRoleName(values.name ?? '')
    if (!checked.ok) return setError(checked.message)
    const result = await saveRole({
      id: role?.id,
      values: { name: checked.name, manages_outlet: values.manages_outlet ?? false },
    })
    if ('error' in result) {
      toast.error('Failed to save role')
      return setError(roleSaveFailure(result.error))
    }
    toast.success(role ? 'Role updated successfully' : 'Role created successfully')
    onClose()
  }

  return (
    <Modal
      open
      title={role ? 'Edit Role' : 'Add Role'}
      okText={role ? 'Update Role' : 'Create Role'}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ loading: saving.isLoading }}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: role?.name ?? '', manages_outlet: role?.manages_outlet ?? false }}
      >
        <Form.Item label="Name" name="name">
          <Input autoComplete="off" maxLength={ROLE_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="manages_outlet"
          valuePropName="checked"
          extra="Holders can activate and deactivate their outlet's staff and edit its phone and opening hours."
        >
          <Checkbox>Runs the outlet</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  )
}

export default function RolesPage() {
  const roles = rolesApi.useEmployeeRolesQuery()
  const [deleteRole] = rolesApi.useDeleteRoleMutation()
  const [editing, setEditing] = useState<Editing>(null)
  const { modal } = App.useApp()

  const remove = (role: Role) =>
    modal.confirm({
      title: `Delete ${role.name}?`,
      content: 'Are you sure you want to delete this role?',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await deleteRole(role.id)
        if ('error' in result) toast.error(roleDeleteFailure(result.error))
        else toast.success('Role deleted successfully')
      },
    })

  return (
    <div>
      <Typography.Title level={1}>Roles</Typography.Title>
      <Button type="primary" onClick={() => setEditing({ role: null })} style={{ marginBottom: 16 }}>
        Add Role
      </Button>
      {roles.isError ? (
        <LoadFailed title="Failed to load roles" onRetry={() => roles.refetch()} />
      ) : roles.isLoading ? (
        <Spin aria-label="Loading roles" />
      ) : (
        <div className="admin-table-scroll">
          <Table<Role>
            rowKey="id"
            dataSource={roles.data}
            pagination={false}
            locale={{ emptyText: <EmptyState title="No roles yet" text="Add the first one." /> }}
            columns={[
              {
                title: 'Role',
                key: 'name',
                render: (_, role) => (
                  <span>
                    {role.name} {role.manages_outlet ? <Tag className="status-tag">Runs the outlet</Tag> : null}
                  </span>
                ),
              },
              {
                title: 'Employees',
                dataIndex: 'holders',
                align: 'right',
                render: (holders: number) => holders.toLocaleString('en-US'),
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, role) => (
                  <span style={{ display: 'inline-flex', gap: 8 }}>
                    <Button onClick={() => setEditing({ role })} aria-label={`Edit ${role.name}`}>
                      Edit
                    </Button>
                    <Button danger onClick={() => remove(role)} aria-label={`Delete ${role.name}`}>
                      Delete
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        </div>
      )}
      {editing ? <RoleModal role={editing.role} onClose={() => setEditing(null)} /> : null}
    </div>
  )
}
