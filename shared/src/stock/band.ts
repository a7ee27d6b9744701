// The stock colour bands (backoffice spec sections 2 and 4), one rule for the admin's outlets screen and
// the outlet portal's stock page: low at or below min_stock (red), full at or above max_stock (green),
// normal in between (yellow). Low wins when min and max are equal.
export type StockBand = 'low' | 'normal' | 'full'

export function stockBand(stock: number, minStock: number, maxStock: number): StockBand {
  if (stock <= minStock) return 'low'
  if (stock >= maxStock) return 'full'
  return 'normal'
}

export const BAND_LABEL: Record<StockBand, string> = { low: 'Low', normal: 'Normal', full: 'Full' }
/** antd preset colours (text on them meets AA contrast): red, yellow, green as the spec says. */
export const BAND_COLOR: Record<StockBand, string> = { low: 'red', normal: 'gold', full: 'green' }
