// Customer reviews, newest first, with the reviewers' names; the form to write one for signed-in
// customers (a chosen star rating and a comment; the button stays disabled until both are there). A
// customer reviews a product once: with a review of theirs on the list, the form edits that one.
import { selectCurrentUser, signInRequested } from '@shop/shared/auth'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { type FormEvent, useId, useState } from 'react'
import { StarPicker } from '../../../components/StarPicker.tsx'
import { StarRating } from '../../../components/StarRating.tsx'
import { useLoad } from '../../../lib/load/use-load.ts'
import { fetchReviews, type Review, submitReview, updateReview } from '../api/product.ts'

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

export function Reviews({ productId }: { productId: string }) {
  const [version, setVersion] = useState(0)
  const reviews = useLoad(`${productId}:${version}`, (signal) => fetchReviews(productId, signal))
  const user = useAppSelector(selectCurrentUser)
  const own = user ? reviews.data?.find((review) => review.user_id === user.id) : undefined
  return (
    <section className="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Customer Reviews</h2>
      <ReviewForm
        key={own ? `${own.id}:${version}` : 'new'}
        productId={productId}
        own={own}
        onSubmitted={() => setVersion((n) => n + 1)}
      />
      {reviews.status === 'error' ? (
        <p role="alert">
          An unexpected error occurred{' '}
          <button type="button" className="button" onClick={reviews.retry}>
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

function ReviewForm({
  productId,
  own,
  onSubmitted,
}: {
  productId: string
  own: Review | undefined
  onSubmitted: () => void
}) {
  const dispatch = useAppDispatch()
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
        await updateReview(review)
      } else if ((await submitReview(review)) === 'already-reviewed') {
        // What they wrote stays in the form, now ready to replace their earlier review.
        setEditing(true)
        toast.error('You have already reviewed this product. Press Update Review to replace it with this one.')
        return
      }
      toast.success('Review submitted successfully')
      onSubmitted()
    } catch {
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
