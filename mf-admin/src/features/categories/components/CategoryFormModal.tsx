// Add or edit a category: name required, the slug made from it (lower case, spaces as hyphens) and
// shown; description and one image optional. A failed save keeps what was typed.
import type { ApiError } from '@shop/shared/api'
import { categorySlug } from '@shop/shared/catalogue/slug'
import { toast } from '@shop/shared/toast'
import { Alert, Form, Input, Modal, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { ImagePicker } from '../../../components/image-picker/ImagePicker.tsx'
import { type CategoryRow, useSaveCategoryMutation } from '../api/categories.ts'
import { saveFailureMessage } from '../category-rules.ts'

interface Values {
  name: string
  description: string
  images: string[]
}

interface Props {
  category: CategoryRow | null
  open: boolean
  onClose: () => void
}

export function CategoryFormModal({ category, open, onClose }: Props) {
  const [form] = Form.useForm<Values>()
  const [save] = useSaveCategoryMutation()
  // The modal's own state rather than the mutation hook's: a reopened modal starts ready, whatever the
  // last request's state (the hook's stayed "loading" after a save on reopening, and the button with it).
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const name = Form.useWatch('name', form) ?? ''
  const editing = category !== null

  useEffect(() => {
    if (!open) return
    setFailure(null)
    form.setFieldsValue({
      name: category?.name ?? '',
      description: category?.description ?? '',
      images: category?.image_url ? [category.image_url] : [],
    })
  }, [open, category, form])

  const submit = async () => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    setFailure(null)
    setSubmitting(true)
    try {
      await save({
        id: category?.id ?? undefined,
        values: {
          name: values.name.trim(),
          slug: categorySlug(values.name),
          description: values.description.trim() || null,
          image_url: values.images[0] ?? null,
        },
      }).unwrap()
      toast.success(editing ? 'Category updated successfully' : 'Category created successfully')
      onClose()
    } catch (error) {
      setFailure(saveFailureMessage(error as ApiError))
      toast.error('Failed to save category')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? 'Edit Category' : 'Add Category'}
      okText={editing ? 'Save Changes' : 'Add Category'}
      onOk={() => void submit()}
      confirmLoading={submitting}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ name: '', description: '', images: [] }}>
        <Form.Item
          name="name"
          label="Name"
          rules={[
            { required: true, whitespace: true, message: 'Enter the category name' },
            { max: 80, message: 'The name may be at most 80 characters' },
            {
              validator: (_rule, value: string) =>
                !value?.trim() || categorySlug(value) !== ''
                  ? Promise.resolve()
                  : Promise.reject(new Error('The name needs at least one letter or digit')),
            },
          ]}
          extra={<Typography.Text type="secondary">URL name: {categorySlug(name) || '—'}</Typography.Text>}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[{ max: 1000, message: 'The description may be at most 1000 characters' }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="images" label="Image">
          <ImagePicker bucket="product-category-images" itemLabel="Category" max={1} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} role="alert" />}
    </Modal>
  )
}
