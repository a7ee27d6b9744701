// Categories: a table with checkbox selection, search, product counts and last change; add and edit in a
// modal; delete one or the selected ones, each after a confirmation. Products of a deleted category are
// kept, without a category, and stay on sale.

import { LoadFailed } from '@shop/shared/portal/load-failed'
import { kampalaDateTime } from '@shop/shared/time/kampala'
import { toast } from '@shop/shared/toast'
import { App, Button, Input, Space, Table, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { type CategoryRow, useCategoriesQuery, useDeleteCategoriesMutation } from './api/categories.ts'
import { matchesSearch } from './category-rules.ts'
import { CategoryFormModal } from './components/CategoryFormModal.tsx'

const KEPT = 'Its products are kept, without a category, and stay on sale.'

export default function CategoriesPage() {
  const { modal } = App.useApp()
  const [params, setParams] = useSearchParams()
  const search = params.get('q') ?? ''
  const categories = useCategoriesQuery()
  const [deleteCategories] = useDeleteCategoriesMutation()
  const [selected, setSelected] = useState<string[]>([])
  const [editing, setEditing] = useState<{ category: CategoryRow | null } | null>(null)
  // Each opening of the form is a new instance of it: nothing of the last one (its save in flight, its
  // button's state) reaches the next. Closing keeps the instance, so the dialog still animates out.
  const [openings, setOpenings] = useState(0)
  const openForm = (category: CategoryRow | null) => {
    setOpenings((n) => n + 1)
    setEditing({ category })
  }

  const rows = useMemo(
    () => (categories.data ?? []).filter((row) => matchesSearch(row, search)),
    [categories.data, search],
  )

  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set('q', value)
        else next.delete('q')
        return next
      },
      { replace: true },
    )

  const remove = (ids: string[], single: CategoryRow | null) =>
    modal.confirm({
      title: single ? `Delete ${single.name}?` : `Delete ${ids.length} categories?`,
      content: single
        ? `This will affect all products in this category. ${KEPT}`
        : `This will affect all products in these categories. Their products are kept, without a category, and stay on sale.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteCategories(ids).unwrap()
          setSelected((now) => now.filter((id) => !ids.includes(id)))
          toast.success(single ? 'Category deleted successfully' : 'Categories deleted successfully')
        } catch {
          toast.error(single ? 'Failed to delete category' : 'Failed to delete categories')
        }
      },
    })

  return (
    <div className="admin-page">
      <Typography.Title level={1}>Categories</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search categories"
          placeholder="Search categories"
          defaultValue={search}
          onSearch={(value) => setSearch(value.trim())}
          onChange={(event) => setSearch(event.target.value.trim())}
          style={{ maxWidth: 320 }}
        />
        <Button type="primary" onClick={() => openForm(null)}>
          Add Category
        </Button>
        <Button
          danger
          disabled={selected.length === 0}
          onClick={() =>
            remove(
              selected,
              selected.length === 1 ? ((categories.data ?? []).find((c) => c.id === selected[0]) ?? null) : null,
            )
          }
        >
          Delete selected ({selected.length})
        </Button>
      </Space>
      {categories.isError ? (
        <LoadFailed
          title="Failed to load categories"
          description="Check your connection and try again."
          onRetry={() => void categories.refetch()}
        />
      ) : (
        <div className="admin-table-scroll">
          <Table<CategoryRow>
            rowKey={(row) => row.id ?? ''}
            loading={categories.isLoading}
            dataSource={rows}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{ emptyText: search ? `No categories match "${search}"` : 'No categories yet. Add the first one.' }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(String)),
              getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.name}` }) as never,
            }}
            columns={[
              { title: 'Name', dataIndex: 'name', key: 'name' },
              { title: 'Slug', dataIndex: 'slug', key: 'slug' },
              {
                title: 'Products',
                dataIndex: 'product_count',
                key: 'product_count',
                align: 'right',
                render: (count: number | null) => (count ?? 0).toLocaleString('en-US'),
              },
              {
                title: 'Last modified',
                dataIndex: 'updated_at',
                key: 'updated_at',
                render: (value: string | null) => (value ? kampalaDateTime(value) : ''),
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_value, row) => (
                  <Space>
                    <Button size="small" onClick={() => openForm(row)} aria-label={`Edit ${row.name}`}>
                      Edit
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() => remove([row.id ?? ''], row)}
                      aria-label={`Delete ${row.name}`}
                    >
                      Delete
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </div>
      )}
      <CategoryFormModal
        key={openings}
        open={editing !== null}
        category={editing?.category ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  )
}
