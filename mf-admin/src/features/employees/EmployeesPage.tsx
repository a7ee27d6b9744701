// Admin employees: search by name, e-mail or phone, the table, the Add New Employee / Edit Employee
// modal, and the activate/deactivate toggle. A new employee gets their sign-in, profile and employment
// in one go (the staff-accounts function); an edit changes outlet, role, name and phone. A failed save
// keeps what was typed, with the reason in the modal's banner.

import { refusalMessage } from '@shop/shared/errors'
import { confirmDeactivate } from '@shop/shared/portal/confirm-deactivate'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { toast } from '@shop/shared/toast'
import { Alert, App, Button, Form, Input, Modal, Select, Space, Spin, Switch, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { matchesPerson } from '../../lib/person-search.ts'
import { staffAccountError } from '../../lib/staff-accounts.ts'
import { type Employee, employeesApi } from './api/employees.ts'
import { rolesApi } from './api/roles.ts'
import { checkEmployee, type EmployeeFormValues } from './employee-form.ts'

type Editing = { mode: 'add' } | { mode: 'edit'; employee: Employee } | null

const person = (employee: Employee) => ({
  full_name: employee.user?.full_name ?? '',
  email: employee.user?.email ?? null,
  phone: employee.user?.phone ?? null,
})

function EmployeeModal({ editing, onClose }: { editing: Exclude<Editing, null>; onClose(): void }) {
  const [form] = Form.useForm<EmployeeFormValues>()
  const outlets = employeesApi.useEmployeeOutletsQuery()
  const roles = rolesApi.useEmployeeRolesQuery()
  const [createEmployee, creating] = employeesApi.useCreateEmployeeMutation()
  const [updateEmployee, updating] = employeesApi.useUpdateEmployeeMutation()
  const [error, setError] = useState<string | null>(null)
  const adding = editing.mode === 'add'

  const submit = async () => {
    setError(null)
    const checked = checkEmployee(form.getFieldsValue(true), editing.mode)
    if (!checked.ok) return setError(checked.message)
    const { email, password, full_name, phone, outlet_id, role_id } = checked.value
    if (adding) {
      const result = await createEmployee({
        email,
        password,
        full_name,
        outlet_id,
        role_id,
        ...(phone ? { phone } : {}),
      })
      // The form keeps every value typed; only the banner changes.
      if ('error' in result) return setError(staffAccountError(result.error, 'Failed to create employee'))
      toast.success('Employee created successfully')
    } else {
      const result = await updateEmployee({ id: editing.employee.id, outlet_id, role_id, full_name, phone })
      if ('error' in result) {
        toast.error('Failed to update employee')
        return setError(refusalMessage(result.error, 'Failed to update employee').message)
      }
      toast.success('Employee updated successfully')
    }
    onClose()
  }

  const initial: EmployeeFormValues = adding
    ? {}
    : {
        full_name: editing.employee.user?.full_name ?? '',
        phone: editing.employee.user?.phone ?? '',
        outlet_id: editing.employee.outlet?.id,
        role_id: editing.employee.role?.id,
      }

  return (
    <Modal
      open
      title={adding ? 'Add New Employee' : 'Edit Employee'}
      okText={adding ? 'Create Employee' : 'Update Employee'}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ loading: creating.isLoading || updating.isLoading }}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      {outlets.isError ? <LoadFailed title="Failed to load outlets" onRetry={() => outlets.refetch()} /> : null}
      {roles.isError ? <LoadFailed title="Failed to load roles" onRetry={() => roles.refetch()} /> : null}
      <Form form={form} layout="vertical" initialValues={initial}>
        {adding ? (
          <>
            <Form.Item label="Email" name="email">
              <Input type="email" autoComplete="off" />
            </Form.Item>
            <Form.Item label="Password" name="password" extra="At least 6 characters">
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        ) : (
          <Form.Item label="Email">
            <Input value={editing.employee.user?.email ?? ''} disabled />
          </Form.Item>
        )}
        <Form.Item label="Full name" name="full_name">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Phone (optional)" name="phone">
          <Input type="tel" placeholder="0772 123 456" />
        </Form.Item>
        <Form.Item label="Outlet" name="outlet_id">
          <Select
            aria-label="Outlet"
            loading={outlets.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(outlets.data ?? []).map((outlet) => ({
              value: outlet.id,
              label: outlet.is_active ? outlet.name : `${outlet.name} (inactive)`,
            }))}
          />
        </Form.Item>
        <Form.Item label="Role" name="role_id">
          <Select
            aria-label="Role"
            loading={roles.isLoading}
            options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}

export default function EmployeesPage() {
  const employees = employeesApi.useEmployeesQuery()
  const [setActive] = employeesApi.useSetEmployeeActiveMutation()
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Editing>(null)
  const shown = (employees.data ?? []).filter((employee) => matchesPerson(person(employee), search))

  const { modal } = App.useApp()
  const toggle = (employee: Employee) =>
    employee.is_active
      ? confirmDeactivate(
          modal,
          person(employee).full_name || 'this employee',
          'They will no longer be able to use their outlet’s portal.',
          () => save(employee),
        )
      : void save(employee)
  const save = async (employee: Employee) => {
    const result = await setActive({ id: employee.id, active: !employee.is_active })
    if ('error' in result) toast.error(refusalMessage(result.error, 'Failed to update employee').message)
    else toast.success('Employee updated successfully')
  }

  return (
    <div>
      <Typography.Title level={1}>Employees</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search employees"
          placeholder="Search employees..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 'min(320px, 100%)' }}
        />
        <Button type="primary" onClick={() => setEditing({ mode: 'add' })}>
          Add Employee
        </Button>
      </Space>
      {employees.isError ? (
        <LoadFailed title="Failed to load employees" onRetry={() => employees.refetch()} />
      ) : employees.isLoading ? (
        <Spin aria-label="Loading employees" />
      ) : (
        <div className="admin-table-scroll">
          <Table<Employee>
            rowKey="id"
            dataSource={shown}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{
              emptyText: (
                <EmptyState
                  title="No employees found"
                  text={search ? 'Try adjusting your search' : 'Get started by adding a new employee.'}
                />
              ),
            }}
            columns={[
              {
                title: 'Employee',
                key: 'employee',
                render: (_, employee) => (
                  <div style={{ display: 'flex', flexDirection: 'column' }}>
                    <strong>{employee.user?.full_name}</strong>
                    <Typography.Text type="secondary">{employee.user?.email}</Typography.Text>
                    <Typography.Text type="secondary">{employee.user?.phone}</Typography.Text>
                  </div>
                ),
              },
              { title: 'Role', key: 'role', render: (_, employee) => employee.role?.name },
              { title: 'Outlet', key: 'outlet', render: (_, employee) => employee.outlet?.name },
              {
                title: 'Status',
                key: 'status',
                render: (_, employee) => (
                  <Tag className={`status-tag status-tag--${employee.is_active ? 'ok' : 'bad'}`}>
                    {employee.is_active ? 'Active' : 'Inactive'}
                  </Tag>
                ),
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, employee) => (
                  <Space>
                    <Button
                      onClick={() => setEditing({ mode: 'edit', employee })}
                      aria-label={`Edit ${employee.user?.full_name}`}
                    >
                      Edit
                    </Button>
                    <Switch
                      checked={employee.is_active}
                      onChange={() => toggle(employee)}
                      aria-label={`${employee.user?.full_name} active`}
                    />
                  </Space>
                ),
              },
            ]}
          />
        </div>
      )}
      {editing ? <EmployeeModal editing={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  )
}
