// Recording a restock (units received, added to the stock) or a count (units on the shelf, replacing
// the stock) of one product. A refusal is shown in the dialog with everything typed kept.
import { refusalMessage } from '@shop/shared/errors'
import { toast } from '@shop/shared/toast'
import { Alert, Form, Input, InputNumber, Modal, Radio } from 'antd'
import { useState } from 'react'
import { type ShelfRow, type StockRecord, useRecordStockMutation } from '../api/stock.ts'

export const STOCK_RECORDED = 'Stock recorded'
const FAILED = 'Failed to record stock. Please try again.'

interface Values {
  kind: StockRecord['kind']
  quantity: number | null
  note?: string
}

export function RecordStockModal({ row, onClose }: { row: ShelfRow; onClose: () => void }) {
  const [form] = Form.useForm<Values>()
  const [record, { isLoading }] = useRecordStockMutation()
  const [failure, setFailure] = useState<{ message: string; hint: string | null } | null>(null)
  const kind = Form.useWatch('kind', form) ?? 'restock'
  const name = row.product?.name ?? 'this product'

  async function submit(values: Values) {
    setFailure(null)
    try {
      await record({
        outletProductId: row.id,
        kind: values.kind,
        quantity: values.quantity ?? 0,
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
      <Form form={form} layout="vertical" initialValues={{ kind: 'restock', quantity: null }} onFinish={submit}>
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
          rules={[
            { required: true, message: 'Enter a number of units' },
            {
              type: 'integer',
              min: kind === 'restock' ? 1 : 0,
              max: 100000,
              message: `Enter a whole number of units from ${kind === 'restock' ? 1 : 0} to 100,000`,
            },
          ]}
        >
          <InputNumber min={kind === 'restock' ? 1 : 0} max={100000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="note" label="Note (optional)">
          <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure.message} description={failure.hint ?? undefined} />}
    </Modal>
  )
}
