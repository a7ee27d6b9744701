// The orders screen's state in the URL (`?q=&status=&page=`), so a filtered list can be reloaded, shared
// and gone back to, and the search term turned into what the database matches (`orders.search_text`).

import { isOrderStatus, type OrderStatus } from '@shop/shared/orders'
import { phoneSearchDigits } from '../phone/search.ts'

export const PAGE_SIZE = 20

/** The longest search the database takes (search_orders: at most 10 patterns of 254 characters, KM901). */
export const SEARCH_MAX_LENGTH = 254

export interface OrdersQueryState {
  /** What the person typed (kept as typed). */
  search: string
  status: OrderStatus | null
  /** 1-based. */
  page: number
}

export function readQueryState(params: URLSearchParams): OrdersQueryState {
  const status = params.get('status')
  const page = Number.parseInt(params.get('page') ?? '', 10)
  return {
    search: params.get('q') ?? '',
    status: isOrderStatus(status) ? status : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The URL parameters for `state`, leaving out defaults (a clean URL for the first, unfiltered page). */
export function writeQueryState(state: OrdersQueryState): URLSearchParams {
  const params = new URLSearchParams()
  const search = state.search.trim()
  if (search) params.set('q', search)
  if (state.status) params.set('status', state.status)
  if (state.page > 1) params.set('page', String(state.page))
  return params
}

/**
 * The lower-case substrings that find what was typed in `orders.search_text` (order number, id, name,
 * e-mail, phone), or [] for no search. Characters that cannot occur there are dropped, so nothing typed
 * reaches the filter as syntax. An order's name as mails and screens write it ("Order #10234", "#10234")
 * is its number. A phone number typed the local way ("0772 481 530") also matches its stored E.164 form
 * (+256772481530): its digits after the country code (phoneSearchDigits) are a second pattern, from 7
 * digits on.
 */
export function searchPatterns(typed: string): string[] {
  const named = /^\s*(?:order\s*)?#\s*(\d+)\s*$/i.exec(typed)
  if (named?.[1]) return [named[1]]
  const term = typed
    .slice(0, SEARCH_MAX_LENGTH)
    .toLowerCase()
    .replace(/[^\p{L}\p{N} @.+'-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (!term) return []
  const patterns = [term]
  const phone = phoneSearchDigits(term)
  if (phone && phone.length >= 7 && !patterns.includes(phone)) patterns.push(phone)
  return patterns
}
