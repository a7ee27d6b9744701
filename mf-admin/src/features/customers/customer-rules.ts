// What the customers screens decide on their own: the list's state in the URL (`?q=&page=`), so a search
// can be reloaded, shared and gone back to; and the CSV export of every customer the search finds, file
// customers-{date}.csv, amounts as plain UGX numbers and times in Kampala.
import { toCsv } from '@shop/shared/csv'
import { kampalaDate, kampalaDateTime } from '@shop/shared/time/kampala'

export const PAGE_SIZE = 20

export interface CustomersQueryState {
  /** What the admin typed (kept as typed). */
  search: string
  /** 1-based. */
  page: number
}

export function readQueryState(params: URLSearchParams): CustomersQueryState {
  const page = Number.parseInt(params.get('page') ?? '', 10)
  return { search: params.get('q') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1 }
}

/** The URL parameters for `state`, leaving out defaults (a clean URL for the first, unfiltered page). */
export function writeQueryState(state: CustomersQueryState): URLSearchParams {
  const params = new URLSearchParams()
  const search = state.search.trim()
  if (search) params.set('q', search)
  if (state.page > 1) params.set('page', String(state.page))
  return params
}

export interface CustomerFigures {
  full_name: string
  email: string | null
  phone: string | null
  orders: number
  total_spent: number
  last_order_at: string | null
  joined_at: string
}

export const CSV_HEADER = ['Name', 'Email', 'Phone', 'Orders', 'Total Spent (UGX)', 'Last Order', 'Joined'] as const

export function customersCsv(rows: readonly CustomerFigures[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.full_name,
      row.email,
      row.phone,
      row.orders,
      Number(row.total_spent),
      row.last_order_at ? kampalaDateTime(row.last_order_at) : '',
      kampalaDateTime(row.joined_at),
    ]),
  )
}

/** customers-{Kampala date}.csv */
export function customersFileName(now: Date): string {
  return `customers-${kampalaDate(now)}.csv`
}
