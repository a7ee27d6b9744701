// Products: search, a card grid paged on the server, add and edit in a modal, delete with
// confirmation. A product that has been ordered is withdrawn from sale instead of deleted, and the
// screen says so.
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { toast } from '@shop/shared/toast'
import { App, Button, Col, Input, Pagination, Row, Skeleton, Space, Typography } from 'antd'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  type AdminProduct,
  useProductsQuery,
  useRemoveProductMutation,
  useReturnToSaleMutation,
} from './api/products.ts'
import { ProductCard } from './components/ProductCard.tsx'
import { ProductFormModal } from './components/ProductFormModal.tsx'
import './products.css'

const PAGE_SIZE = 24

export default function ProductsPage() {
  const { modal } = App.useApp()
  const [params, setParams] = useSearchParams()
  const search = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const products = useProductsQuery({ search, page, pageSize: PAGE_SIZE })
  const [removeProduct] = useRemoveProductMutation()
  const [returnToSale] = useReturnToSaleMutation()
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null)
  const [typed, setTyped] = useState(search)

  const go = (next: { q?: string; page?: number }) => {
    const q = next.q ?? search
    const p = next.page ?? 1
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (q) updated.set('q', q)
        else updated.delete('q')
        if (p > 1) updated.set('page', String(p))
        else updated.delete('page')
        return updated
      },
      { replace: true },
    )
  }

  const confirmDelete = (product: AdminProduct) =>
    modal.confirm({
      title: `Delete ${product.name}?`,
      content:
        'Are you sure you want to delete this product? If it has been ordered, it is withdrawn from sale instead: its orders keep it and shoppers no longer see it.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const outcome = await removeProduct(product.id).unwrap()
          if (outcome === 'withdrawn') {
            toast.show(`${product.name} has been ordered, so it was withdrawn from sale instead of deleted.`)
          } else {
            toast.success('Product deleted successfully')
          }
        } catch {
          toast.error('Failed to delete product')
        }
      },
    })

  const putBackOnSale = async (product: AdminProduct) => {
    try {
      await returnToSale(product.id).unwrap()
      toast.success(`${product.name} is on sale again. Restock it in Inventory.`)
    } catch {
      toast.error('Failed to save product')
    }
  }

  return (
    <div className="admin-page">
      <Typography.Title level={1}>Products</Typography.Title>
      <Space wrap className="products-toolbar">
        <Input.Search
          aria-label="Search products"
          placeholder="Search products by name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => go({ q: value.trim() })}
          style={{ maxWidth: 360 }}
        />
        <Button type="primary" onClick={() => setEditing({ product: null })}>
          Add Product
        </Button>
      </Space>
      {products.isError ? (
        <LoadFailed
          title="Failed to load products"
          description="Check your connection and try again."
          onRetry={() => void products.refetch()}
        />
      ) : products.isLoading || !products.data ? (
        <Skeleton active />
      ) : products.data.rows.length === 0 ? (
        search ? (
          <EmptyState title={`No products match "${search}"`} text="Try another name." />
        ) : (
          <EmptyState title="No products yet" text="Add the first one." />
        )
      ) : (
        <>
          <p role="status" className="products-count">
            {products.data.total.toLocaleString('en-US')} {products.data.total === 1 ? 'product' : 'products'}
            {search ? ` matching "${search}"` : ''}
          </p>
          <Row gutter={[16, 16]}>
            {products.data.rows.map((product) => (
              <Col key={product.id} xs={24} sm={12} lg={8} xxl={6}>
                <ProductCard
                  product={product}
                  onEdit={() => setEditing({ product })}
                  onDelete={() => confirmDelete(product)}
                  onReturnToSale={() => void putBackOnSale(product)}
                />
              </Col>
            ))}
          </Row>
          <Pagination
            className="products-pagination"
            current={page}
            pageSize={PAGE_SIZE}
            total={products.data.total}
            showSizeChanger={false}
            onChange={(next) => go({ page: next })}
          />
        </>
      )}
      <ProductFormModal open={editing !== null} product={editing?.product ?? null} onClose={() => setEditing(null)} />
    </div>
  )
}
