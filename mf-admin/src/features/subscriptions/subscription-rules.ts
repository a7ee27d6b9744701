// What the subscriptions screen decides on its own: the search by e-mail (case-insensitive substring),
// the type filter ('All Types' plus the types present), and the CSV export of the filtered rows, file
// subscriptions-{date}.csv with columns Email, Type, Subscribed On, times in Kampala.
import { toCsv } from '@shop/shared/csv'
import { kampalaDate, kampalaDateTime } from '@shop/shared/time/kampala'

export interface SubscriptionRow {
  id: string
  email: string
  type: string
  created_at: string
}

/** The type filter's value for every type. */
export const ALL_TYPES = 'all'

export interface SubscriptionFilter {
  search: string
  type: string
}

export function isFiltered({ search, type }: SubscriptionFilter): boolean {
  return search.trim() !== '' || type !== ALL_TYPES
}

export function filterSubscriptions<T extends SubscriptionRow>(rows: readonly T[], filter: SubscriptionFilter): T[] {
  const term = filter.search.trim().toLowerCase()
  return rows.filter(
    (row) => (filter.type === ALL_TYPES || row.type === filter.type) && row.email.toLowerCase().includes(term),
  )
}

/** The types present, alphabetically, each once. */
export function subscriptionTypes(rows: readonly SubscriptionRow[]): string[] {
  return [...new Set(rows.map((row) => row.type))].sort()
}

export const CSV_HEADER = ['Email', 'Type', 'Subscribed On'] as const

export function subscriptionsCsv(rows: readonly SubscriptionRow[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [row.email, row.type, kampalaDateTime(row.created_at)]),
  )
}

/** subscriptions-{Kampala date}.csv */
export function subscriptionsFileName(now: Date): string {
  return `subscriptions-${kampalaDate(now)}.csv`
}
