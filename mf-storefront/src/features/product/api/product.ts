// The product page's data layer, injected into the shared api: the product, its related products and its
// reviews are public reads (lib/public-rest: no supabase-js for a visitor); the customer's own rating and
// their writes (review, rating) go through the page's Supabase client as themselves. A review refreshes the
// reviews, a rating the product (its average is the database's).
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'
import { productCardSelect } from '../../../lib/products/columns.ts'
import type { CatalogueProduct } from '../../../lib/products/types.ts'
import { publicQuery } from '../../../lib/public-rest/public-query.ts'

// The rows of the public reads below: a plain fetch, which supabase-js does not type, so they are named
// from the schema here (the columns those reads select).
export type ProductDetail = CatalogueProduct & Pick<Tables<'products'>, 'category_id'>

export type Review = Pick<
  Tables<'product_reviews'>,
  'id' | 'user_id' | 'reviewer_name' | 'rating' | 'comment' | 'created_at'
>

export interface ReviewInput {
  productId: string
  userId: string
  rating: number
  comment: string
}

/** Section 9: related products shown at most. */
export const RELATED_LIMIT = 4

/** The unique key on (product, customer): the customer has reviewed this product already. */
const ALREADY_REVIEWED = '23505'

/** Whether a failed review insert means the customer's review exists already (say, from another tab). */
export function isAlreadyReviewed(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_REVIEWED
}

export const productApi = api.enhanceEndpoints({ addTagTypes: ['Product', 'Review', 'MyRating'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The product, or null when there is none with this id. */
    productDetail: build.query<ProductDetail | null, string>({
      queryFn: (id, { signal }) =>
        publicQuery(
          `products?select=${productCardSelect()},category_id&id=eq.${encodeURIComponent(id)}`,
          signal,
          (rows: ProductDetail[]) => rows[0] ?? null,
        ),
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    /** Up to four other products of the same category, newest first. */
    relatedProducts: build.query<CatalogueProduct[], { productId: string; categoryId: string }>({
      queryFn: ({ productId, categoryId }, { signal }) =>
        publicQuery(
          `products?select=${productCardSelect()}&category_id=eq.${categoryId}&id=neq.${productId}&order=created_at.desc,id.asc&limit=${RELATED_LIMIT}`,
          signal,
          (rows: CatalogueProduct[]) => rows,
        ),
      providesTags: ['Product'],
    }),
    /** The product's reviews, newest first, with the reviewers' names. */
    productReviews: build.query<Review[], string>({
      queryFn: (productId, { signal }) =>
        publicQuery(
          `product_reviews?select=id,user_id,reviewer_name,rating,comment,created_at&product_id=eq.${encodeURIComponent(productId)}&order=created_at.desc,id.asc`,
          signal,
          (rows: Review[]) => rows,
        ),
      providesTags: (_reviews, _error, productId) => [{ type: 'Review', id: productId }],
    }),
    /** A customer reviews a product once (the database's unique key): see isAlreadyReviewed. */
    submitReview: supabaseMutation(build, {
      query: (review: ReviewInput) => (db) =>
        db.from('product_reviews').insert({
          product_id: review.productId,
          user_id: review.userId,
          rating: review.rating,
          comment: review.comment.trim(),
        }),
      invalidatesTags: (_result, error, review) => (error ? [] : [{ type: 'Review', id: review.productId }]),
    }),
    /** Replaces the customer's own review of a product (RLS lets them change only theirs). */
    updateReview: supabaseMutation(build, {
      query: (review: ReviewInput) => async (db) => {
        const { error, count, status } = await db
          .from('product_reviews')
          .update({ rating: review.rating, comment: review.comment.trim() }, { count: 'exact' })
          .eq('product_id', review.productId)
          .eq('user_id', review.userId)
        if (!error && count === 0) return { data: null, error: { message: 'The review to update was not found' } }
        return { data: null, error, status }
      },
      invalidatesTags: (_result, _error, review) => [{ type: 'Review', id: review.productId }],
    }),
    /** The signed-in customer's own rating of the product, or null. */
    myRating: supabaseQuery(build, {
      query:
        ({ productId, userId }: { productId: string; userId: string }) =>
        (db) =>
          db.from('product_ratings').select('rating').eq('product_id', productId).eq('user_id', userId).maybeSingle(),
      transformResponse: (row) => row?.rating ?? null,
      providesTags: (_rating, _error, { productId }) => [{ type: 'MyRating', id: productId }],
    }),
    /** One rating per customer and product: a second rating replaces the first. */
    rateProduct: supabaseMutation(build, {
      query:
        ({ productId, userId, rating }: { productId: string; userId: string; rating: number }) =>
        (db) =>
          db
            .from('product_ratings')
            .upsert({ user_id: userId, product_id: productId, rating }, { onConflict: 'user_id,product_id' }),
      invalidatesTags: (_result, _error, { productId }) => [
        { type: 'Product', id: productId },
        { type: 'MyRating', id: productId },
      ],
    }),
  }),
})

export const {
  useProductDetailQuery,
  useRelatedProductsQuery,
  useProductReviewsQuery,
  useSubmitReviewMutation,
  useUpdateReviewMutation,
  useMyRatingQuery,
  useRateProductMutation,
} = productApi
