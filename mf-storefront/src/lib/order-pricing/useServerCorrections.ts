// What the server's quote corrects in the browser's cart: fresh names and prices (so the preview and the
// server agree), a product that no longer exists (product_not_found: removed, "Product not found"), a coupon
// the server no longer accepts (invalid_coupon: removed, "Invalid coupon code"). Returns each line's stock
// as the server knows it.
import { type CartLine, cartReplaced, couponRemoved, removeItem, selectCouponCode } from '@shop/shared/cart'
import { isBusinessError, REFUSAL_TEXTS, readBusinessError } from '@shop/shared/errors'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { useEffect, useMemo } from 'react'
import { refreshedLines } from './figures.ts'
import type { OrderQuoteState } from './useOrderQuote.ts'

export interface LineStock {
  stock: number
  inStock: boolean
}

export function useServerCorrections(lines: readonly CartLine[], quote: OrderQuoteState): Map<string, LineStock> {
  const dispatch = useAppDispatch()
  const couponCode = useAppSelector(selectCouponCode)
  const { serverQuote, error } = quote

  useEffect(() => {
    if (!serverQuote) return
    const next = refreshedLines(lines, serverQuote)
    if (next) dispatch(cartReplaced({ items: next, couponCode }))
  }, [serverQuote, lines, couponCode, dispatch])

  useEffect(() => {
    const missing = readBusinessError(error, 'product_not_found')
    if (isBusinessError(error, 'invalid_coupon') && couponCode) {
      dispatch(couponRemoved())
      toast.error(REFUSAL_TEXTS.invalid_coupon.message)
    } else if (missing) {
      dispatch(removeItem(missing.details.product_id))
      toast.error(REFUSAL_TEXTS.product_not_found.message)
    }
  }, [error, couponCode, dispatch])

  return useMemo(
    () =>
      new Map(
        (serverQuote?.items ?? []).map((item) => [item.product_id, { stock: item.stock, inStock: item.in_stock }]),
      ),
    [serverQuote],
  )
}
