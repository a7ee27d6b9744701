// The admin's categories: each with its product count and last change (the category_overview view),
// add, edit, and delete one or several. Deleting a category keeps its products, uncategorised (the
// foreign key sets their category to none); they stay on sale.
import { api } from '@shop/shared/api'
import type { Tables, TablesInsert } from '@shop/shared/database'

export type CategoryRow = Tables<'category_overview'>
export type CategoryInput = Pick<TablesInsert<'product_categories'>, 'name' | 'slug' | 'description' | 'image_url'>

export const categoriesApi = api.enhanceEndpoints({ addTagTypes: ['Category', 'Product'] }).injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<CategoryRow[], void>({
      query: () => (db) =>
        db
          .from('category_overview')
          .select('id, name, slug, description, image_url, created_at, updated_at, product_count')
          .order('name'),
      providesTags: ['Category'],
    }),
    saveCategory: build.mutation<null, { id?: string; values: CategoryInput }>({
      query:
        ({ id, values }) =>
        (db) =>
          id ? db.from('product_categories').update(values).eq('id', id) : db.from('product_categories').insert(values),
      invalidatesTags: ['Category', 'Product'],
    }),
    deleteCategories: build.mutation<null, string[]>({
      query: (ids) => (db) => db.from('product_categories').delete().in('id', ids),
      invalidatesTags: ['Category', 'Product'],
    }),
  }),
})

export const { useCategoriesQuery, useSaveCategoryMutation, useDeleteCategoriesMutation } = categoriesApi
