// The sales report as one CSV (@shop/shared/csv): a line per figure, its section first, so a spreadsheet
// filters by section; amounts are plain UGX numbers, days are Kampala's.
import { type CsvCell, toCsv } from '@shop/shared/csv'
import { paymentMethodLabel } from '@shop/shared/payments/methods'
import type { CategorySales, Grouping, OutletSales, PaymentMethodSales, Period, PeriodSales } from './api/reports.ts'

export const NO_CATEGORY = 'Uncategorised'
export const NO_OUTLET = 'No outlet'
const GROUPING_NAMES: Record<Grouping, string> = { day: 'Day', week: 'Week starting', month: 'Month starting' }

export interface SalesTotals {
  orders: number
  revenue: number
  averageOrderValue: number
}

/** The period's totals: every order has one payment method, so its rows add up to the whole. */
export function salesTotals(methods: readonly PaymentMethodSales[]): SalesTotals {
  const orders = methods.reduce((sum, m) => sum + m.orders, 0)
  const revenue = methods.reduce((sum, m) => sum + Number(m.revenue), 0)
  return { orders, revenue, averageOrderValue: orders === 0 ? 0 : Math.round(revenue / orders) }
}

export interface SalesReport {
  period: Period
  by: Grouping
  trend: readonly PeriodSales[]
  categories: readonly CategorySales[]
  methods: readonly PaymentMethodSales[]
  outlets: readonly OutletSales[]
}

export const SALES_CSV_HEADER = ['Section', 'Name', 'Orders', 'Units', 'Revenue (UGX)', 'Average order value (UGX)']

export function salesReportCsv({ period, by, trend, categories, methods, outlets }: SalesReport): string {
  const totals = salesTotals(methods)
  const money = (value: number | string) => Number(value)
  const rows: CsvCell[][] = [
    ['Total', `${period.from} to ${period.to}`, totals.orders, null, totals.revenue, totals.averageOrderValue],
    ...trend.map((t) => [
      GROUPING_NAMES[by],
      t.period_start,
      t.orders,
      null,
      money(t.revenue),
      money(t.average_order_value),
    ]),
    ...categories.map((c) => ['Category', c.category_name ?? NO_CATEGORY, null, c.units, money(c.revenue), null]),
    ...methods.map((m) => [
      'Payment method',
      paymentMethodLabel(m.payment_method),
      m.orders,
      null,
      money(m.revenue),
      money(m.average_order_value),
    ]),
    ...outlets.map((o) => [
      'Outlet',
      o.outlet_name ?? NO_OUTLET,
      o.orders,
      null,
      money(o.revenue),
      money(o.average_order_value),
    ]),
  ]
  return toCsv(SALES_CSV_HEADER, rows)
}

export function salesCsvFileName(period: Period): string {
  return `sales-report-${period.from}-to-${period.to}.csv`
}
