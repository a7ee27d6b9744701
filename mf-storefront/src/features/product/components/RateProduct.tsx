// "Rate this product": one star rating per customer (changing it replaces it); the product's average
// is the database's. A visitor is asked to sign in first.
import { skipToken } from '@reduxjs/toolkit/query/react'
import { selectCurrentUser, signInRequested } from '@shop/shared/auth'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { useState } from 'react'
import { StarPicker } from '../../../components/StarPicker.tsx'
import { useMyRatingQuery, useRateProductMutation } from '../api/product.ts'

export function RateProduct({ productId }: { productId: string }) {
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectCurrentUser)
  const mine = useMyRatingQuery(user ? { productId, userId: user.id } : skipToken)
  const [rateProduct, { isLoading: sending }] = useRateProductMutation()
  // The stars chosen on this page (while saved, and after), else the stored rating.
  const [chosen, setChosen] = useState<number | null>(null)
  const stars = user ? (chosen ?? mine.currentData ?? 0) : 0

  const rate = async (value: number) => {
    if (!user) {
      toast.show('Please sign in to rate this product')
      dispatch(signInRequested())
      return
    }
    const before = chosen
    setChosen(value)
    try {
      await rateProduct({ productId, userId: user.id, rating: value }).unwrap()
      toast.success('Thank you for your rating!')
    } catch {
      setChosen(before)
      toast.error('Failed to submit rating')
    }
  }

  return (
    <div className="rate-product">
      <StarPicker legend="Rate this product" value={stars} onChange={rate} disabled={sending} />
    </div>
  )
}
