// Recording a restock (units received, added to the stock) or a count (units on the shelf, replacing
// the stock) of one product. A refusal is shown in the dialog with everything typed kept.
import { refusalMessage } from '@shop/shared/errors'
import { COUNT_RANGE, checkQuantity, RESTOCK_RANGE } from '@shop/shared/stock/quantity'
import { toast } from '@shop/shared/toast'
import { Alert, Form, Input, Modal, Radio } from 'antd'
import { useState } from 'react'
import { type ShelfRow, type StockRecord, useRecordStockMutation } from '../api/stock.ts'

export const STOCK_RECORDED = 'Stock recorded'
const FAILED = 'Failed to record stock. Please try again.'

interface Values {
  kind: StockRecord['kind']
  /** As typed: refused with its reason under the field, never rounded or clamped into another figure. */
  quantity: string
  note?: string
}

export function RecordStockModal({ row, onClose }: { row: ShelfRow; onClose: () => void }) {
  const [form] = Form.useForm<Values>()
  const [record, { isLoading }] = useRecordStockMutation()
  const [failure, setFailure] = useState<{ message: string; hint: string | null } | null>(null)
  const kind = Form.useWatch('kind', form) ?? 'restock'
  const name = row.product?.name ?? 'this product'

  const rangeOf = (what: Values['kind']) => (what === 'restock' ? RESTOCK_RANGE : COUNT_RANGE)

  async function submit(values: Values) {
    setFailure(null)
    const quantity = checkQuantity(values.quantity ?? '', rangeOf(values.kind))
    if (!quantity.ok) return
    try {
      await record({
        outletProductId: row.id,
        kind: values.kind,
        quantity: quantity.units,
        note: values.note?.trim() || null,
      }).unwrap()
      toast.success(STOCK_RECORDED)
      onClose()
    } catch (error) {
      setFailure(refusalMessage(error, FAILED))
    }
  }

  return (
    <Modal
      open
      title={`Record stock: ${name}`}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        Now in stock: <strong>{row.stock}</strong> (minimum {row.min_stock}, maximum {row.max_stock})
      </p>
      <Form form={form} layout="vertical" initialValues={{ kind: 'restock', quantity: '' }} onFinish={submit}>
        <Form.Item name="kind" label="What happened">
          <Radio.Group
            options={[
              { label: 'Restock (units received)', value: 'restock' },
              { label: 'Count (units on the shelf)', value: 'count' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={kind === 'restock' ? 'Units received' : 'Units counted'}
          dependencies={['kind']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) => {
                const quantity = checkQuantity(value ?? '', rangeOf(getFieldValue('kind')))
                return quantity.ok ? Promise.resolve() : Promise.reject(new Error(quantity.message))
              },
            }),
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="note" label="Note (optional)">
          <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure.message} description={failure.hint ?? undefined} />}
    </Modal>
  )
}
