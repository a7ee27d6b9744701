// The inventory report as one CSV (@shop/shared/csv), as the sales report's is: a line per figure, its
// section first (the total, each outlet, each low product), amounts as plain UGX numbers.
import { type CsvCell, toCsv } from '@shop/shared/csv'
import type { LowStockLine, OutletStock } from './api/reports.ts'

export const INVENTORY_CSV_HEADER = [
  'Section',
  'Outlet',
  'Product',
  'Products',
  'Units in stock',
  'Stock value (UGX)',
  'Low stock products',
  'Out of stock products',
  'Minimum',
  'Maximum',
]

export interface InventoryTotals {
  products: number
  units: number
  value: number
  low: number
  out: number
}

/** Every outlet's figures added up: the report's cards and the CSV's Total line. */
export function inventoryTotals(outlets: readonly OutletStock[]): InventoryTotals {
  return outlets.reduce(
    (sum, o) => ({
      products: sum.products + o.products,
      units: sum.units + o.units,
      value: sum.value + Number(o.stock_value),
      low: sum.low + o.low_stock,
      out: sum.out + o.out_of_stock,
    }),
    { products: 0, units: 0, value: 0, low: 0, out: 0 },
  )
}

export function inventoryReportCsv(outlets: readonly OutletStock[], low: readonly LowStockLine[]): string {
  const totals = inventoryTotals(outlets)
  const rows: CsvCell[][] = [
    ['Total', 'All outlets', null, totals.products, totals.units, totals.value, totals.low, totals.out, null, null],
    ...outlets.map((o) => [
      'Outlet',
      o.outlet_name,
      null,
      o.products,
      o.units,
      Number(o.stock_value),
      o.low_stock,
      o.out_of_stock,
      null,
      null,
    ]),
    ...low.map((l) => [
      'Low stock',
      l.outlet_name,
      l.product_name,
      null,
      l.stock,
      null,
      null,
      null,
      l.min_stock,
      l.max_stock,
    ]),
  ]
  return toCsv(INVENTORY_CSV_HEADER, rows)
}

/** The file is named for the Kampala day the stock was read. */
export function inventoryCsvFileName(day: string): string {
  return `inventory-report-${day}.csv`
}
