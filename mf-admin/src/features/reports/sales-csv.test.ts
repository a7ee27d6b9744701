import { describe, expect, it } from 'vitest'
import { salesReportCsv, salesTotals } from './sales-csv.ts'

const methods = [
  { payment_method: 'mtn_money' as const, orders: 2, revenue: 101000, average_order_value: 50500 },
  { payment_method: 'cash_on_delivery' as const, orders: 1, revenue: 55000, average_order_value: 55000 },
]

describe('the sales report’s CSV', () => {
  it('totals are the payment methods added up, the average rounded to a shilling', () => {
    expect(salesTotals(methods)).toEqual({ orders: 3, revenue: 156000, averageOrderValue: 52000 })
    expect(salesTotals([])).toEqual({ orders: 0, revenue: 0, averageOrderValue: 0 })
  })

  it('one line per figure, its section first; a category or outlet that is gone reads as such', () => {
    const csv = salesReportCsv({
      period: { from: '2026-03-01', to: '2026-03-31' },
      by: 'week',
      trend: [{ period_start: '2026-02-23', orders: 1, revenue: 55000, average_order_value: 55000 }],
      categories: [
        { category_id: 'c1', category_name: 'Fresh Beef', units: 5, revenue: 105000 },
        // The database answers null for lines of products without a category.
        { category_id: null as unknown as string, category_name: null as unknown as string, units: 3, revenue: 36000 },
      ],
      methods,
      outlets: [
        { outlet_id: 'o1', outlet_name: 'Kololo, Acacia Mall', orders: 1, revenue: 55000, average_order_value: 55000 },
      ],
    })
    expect(csv.split('\r\n')).toEqual([
      'Section,Name,Orders,Units,Revenue (UGX),Average order value (UGX)',
      'Total,2026-03-01 to 2026-03-31,3,,156000,52000',
      'Week starting,2026-02-23,1,,55000,55000',
      'Category,Fresh Beef,,5,105000,',
      'Category,Uncategorised,,3,36000,',
      'Payment method,MTN Mobile Money,2,,101000,50500',
      'Payment method,Cash on Delivery,1,,55000,55000',
      'Outlet,"Kololo, Acacia Mall",1,,55000,55000',
      '',
    ])
  })
})
