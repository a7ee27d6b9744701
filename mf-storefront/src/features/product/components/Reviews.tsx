// Customer reviews, newest first, with the reviewers' names; the form to write one for signed-in
// customers (a chosen star rating and a comment; the button stays disabled until both are there). A
// customer reviews a product once: with a review of theirs on the list, the form edits that one.
import { selectCurrentUser, signInRequested } from '@shop/shared/auth'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { type FormEvent, useId, useState } from 'react'
import { StarPicker } from '../../../components/StarPicker.tsx'
import { StarRating } from '../../../components/StarRating.tsx'
import {
  isAlreadyReviewed,
  type Review,
  useProductReviewsQuery,
  useSubmitReviewMutation,
  useUpdateReviewMutation,
} from '../api/product.ts'

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

export function Reviews({ productId }: { productId: string }) {
  const reviews = useProductReviewsQuery(productId)
  const user = useAppSelector(selectCurrentUser)
  const own = user ? reviews.data?.find((review) => review.user_id === user.id) : undefined
  return (
    <section className="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Customer Reviews</h2>
      {/* A review of theirs arriving on the list starts the form afresh, as the edit of that review. */}
      <ReviewForm key={own ? own.id : 'new'} productId={productId} own={own} />
      {reviews.isError ? (
        <p role="alert">
          An unexpected error occurred{' '}
          <button type="button" className="button" onClick={reviews.refetch}>
            Retry
          </button>
        </p>
      ) : !reviews.data ? (
        <p role="status">Loading reviews</p>
      ) : reviews.data.length === 0 ? (
        <p>No reviews yet. Be the first to review this product.</p>
      ) : (
        <ol className="reviews__list" aria-label="Reviews">
          {reviews.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ol>
      )}
    </section>
  )
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="review">
      <div className="review__head">
        <strong>{review.reviewer_name || 'A customer'}</strong>
        <StarRating value={review.rating} size={14} />
      </div>
      <time dateTime={review.created_at} className="review__date">
        {dateFormat.format(new Date(review.created_at))}
      </time>
      <p className="review__comment">{review.comment}</p>
    </li>
  )
}

function ReviewForm({ productId, own }: { productId: string; own: Review | undefined }) {
  const dispatch = useAppDispatch()
  const [submitReview] = useSubmitReviewMutation()
  const [updateReview] = useUpdateReviewMutation()
  const user = useAppSelector(selectCurrentUser)
  const [rating, setRating] = useState(own?.rating ?? 0)
  const [comment, setComment] = useState(own?.comment ?? '')
  // Editing: the customer's review is on the list, or an insert found one written elsewhere (another tab).
  const [editing, setEditing] = useState(own !== undefined)
  const [sending, setSending] = useState(false)
  const commentId = useId()

  if (!user) {
    return (
      <div className="review-form review-form--signed-out">
        <p>Please sign in to leave a review</p>
        <button type="button" className="button" onClick={() => dispatch(signInRequested())}>
          Sign In
        </button>
      </div>
    )
  }

  const ready = rating > 0 && comment.trim() !== '' && !sending
  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready) return
    setSending(true)
    const review = { productId, userId: user.id, rating, comment }
    try {
      if (editing) {
        await updateReview(review).unwrap()
      } else {
        await submitReview(review).unwrap()
      }
      toast.success('Review submitted successfully')
    } catch (error) {
      if (!editing && isAlreadyReviewed(error)) {
        // What they wrote stays in the form, now ready to replace their earlier review.
        setEditing(true)
        toast.error('You have already reviewed this product. Press Update Review to replace it with this one.')
        return
      }
      // What they wrote stays in the form.
      toast.error('Failed to submit review')
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="review-form" onSubmit={send} aria-label={editing ? 'Your review' : 'Write a review'}>
      <h3>{editing ? 'Your Review' : 'Write a Review'}</h3>
      <StarPicker legend="Your rating" value={rating} onChange={setRating} disabled={sending} />
      <label htmlFor={commentId}>Your review</label>
      <textarea
        id={commentId}
        rows={4}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        placeholder="What did you think of it?"
      />
      <button type="submit" className="button button--primary" disabled={!ready}>
        {sending ? 'Submitting…' : editing ? 'Update Review' : 'Submit Review'}
      </button>
    </form>
  )
}
