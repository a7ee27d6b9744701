// A cart's summary figures: the shared rule's preview at once, then quote_order's answer (the figures
// the order will be charged), asked a moment after the last change. A stale answer is never shown.
import type { CartLine } from '@shop/shared/cart'
import { useEffect, useMemo, useState } from 'react'
import { type OrderFigures, previewFigures, serverFigures } from './figures.ts'
import { confirmedCouponPercent, type QuoteError, quoteItems, quoteOrder, type ServerQuote } from './quote-api.ts'
import { usePricingSettings } from './usePricingSettings.ts'

const QUOTE_DELAY_MS = 250

export interface OrderQuoteState {
  figures: OrderFigures
  /** The server's answer for exactly these lines and coupon, once it has come. */
  serverQuote: ServerQuote | null
  /** The server refused these lines or coupon, or could not be asked. */
  error: QuoteError | Error | null
  loading: boolean
}

export function useOrderQuote(lines: readonly CartLine[], couponCode: string | null): OrderQuoteState {
  const settings = usePricingSettings()
  const request = useMemo(() => ({ items: quoteItems(lines), couponCode }), [lines, couponCode])
  const key = JSON.stringify(request)
  const [answer, setAnswer] = useState<{ key: string; quote: ServerQuote | null; error: Error | null } | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `request`
  useEffect(() => {
    if (request.items.length === 0) return
    let current = true
    const timer = setTimeout(() => {
      quoteOrder(request.items, request.couponCode).then(
        (quote) => {
          if (current) setAnswer({ key, quote, error: null })
        },
        (error: unknown) => {
          if (current) setAnswer({ key, quote: null, error: error instanceof Error ? error : new Error(String(error)) })
        },
      )
    }, QUOTE_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [key])

  const fresh = answer?.key === key ? answer : null
  const percent = couponCode ? confirmedCouponPercent(couponCode) : null
  const figures = fresh?.quote ? serverFigures(fresh.quote) : previewFigures(lines, couponCode, percent, settings)
  return {
    figures,
    serverQuote: fresh?.quote ?? null,
    error: fresh?.error ?? null,
    loading: lines.length > 0 && !fresh,
  }
}
