// Puts an order's lines back in the cart (reorder.ts) and goes to the cart, saying what was added and
// what is no longer available or short. A product already in the cart keeps the larger of the two quantities, so
// pressing twice never doubles a line.
import { addItem, selectCartItems, setQuantity } from '@shop/shared/cart'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { reorderMessage } from './reorder.ts'
import { reorderOf } from './reorder-api.ts'

export const REORDER_FAILED = 'Could not put the order back in your cart. Please try again.'

export function useReorder() {
  const dispatch = useAppDispatch()
  const inCart = useAppSelector(selectCartItems)
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  async function run(orderId: string) {
    setBusy(true)
    try {
      const result = await reorderOf(orderId)
      for (const { product, quantity } of result.add) {
        const line = inCart.find((item) => item.product.id === product.id)
        if (!line) dispatch(addItem({ product, quantity }))
        else if (line.quantity < quantity) dispatch(setQuantity({ productId: product.id, quantity }))
      }
      const { added, missing, fewer } = reorderMessage(result)
      if (added) toast.success(added)
      if (missing) toast.show(missing)
      if (fewer) toast.show(fewer)
      navigate('/cart')
    } catch {
      toast.error(REORDER_FAILED)
    } finally {
      setBusy(false)
    }
  }

  return { run, busy }
}
