// A cart's summary figures: the shared rule's preview at once, then quote_order's answer (the figures
// the order will be charged), asked a moment after the last change, or at once when the answer for these
// lines and code is at hand (the coupon form just asked, or the cart's summary before the checkout's). A
// stale answer is never shown; the preview takes the percent of the last answer for the same coupon.
import type { CartLine } from '@shop/shared/cart'
import { useEffect, useMemo, useState } from 'react'
import { type OrderFigures, previewFigures, serverFigures } from './figures.ts'
import { type QuoteRequest, quoteApi, quoteRequest, type ServerQuote, useOrderQuoteQuery } from './quote-api.ts'
import { usePricingSettings } from './usePricingSettings.ts'

const QUOTE_DELAY_MS = 250

export interface OrderQuoteState {
  figures: OrderFigures
  /** The server's answer for exactly these lines and coupon, once it has come. */
  serverQuote: ServerQuote | null
  /** The server refused these lines or coupon (an ApiError with the refusal's code), or could not be asked. */
  error: unknown
  loading: boolean
}

/** `request` once it has stayed the same for QUOTE_DELAY_MS (the first one at once). */
function useSettledRequest(request: QuoteRequest, key: string): { key: string; request: QuoteRequest } {
  const [settled, setSettled] = useState({ key, request })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `request`
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ key, request }), QUOTE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [key])
  return settled
}

export function useOrderQuote(lines: readonly CartLine[], couponCode: string | null): OrderQuoteState {
  const settings = usePricingSettings()
  const request = useMemo(() => quoteRequest(lines, couponCode), [lines, couponCode])
  const key = JSON.stringify(request)
  const settled = useSettledRequest(request, key)
  const cached = quoteApi.endpoints.orderQuote.useQueryState(request).currentData !== undefined
  const asked = cached ? { key, request } : settled
  const quote = useOrderQuoteQuery(asked.request, { skip: request.items.length === 0 })

  const current = asked.key === key && !quote.isFetching
  const serverQuote = current ? (quote.currentData ?? null) : null
  const error = current && quote.isError ? quote.error : null
  const last = quote.data
  const percent = couponCode && last?.coupon_code === couponCode ? last.discount_percent : null
  const figures = serverQuote ? serverFigures(serverQuote) : previewFigures(lines, couponCode, percent, settings)
  return { figures, serverQuote, error, loading: lines.length > 0 && !serverQuote && !error }
}
