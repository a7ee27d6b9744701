// The product page's data layer: public reads over the REST API (lib/public-rest), the customer's own
// rating and their writes (review, rating) through the page's Supabase client as themselves.
import type { Tables } from '@shop/shared/database'
import { getSupabase } from '@shop/shared/supabase'
import { productCardSelect } from '../../../lib/products/columns.ts'
import type { CatalogueProduct } from '../../../lib/products/types.ts'
import { publicRead } from '../../../lib/public-rest/public-read.ts'

export type ProductDetail = CatalogueProduct & Pick<Tables<'products'>, 'category_id'>

export type Review = Pick<
  Tables<'product_reviews'>,
  'id' | 'user_id' | 'reviewer_name' | 'rating' | 'comment' | 'created_at'
>

/** Section 9: related products shown at most. */
export const RELATED_LIMIT = 4

/** The product, or null when there is none with this id. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<ProductDetail | null> {
  const rows = await publicRead<ProductDetail[]>(
    `products?select=${productCardSelect()},category_id&id=eq.${encodeURIComponent(id)}`,
    { signal },
  )
  return rows[0] ?? null
}

/** Up to four other products of the same category, newest first. */
export async function fetchRelated(product: ProductDetail, signal?: AbortSignal): Promise<CatalogueProduct[]> {
  if (!product.category_id) return []
  return publicRead<CatalogueProduct[]>(
    `products?select=${productCardSelect()}&category_id=eq.${product.category_id}&id=neq.${product.id}&order=created_at.desc,id.asc&limit=${RELATED_LIMIT}`,
    { signal },
  )
}

/** The product's reviews, newest first, with the reviewers' names. */
export function fetchReviews(productId: string, signal?: AbortSignal): Promise<Review[]> {
  return publicRead<Review[]>(
    `product_reviews?select=id,user_id,reviewer_name,rating,comment,created_at&product_id=eq.${productId}&order=created_at.desc,id.asc`,
    { signal },
  )
}

/**
 * A customer reviews a product once (the database's unique key); a second insert, say from another tab,
 * answers 'already-reviewed' so the form can offer to replace the first.
 */
export async function submitReview(review: {
  productId: string
  userId: string
  rating: number
  comment: string
}): Promise<'saved' | 'already-reviewed'> {
  const client = await getSupabase()
  const { error } = await client.from('product_reviews').insert({
    product_id: review.productId,
    user_id: review.userId,
    rating: review.rating,
    comment: review.comment.trim(),
  })
  if (error?.code === '23505') return 'already-reviewed'
  if (error) throw new Error(error.message)
  return 'saved'
}

/** Replaces the customer's own review of a product (RLS lets them change only theirs). */
export async function updateReview(review: {
  productId: string
  userId: string
  rating: number
  comment: string
}): Promise<void> {
  const client = await getSupabase()
  const { error, count } = await client
    .from('product_reviews')
    .update({ rating: review.rating, comment: review.comment.trim() }, { count: 'exact' })
    .eq('product_id', review.productId)
    .eq('user_id', review.userId)
  if (error) throw new Error(error.message)
  if (count === 0) throw new Error('The review to update was not found')
}

/** One rating per customer and product: a second rating replaces the first. */
export async function submitRating(rating: { productId: string; userId: string; rating: number }): Promise<void> {
  const client = await getSupabase()
  const { error } = await client
    .from('product_ratings')
    .upsert(
      { user_id: rating.userId, product_id: rating.productId, rating: rating.rating },
      { onConflict: 'user_id,product_id' },
    )
  if (error) throw new Error(error.message)
}

/** The signed-in customer's own rating of the product, or null. */
export async function fetchMyRating(productId: string, userId: string): Promise<number | null> {
  const client = await getSupabase()
  const { data, error } = await client
    .from('product_ratings')
    .select('rating')
    .eq('product_id', productId)
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data?.rating ?? null
}
