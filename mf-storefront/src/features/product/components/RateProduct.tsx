// "Rate this product": one star rating per customer (changing it replaces it); the product's average
// is the database's. A visitor is asked to sign in first.
import { selectCurrentUser, signInRequested } from '@shop/shared/auth'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { useEffect, useState } from 'react'
import { StarPicker } from '../../../components/StarPicker.tsx'
import { fetchMyRating, submitRating } from '../api/product.ts'

export function RateProduct({ productId, onRated }: { productId: string; onRated: () => void }) {
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectCurrentUser)
  const [stars, setStars] = useState(0)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    setStars(0)
    if (!user) return
    let live = true
    fetchMyRating(productId, user.id).then(
      (mine) => live && setStars(mine ?? 0),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [productId, user])

  const rate = async (value: number) => {
    if (!user) {
      toast.show('Please sign in to rate this product')
      dispatch(signInRequested())
      return
    }
    const before = stars
    setStars(value)
    setSending(true)
    try {
      await submitRating({ productId, userId: user.id, rating: value })
      toast.success('Thank you for your rating!')
      onRated()
    } catch {
      setStars(before)
      toast.error('Failed to submit rating')
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="rate-product">
      <StarPicker legend="Rate this product" value={stars} onChange={rate} disabled={sending} />
    </div>
  )
}
