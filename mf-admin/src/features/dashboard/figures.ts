// The dashboard's four cards: which column of `dashboard_summary` each shows and how. One list for the
// page and for the first paint's inline script, which writes the same text into the pre-rendered cards
// before the app has loaded (app/first-paint).
import { formatMoney } from '@shop/shared/money'

export const FIGURES = [
  { key: 'total_revenue', title: 'Total Revenue', money: true },
  { key: 'total_orders', title: 'Total Orders', money: false },
  { key: 'total_customers', title: 'Total Customers', money: false },
  { key: 'average_order_value', title: 'Average Order Value', money: true },
] as const

export type FigureKey = (typeof FIGURES)[number]['key']

/** The columns the dashboard reads from `dashboard_summary`: the cards' and the pending orders' alert. */
export const SUMMARY_COLUMNS = 'total_revenue,total_orders,total_customers,average_order_value,pending_orders'

/** The summary's read, as the data layer makes it and the first paint's inline script starts it (app/first-paint). */
export const SUMMARY_PATH = `dashboard_summary?select=${SUMMARY_COLUMNS}`

/** A whole number as the dashboard writes it: 1,234. */
export const formatCount = (value: number) => value.toLocaleString('en-US')

/** A card's figure as shown: money in UGX, counts grouped. */
export function formatFigure(figure: (typeof FIGURES)[number], value: number | null | undefined): string {
  const number = Number(value ?? 0)
  return figure.money ? formatMoney(number) : formatCount(number)
}

/** What a card shows while its figure is on its way (same line height as the figure: nothing moves). */
export const FIGURE_PENDING = 'Loading…'
