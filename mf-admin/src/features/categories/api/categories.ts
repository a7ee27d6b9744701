// The admin's categories: each with its product count and last change (the category_overview view),
// add, edit, and delete one or several. Deleting a category keeps its products, uncategorised (the
// foreign key sets their category to none); they stay on sale.
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import type { TablesInsert } from '@shop/shared/database'

export type CategoryInput = Pick<TablesInsert<'product_categories'>, 'name' | 'slug' | 'description' | 'image_url'>

export const categoriesApi = api.enhanceEndpoints({ addTagTypes: ['Category', 'Product'] }).injectEndpoints({
  endpoints: (build) => ({
    categories: supabaseQuery(build, {
      query: () => (db) =>
        db
          .from('category_overview')
          .select('id, name, slug, description, image_url, created_at, updated_at, product_count')
          .order('name'),
      providesTags: ['Category'],
    }),
    saveCategory: supabaseMutation(build, {
      query:
        ({ id, values }: { id?: string; values: CategoryInput }) =>
        (db) =>
          id ? db.from('product_categories').update(values).eq('id', id) : db.from('product_categories').insert(values),
      invalidatesTags: ['Category', 'Product'],
    }),
    deleteCategories: supabaseMutation(build, {
      query: (ids: string[]) => (db) => db.from('product_categories').delete().in('id', ids),
      invalidatesTags: ['Category', 'Product'],
    }),
  }),
})

export type CategoryRow = (typeof categoriesApi.endpoints.categories.Types.ResultType)[number]

export const { useCategoriesQuery, useSaveCategoryMutation, useDeleteCategoriesMutation } = categoriesApi
