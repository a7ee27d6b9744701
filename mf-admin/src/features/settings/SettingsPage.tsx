// Settings (/admin/settings): the shop's figures the server reads — the delivery fee and free-delivery
// threshold a quote uses, the low-stock alert, riders' pay, the delivery hours the promised day comes
// from — validated, saved together, with the history of who changed what and when. A failed save keeps
// what was typed.

import { refusalMessage } from '@shop/shared/errors'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { ScrollRegion } from '@shop/shared/portal/scroll-region'
import { kampalaDateTime } from '@shop/shared/time/kampala'
import { toast } from '@shop/shared/toast'
import { Alert, Button, Card, Checkbox, Form, Input, InputNumber, Skeleton, Table, Typography } from 'antd'
import { useEffect, useState } from 'react'
import {
  type SettingsChange,
  type SettingsInput,
  useSaveSettingsMutation,
  useSettingsHistoryQuery,
  useSettingsQuery,
} from './api/settings.ts'
import { HOURS_LABELS, type HoursInput, hoursProblem, timeInputValue, WEEKDAY_OPTIONS } from './delivery-hours.ts'
import { SETTING_FIELDS, settingLabel, settingValue } from './setting-fields.ts'

const TIME_FIELDS = ['opens_at', 'closes_at', 'same_day_cutoff'] as const

export default function SettingsPage() {
  const settings = useSettingsQuery()
  const history = useSettingsHistoryQuery()
  const [save, saving] = useSaveSettingsMutation()
  const [form] = Form.useForm<SettingsInput>()
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    if (!settings.data) return
    const { opens_at, closes_at, same_day_cutoff } = settings.data
    form.setFieldsValue({
      ...settings.data,
      opens_at: timeInputValue(opens_at),
      closes_at: timeInputValue(closes_at),
      same_day_cutoff: timeInputValue(same_day_cutoff),
    })
  }, [settings.data, form])

  const submit = async (values: SettingsInput) => {
    setFailure(null)
    try {
      await save(values).unwrap()
      toast.success('Settings saved successfully')
    } catch (error) {
      const { message } = refusalMessage(error, 'Failed to save settings')
      setFailure(`${message}. Nothing was lost: check the figures and your connection, then save again.`)
      toast.error('Failed to save settings')
    }
  }

  return (
    <div className="admin-page">
      <Typography.Title level={1}>Settings</Typography.Title>
      <Card title={<h2 className="admin-card-title">Delivery, stock, riders and hours</h2>} style={{ maxWidth: 720 }}>
        {settings.isError ? (
          <LoadFailed
            title="Failed to load settings"
            description="Check your connection and try again."
            onRetry={() => void settings.refetch()}
          />
        ) : settings.isLoading ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
            {SETTING_FIELDS.map((field) => (
              <Form.Item
                key={field.key}
                name={field.key}
                label={field.label}
                extra={field.help}
                rules={[
                  { required: true, message: `Enter the ${field.label.replace(/ \(.*\)$/, '').toLowerCase()}` },
                  {
                    type: 'number',
                    min: field.min,
                    max: field.max,
                    message: `Enter a figure from ${field.min} to ${field.max.toLocaleString('en-US')}`,
                  },
                ]}
              >
                <InputNumber
                  min={field.min}
                  max={field.max}
                  precision={field.precision}
                  step={field.precision > 0 ? 0.01 : 1}
                  style={{ width: '100%', maxWidth: 260 }}
                />
              </Form.Item>
            ))}
            <Typography.Title level={3} className="settings-hours-title">
              Delivery hours (Kampala time)
            </Typography.Title>
            <Form.Item
              name="delivery_days"
              label={HOURS_LABELS.delivery_days}
              // A validator rather than `required`: antd would put aria-required on the checkboxes' group,
              // which ARIA does not allow there.
              rules={[
                {
                  validator: (_, days?: number[]) =>
                    days?.length ? Promise.resolve() : Promise.reject(new Error('Choose at least one delivery day')),
                },
              ]}
            >
              <Checkbox.Group options={WEEKDAY_OPTIONS} />
            </Form.Item>
            {TIME_FIELDS.map((key) => (
              <Form.Item
                key={key}
                name={key}
                label={HOURS_LABELS[key]}
                extra={
                  key === 'same_day_cutoff'
                    ? 'Orders placed before this time on a delivery day arrive that day.'
                    : undefined
                }
                dependencies={TIME_FIELDS.filter((other) => other !== key)}
                required
                rules={[
                  ({ getFieldsValue }) => ({
                    validator: () => {
                      const problem = hoursProblem(getFieldsValue(['delivery_days', ...TIME_FIELDS]) as HoursInput)
                      return problem?.field === key ? Promise.reject(new Error(problem.message)) : Promise.resolve()
                    },
                  }),
                ]}
              >
                <Input type="time" step={900} style={{ width: '100%', maxWidth: 260 }} />
              </Form.Item>
            ))}
            {failure && <Alert type="error" showIcon message={failure} role="alert" style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" loading={saving.isLoading}>
              Save Settings
            </Button>
          </Form>
        )}
      </Card>
      <Card title={<h2 className="admin-card-title">History of changes</h2>} style={{ marginTop: 16 }}>
        {history.isError ? (
          <LoadFailed title="Failed to load the history of changes" onRetry={() => void history.refetch()} />
        ) : (
          <ScrollRegion label="History of changes">
            <Table<SettingsChange>
              rowKey="id"
              loading={history.isLoading}
              dataSource={history.data ?? []}
              pagination={false}
              locale={{ emptyText: 'No setting has been changed yet.' }}
              columns={[
                {
                  title: 'When',
                  dataIndex: 'changed_at',
                  key: 'changed_at',
                  render: (value: string) => kampalaDateTime(value),
                },
                {
                  title: 'Who',
                  key: 'who',
                  render: (_value, row) => row.changed_by_user?.full_name ?? row.changed_by_user?.email ?? 'The system',
                },
                {
                  title: 'Setting',
                  dataIndex: 'setting',
                  key: 'setting',
                  render: (key: string) => settingLabel(key),
                },
                {
                  title: 'From',
                  key: 'from',
                  render: (_value, row) => settingValue(row.setting, row.old_value),
                },
                { title: 'To', key: 'to', render: (_value, row) => settingValue(row.setting, row.new_value) },
              ]}
            />
          </ScrollRegion>
        )}
      </Card>
    </div>
  )
}
