// Outlet Settings: the outlet's phone and opening hours, shown on the contact page; its manager edits
// them, other staff read them. A refusal is shown under the form with everything typed kept.
import { refusalMessage } from '@shop/shared/errors'
import { normalisePhone, storedPhone } from '@shop/shared/phone'
import { toast } from '@shop/shared/toast'
import { Alert, Button, Card, Descriptions, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { useCurrentOutlet } from '../../lib/outlet/current-outlet.ts'
import { useUpdateOutletContactMutation } from './api/settings.ts'

/**
 * What was last typed into each outlet's phone field and saved ("0414 231 570"), while the server keeps
 * its E.164 form (+256414231570): the form goes on showing it as typed, on this page and when the page is
 * opened again, instead of the stored form with the person's spaces gone.
 */
const typedPhones = new Map<string, string>()

function phoneAsTyped(outletId: string, stored: string): string {
  const typed = typedPhones.get(outletId)
  return typed !== undefined && storedPhone(typed) === stored ? typed : stored
}

interface Values {
  phone: string
  opening_hours: string
}

export default function SettingsPage() {
  const { outlet, isManager } = useCurrentOutlet()
  const [save, saving] = useUpdateOutletContactMutation()
  const [failure, setFailure] = useState<{ message: string; hint: string | null } | null>(null)

  async function submit(values: Values) {
    setFailure(null)
    try {
      await save({
        outletId: outlet.id,
        phone: storedPhone(values.phone),
        openingHours: values.opening_hours.trim(),
      }).unwrap()
      typedPhones.set(outlet.id, values.phone)
      toast.success('Outlet updated successfully')
    } catch (error) {
      setFailure(refusalMessage(error, 'Failed to save outlet. Please try again.'))
    }
  }

  return (
    <div>
      <Typography.Title level={1}>Outlet Settings</Typography.Title>
      <Card style={{ maxWidth: 720 }}>
        <Descriptions
          column={1}
          items={[
            { key: 'name', label: 'Outlet', children: outlet.name },
            {
              key: 'address',
              label: 'Address',
              children: [outlet.address, outlet.city, outlet.country].filter(Boolean).join(', '),
            },
          ]}
        />
        {isManager ? (
          <Form<Values>
            layout="vertical"
            initialValues={{ phone: phoneAsTyped(outlet.id, outlet.phone), opening_hours: outlet.opening_hours }}
            onFinish={submit}
            style={{ marginTop: 16 }}
          >
            <Form.Item
              name="phone"
              label="Phone"
              rules={[
                { required: true, whitespace: true, message: 'Please enter a valid phone number' },
                {
                  validator: (_, value: string) =>
                    !value?.trim() || normalisePhone(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error('Please enter a valid phone number')),
                },
              ]}
            >
              <Input autoComplete="tel" maxLength={32} />
            </Form.Item>
            <Form.Item
              name="opening_hours"
              label="Opening hours"
              extra="As customers read it on the contact page, e.g. Mon-Sat: 8:00 AM - 6:00 PM"
              rules={[{ required: true, whitespace: true, message: 'Please enter the opening hours' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            {failure && (
              <Alert
                type="error"
                showIcon
                title={failure.message}
                description={failure.hint ?? undefined}
                style={{ marginBottom: 16 }}
              />
            )}
            <Button type="primary" htmlType="submit" loading={saving.isLoading}>
              Save
            </Button>
          </Form>
        ) : (
          <>
            <Descriptions
              column={1}
              items={[
                { key: 'phone', label: 'Phone', children: outlet.phone },
                { key: 'hours', label: 'Opening hours', children: outlet.opening_hours },
              ]}
            />
            <Typography.Paragraph type="secondary">
              Only your outlet’s manager or an admin can change these.
            </Typography.Paragraph>
          </>
        )}
      </Card>
    </div>
  )
}
