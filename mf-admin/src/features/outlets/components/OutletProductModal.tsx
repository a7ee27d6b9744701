// Add a product to an outlet, or edit it there: the product (fixed once added), the outlet's price (0 or
// more, step 0.01), the stock with its minimum and maximum (whole numbers, 0 or more; the maximum at
// least the minimum) and whether it is available. A failed save keeps what was typed.
import type { ApiError } from '@shop/shared/api'
import { formatMoney } from '@shop/shared/money'
import { toast } from '@shop/shared/toast'
import { Alert, Form, InputNumber, Modal, Select, Switch } from 'antd'
import { useState } from 'react'
import { outletsApi, type ShelfRow } from '../api/outlets.ts'
import { shelfProblem, shelfSaveFailure } from '../outlet-rules.ts'

interface Values {
  product_id: string | undefined
  outlet_price: number | null
  stock: number | null
  min_stock: number | null
  max_stock: number | null
  is_available: boolean
}

interface Props {
  outletId: string
  /** The row to edit, or null to add one. */
  row: ShelfRow | null
  /** Products already at the outlet: not offered again. */
  taken: ReadonlySet<string>
  onClose: () => void
}

const wholeRules = (label: string) => [
  { required: true, message: `Enter the ${label}` },
  { type: 'integer' as const, min: 0, message: `The ${label} must be a whole number of 0 or more` },
]

export function OutletProductModal({ outletId, row, taken, onClose }: Props) {
  const [form] = Form.useForm<Values>()
  const products = outletsApi.useProductChoicesQuery(undefined, { skip: row !== null })
  const [save, saving] = outletsApi.useSaveShelfRowMutation()
  const [failure, setFailure] = useState<string | null>(null)
  const editing = row !== null

  const options = editing
    ? [{ value: row.product_id, label: row.product?.name ?? 'Product' }]
    : (products.data ?? [])
        .filter((product) => !taken.has(product.id))
        .map((product) => ({ value: product.id, label: `${product.name} (${formatMoney(Number(product.price))})` }))

  const submit = async () => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    const figures = { min_stock: values.min_stock ?? 0, max_stock: values.max_stock ?? 0 }
    const problem = shelfProblem(figures)
    if (problem) {
      setFailure(problem)
      return
    }
    setFailure(null)
    try {
      await save({
        outletId,
        id: row?.id,
        values: {
          product_id: values.product_id as string,
          outlet_price: values.outlet_price ?? 0,
          stock: values.stock ?? 0,
          ...figures,
          is_available: values.is_available,
        },
      }).unwrap()
      toast.success(editing ? 'Product updated successfully' : 'Product added successfully')
      onClose()
    } catch (error) {
      setFailure(shelfSaveFailure(error as ApiError))
      toast.error('Failed to save product')
    }
  }

  return (
    <Modal
      open
      title={editing ? 'Edit Product' : 'Add Product'}
      okText={editing ? 'Update Product' : 'Add Product'}
      onOk={() => void submit()}
      confirmLoading={saving.isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      {products.isError ? <Alert type="error" showIcon title="Failed to load products" role="alert" /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          product_id: row?.product_id,
          outlet_price: row?.outlet_price ?? null,
          stock: row?.stock ?? null,
          min_stock: row?.min_stock ?? null,
          max_stock: row?.max_stock ?? null,
          is_available: row?.is_available ?? true,
        }}
        onValuesChange={(changed: Partial<Values>) => {
          // A new product starts at its shop price, which the admin may change for this outlet.
          if (!changed.product_id || form.getFieldValue('outlet_price') !== null) return
          const chosen = products.data?.find((product) => product.id === changed.product_id)
          if (chosen) form.setFieldValue('outlet_price', Number(chosen.price))
        }}
      >
        <Form.Item label="Product" name="product_id" rules={[{ required: true, message: 'Choose a product' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={options}
            disabled={editing}
            loading={products.isLoading}
            placeholder="Choose a product"
          />
        </Form.Item>
        <Form.Item
          label="Outlet Price (UGX)"
          name="outlet_price"
          rules={[
            { required: true, message: 'Enter the outlet price' },
            { type: 'number', min: 0, message: 'The outlet price must be 0 or more' },
          ]}
        >
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <div className="outlet-form__grid outlet-form__grid--three">
          <Form.Item label="Stock" name="stock" rules={wholeRules('stock')}>
            <InputNumber min={0} step={1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Minimum stock" name="min_stock" rules={wholeRules('minimum stock')}>
            <InputNumber min={0} step={1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Maximum stock" name="max_stock" rules={wholeRules('maximum stock')}>
            <InputNumber min={0} step={1} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item label="Available" name="is_available" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
    </Modal>
  )
}
