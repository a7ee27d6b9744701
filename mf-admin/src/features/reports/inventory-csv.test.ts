import { describe, expect, it } from 'vitest'
import type { LowStockLine, OutletStock } from './api/reports.ts'
import { inventoryCsvFileName, inventoryReportCsv, inventoryTotals } from './inventory-csv.ts'

const outlets: OutletStock[] = [
  {
    outlet_id: 'o1',
    outlet_name: 'Kololo (Acacia Mall)',
    is_active: true,
    products: 3,
    units: 42,
    stock_value: 630000,
    low_stock: 1,
    out_of_stock: 1,
  },
  {
    outlet_id: 'o2',
    outlet_name: '=Ntinda, "Shop"',
    is_active: false,
    products: 2,
    units: 10,
    stock_value: 150000,
    low_stock: 0,
    out_of_stock: 0,
  },
]
const low: LowStockLine[] = [
  {
    outlet_id: 'o1',
    outlet_name: 'Kololo (Acacia Mall)',
    product_id: 'p1',
    product_name: 'Beef Liver 1 kg',
    stock: 0,
    min_stock: 5,
    max_stock: 40,
    is_available: true,
  },
]

describe('the inventory report as CSV', () => {
  it('has a total, a line per outlet and a line per low product, as the page shows them', () => {
    const lines = inventoryReportCsv(outlets, low).split('\r\n')
    expect(lines).toEqual([
      'Section,Outlet,Product,Products,Units in stock,Stock value (UGX),Low stock products,Out of stock products,Minimum,Maximum',
      'Total,All outlets,,5,52,780000,1,1,,',
      'Outlet,Kololo (Acacia Mall),,3,42,630000,1,1,,',
      // A name that would run as a formula reads as text; quotes and commas are quoted.
      `Outlet,"'=Ntinda, ""Shop""",,2,10,150000,0,0,,`,
      'Low stock,Kololo (Acacia Mall),Beef Liver 1 kg,,0,,,,5,40',
      '',
    ])
  })

  it('adds the outlets up for the cards', () => {
    expect(inventoryTotals(outlets)).toEqual({ products: 5, units: 52, value: 780000, low: 1, out: 1 })
  })

  it('is named for the day', () => {
    expect(inventoryCsvFileName('2026-11-28')).toBe('inventory-report-2026-11-28.csv')
  })
})
