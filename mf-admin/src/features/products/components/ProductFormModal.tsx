// Add or edit a product in a modal. A failed save keeps the modal open with everything typed, says what
// went wrong, and can be tried again.
import { toast } from '@shop/shared/toast'
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd'
import { useEffect, useState } from 'react'
import { ImagePicker } from '../../../components/image-picker/ImagePicker.tsx'
import type { AdminProduct } from '../api/products.ts'
import { useCategoryOptionsQuery, useSaveProductMutation } from '../api/products.ts'
import {
  discountProblem,
  EMPTY_PRODUCT,
  formValuesOf,
  type ProductFormValues,
  productInputOf,
} from '../product-form.ts'

interface Props {
  /** The product to edit, `null` to add one; the modal is closed when `open` is false. */
  product: AdminProduct | null
  open: boolean
  onClose: () => void
}

export function ProductFormModal({ product, open, onClose }: Props) {
  const [form] = Form.useForm<ProductFormValues>()
  const categories = useCategoryOptionsQuery()
  const [save, saving] = useSaveProductMutation()
  const [failure, setFailure] = useState<string | null>(null)
  const editing = product !== null

  useEffect(() => {
    if (!open) return
    setFailure(null)
    form.setFieldsValue(product ? formValuesOf(product) : EMPTY_PRODUCT)
  }, [open, product, form])

  const submit = async () => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    setFailure(null)
    try {
      await save({ id: product?.id, values: productInputOf(values) }).unwrap()
      toast.success(editing ? 'Product updated successfully' : 'Product created successfully')
      onClose()
    } catch {
      setFailure('Failed to save product. Nothing was lost: check the fields and your connection, then save again.')
      toast.error('Failed to save product')
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? 'Edit Product' : 'Add Product'}
      okText={editing ? 'Save Changes' : 'Add Product'}
      onOk={() => void submit()}
      confirmLoading={saving.isLoading}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={EMPTY_PRODUCT} requiredMark>
        <Form.Item
          name="name"
          label="Name"
          rules={[
            { required: true, whitespace: true, message: 'Enter the product name' },
            { max: 120, message: 'The name may be at most 120 characters' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[
            { required: true, whitespace: true, message: 'Enter a description' },
            { max: 4000, message: 'The description may be at most 4000 characters' },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="price"
          label="Price (UGX)"
          rules={[
            { required: true, message: 'Enter the price' },
            { type: 'number', min: 0, message: 'The price cannot be negative' },
          ]}
        >
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="discount_price"
          label="Discount price (UGX, optional)"
          dependencies={['price']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: number | null) => {
                const problem = discountProblem(getFieldValue('price'), value)
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve()
              },
            }),
          ]}
        >
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="stock"
          label="Stock"
          rules={[
            { required: true, message: 'Enter the stock' },
            { type: 'integer', min: 0, message: 'Stock is a whole number, 0 or more' },
          ]}
        >
          <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="category_id" label="Category" rules={[{ required: true, message: 'Choose a category' }]}>
          <Select
            loading={categories.isLoading}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            placeholder={categories.isError ? 'Failed to load categories' : 'Select…'}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="image_urls" label="Images">
          <ImagePicker bucket="product-images" itemLabel="Product" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} role="alert" />}
    </Modal>
  )
}
